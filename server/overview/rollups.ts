import type { FastifyBaseLogger } from "fastify";
import type { OverviewStore } from "../store/overview/overview";
import { addDays, dayStart, today } from "./site-days";

/**
 * The daily roll-up, so the Overview reads a few rows a day, not every event (decision 0199): every
 * complete site day with raw events and no rollup is rolled up, then raw page views and beacons
 * older than `rawDays` days are dropped, and only those of rolled-up days. Safe with several
 * servers on one store: a roll-up replaces its day in one transaction (PostgreSQL serialises them
 * with an advisory lock), so a second run of the same day writes the same rows.
 */
export async function rollUpAndPrune(store: OverviewStore, rawDays: number, now = new Date()) {
  const before = today(now);
  const days = await store.daysToRollUp(before);
  for (const day of days) await store.rollUpDay(day, now);
  const dropped = await store.dropRawEventsBefore(addDays(before, -rawDays));
  return { rolledUp: days, dropped };
}

/** A minute after the next site day begins: late beacons of the old day are in by then. */
export const untilNextRun = (now: Date) =>
  dayStart(addDays(today(now))).getTime() + 60_000 - now.getTime();

/** At start, then just after each day turns; the timer never keeps the process alive. */
export function startRollups(store: OverviewStore, rawDays: number, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const { rolledUp, dropped } = await rollUpAndPrune(store, rawDays);
      if (rolledUp.length > 0 || dropped > 0)
        log.info({ rolledUp: rolledUp.length, dropped }, "overview: days rolled up");
    } catch (error) {
      log.error({ err: error }, "overview roll-up failed");
    }
    if (stopped) return;
    timer = setTimeout(() => void run(), untilNextRun(new Date()));
    timer.unref();
  };
  void run();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
