import { vitalScales, type VitalRating, type VitalRow } from "@contracts/overview";
import { formatCount } from "./figures";
import type { DayRange } from "./overview-range";
import { OverviewTable, type Column } from "./overview-table";

const ratingLabels: Record<VitalRating, string> = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
};

const ratingClasses: Record<VitalRating, string> = {
  good: "bg-green-50 text-green-900 ring-green-200",
  "needs-improvement": "bg-amber-50 text-amber-900 ring-amber-200",
  poor: "bg-red-50 text-red-900 ring-red-200",
};

function vitalValue({ metric, p75, beyond }: VitalRow) {
  if (p75 === null) return "–";
  const shown = metric === "cls" ? p75.toFixed(2) : `${formatCount(p75)} ms`;
  return beyond ? `> ${shown}` : shown;
}

const vitalColumns: Array<Column<VitalRow>> = [
  { label: "Route", cell: (row) => row.route },
  { label: "Metric", cell: (row) => vitalScales[row.metric].label },
  { label: "p75", cell: vitalValue, numeric: true },
  { label: "Samples", cell: (row) => formatCount(row.samples), numeric: true },
  {
    label: "Rating",
    cell: (row) =>
      row.rating && (
        <span
          className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${ratingClasses[row.rating]}`}
        >
          {ratingLabels[row.rating]}
        </span>
      ),
  },
];

/** The Overview's Core Web Vitals: each route's p75 per metric from real visitors' beacons. */
export function VitalsTable({ vitals, range }: { vitals: VitalRow[]; range: DayRange }) {
  return (
    <OverviewTable
      id="vitals"
      title="Speed for real visitors"
      description="75th percentile per route from the visitors' browsers: LCP good up to 2.5 s, poor above 4 s; INP good up to 200 ms, poor above 500 ms; CLS good up to 0.1, poor above 0.25."
      columns={vitalColumns}
      rows={vitals}
      rowKey={(row) => `${row.route} ${row.metric}`}
      csv="vitals"
      range={range}
      empty="No beacons in this range."
    />
  );
}
