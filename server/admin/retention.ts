import type { FastifyBaseLogger } from "fastify";
import type { LeadStore } from "../store/lead-store";

const dayMs = 24 * 60 * 60_000;

/** Deletes the leads older than `days`; the store writes the audit entry. */
export const deleteExpiredLeads = (
  store: LeadStore,
  days: number,
  actor: string,
  now = Date.now(),
) => store.deleteLeadsBefore(new Date(now - days * dayMs), actor);

/** Once at start and then daily; the timer never keeps the process alive. */
export function startRetention(store: LeadStore, days: number, log: FastifyBaseLogger) {
  const run = () =>
    deleteExpiredLeads(store, days, "retention")
      .then((deleted) => {
        if (deleted > 0) log.info({ deleted, days }, "retention: old leads deleted");
      })
      .catch((error: unknown) => log.error({ err: error }, "retention run failed"));
  void run();
  const timer = setInterval(run, dayMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
