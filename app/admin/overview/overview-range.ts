import { maxOverviewDays } from "@contracts/overview";

/** The Overview's date range: in the URL (?from&to), whole days of the site's calendar. */

/** The site's calendar (server/visits/visit-day.ts): the owner's days are Islamabad's. */
const siteDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Karachi",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

const dayMs = 86_400_000;
export const addDays = (day: string, by: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * dayMs).toISOString().slice(0, 10);

export const presets = [7, 30, 90, 365] as const;
export const defaultPreset = 30;

export interface DayRange {
  from: string;
  to: string;
}

/** The last `days` days, today included. */
export const lastDays = (days: number, now = new Date()): DayRange => {
  const to = siteDay.format(now);
  return { from: addDays(to, 1 - days), to };
};

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** The URL's range when it is a whole one, else the default; the server checks it again. */
export function rangeFromUrl(search: string): DayRange {
  const params = new URLSearchParams(search);
  const from = params.get("from");
  const to = params.get("to");
  if (isDay(from) && isDay(to) && from <= to) return { from, to };
  return lastDays(defaultPreset);
}

export const rangeQuery = ({ from, to }: DayRange) => `from=${from}&to=${to}`;

export const rangeDays = ({ from, to }: DayRange) =>
  Math.round((Date.parse(to) - Date.parse(from)) / dayMs) + 1;

export const rangeTooLong = (range: DayRange) => rangeDays(range) > maxOverviewDays;
