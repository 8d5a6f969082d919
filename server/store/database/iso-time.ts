/**
 * A stored time as ISO text: SQLite keeps times as ISO text, node-postgres reads a timestamptz
 * as a Date.
 */
export const isoTime = (value: string | Date) =>
  typeof value === "string" ? value : value.toISOString();
