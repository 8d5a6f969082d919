import type { OverviewRange } from "../store/overview/overview";
import { visitDay, visitTimeZone } from "../visits/visit-day";

/** Site days (server/visits/visit-day.ts) as instants and ranges: the Overview's calendar. */

const dayMs = 86_400_000;
const offsetFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: visitTimeZone,
  timeZoneName: "longOffset",
});

/** The site zone's offset from UTC at an instant, in minutes ("GMT+05:00" → 300). */
export function utcOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "");
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** The day after (or `by` days after) a YYYY-MM-DD day. */
export const addDays = (day: string, by = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * dayMs).toISOString().slice(0, 10);

/** The first instant of a site day. */
export function dayStart(day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  return new Date(midnightUtc - utcOffsetMinutes(new Date(midnightUtc)) * 60_000);
}

export function overviewRange(from: string, to: string): OverviewRange {
  return {
    from,
    to,
    start: dayStart(from),
    end: dayStart(addDays(to)),
    utcOffsetMinutes: utcOffsetMinutes(dayStart(to)),
  };
}

export const today = (now = new Date()) => visitDay(now);
