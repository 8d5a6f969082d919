/** Numbers as the Overview shows them. */
const count = new Intl.NumberFormat("en-GB");
const percent = new Intl.NumberFormat("en-GB", { style: "percent", maximumFractionDigits: 1 });

export const formatCount = (value: number) => count.format(value);
export const formatRate = (value: number | null) => (value === null ? "–" : percent.format(value));

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
