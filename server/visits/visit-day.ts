/**
 * The site's day: a calendar day in Islamabad (Asia/Karachi), where the owner reads the counts and
 * where most visitors are. Everything that says "today" about visits (the day's salt, the day's
 * visitors, page views, beacons, the rollups) takes it from here.
 */
export const visitTimeZone = "Asia/Karachi";

// en-CA writes a date as YYYY-MM-DD. One formatter, built once: formatting is then cheap.
const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: visitTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The last minute formatted, and its day: every event of a minute shares one formatting. */
let lastMinute = Number.NaN;
let lastDay = "";

/**
 * The site's day of an instant, as 'YYYY-MM-DD'. Formatted once a minute, not per event: a day
 * in Asia/Karachi (UTC+5, whole minutes, no daylight saving) turns on a minute's edge, so every
 * instant of a minute has the same day. An invalid date still throws, as formatting it does.
 */
export function visitDay(at: Date): string {
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute !== lastMinute) {
    lastDay = dayFormat.format(at);
    lastMinute = minute;
  }
  return lastDay;
}
