/** The desk's calendar: days and hours in DESK_TIME_ZONE, whatever the server's own zone. */

const formats = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string, at: Date) {
  let format = formats.get(timeZone);
  if (!format)
    formats.set(
      timeZone,
      (format = new Intl.DateTimeFormat("en-CA", {
        timeZone,
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        hourCycle: "h23",
      })),
    );
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** 'YYYY-MM-DD' of `at` in the zone. */
export const deskDay = (timeZone: string, at = new Date()) => partsIn(timeZone, at).day;

/** The hour (0-23) of `at` in the zone. */
export const deskHour = (timeZone: string, at = new Date()) => partsIn(timeZone, at).hour;
