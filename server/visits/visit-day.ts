/**
 * The site's day: a calendar day in Islamabad (Asia/Karachi), where the owner reads the counts
 * and where most visitors are (decision 0195). Everything that says "today" about visits (the
 * day's salt, the day's visitors, page views, beacons, the rollups) takes it from here.
 */
export const visitTimeZone = "Asia/Karachi";

// en-CA writes a date as YYYY-MM-DD. One formatter, built once: formatting is then cheap.
const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: visitTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The site's day of an instant, as 'YYYY-MM-DD'. */
export const visitDay = (at: Date): string => dayFormat.format(at);
