import { useEffect, useMemo, useState } from "react";
import { formatDuration } from "~/admin/format-duration";
import {
  funnelSteps,
  maxOverviewDays,
  vitalScales,
  type ConversionRow,
  type FunnelStep,
  type Overview,
  type PageRow,
  type VitalRating,
  type VitalRow,
} from "@contracts/overview";
import { api } from "~/admin/api";
import { Shell } from "~/admin/shell";
import { formatCount, formatRate } from "./figures";
import {
  lastDays,
  presets,
  rangeFromUrl,
  rangeQuery,
  rangeTooLong,
  type DayRange,
} from "./overview-range";
import { OverviewTable, type Column } from "./overview-table";
import { VisitorsChart } from "./visitors-chart";

/** /admin/overview: what brings visitors, which become leads, how fast the site is for them. */
export function OverviewPage() {
  return (
    <Shell title="Overview" current="overview">
      {() => <OverviewView {...rangeFromUrl(window.location.search)} />}
    </Shell>
  );
}

function OverviewView({ from, to }: DayRange) {
  const range = useMemo(() => ({ from, to }), [from, to]);
  const tooLong = rangeTooLong(range);
  const [overview, setOverview] = useState<Overview>();
  const [failed, setFailed] = useState("");
  const failure = tooLong ? `Choose a range of at most ${maxOverviewDays} days.` : failed;

  useEffect(() => {
    if (tooLong) return;
    api<Overview>(`/overview?${rangeQuery(range)}`)
      .then(setOverview)
      .catch((error: unknown) => setFailed((error as Error).message));
  }, [range, tooLong]);

  return (
    <>
      <RangePicker range={range} />
      {failure && (
        <p role="alert" className="mt-4 font-semibold text-red-800">
          {failure}
        </p>
      )}
      {!overview && !failure && (
        <p role="status" className="mt-4 text-slate-text">
          Loading the figures…
        </p>
      )}
      {overview && <Figures overview={overview} range={range} />}
    </>
  );
}

const presetClass =
  "rounded-md px-3 py-2 text-sm font-semibold ring-1 ring-line hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white";

/** Presets and a custom range; each is a URL (?from&to), so a range can be kept and shared. */
function RangePicker({ range }: { range: DayRange }) {
  return (
    <div className="mt-4 flex flex-wrap items-end gap-x-6 gap-y-3">
      <nav aria-label="Date range" className="flex flex-wrap gap-2">
        {presets.map((days) => {
          const preset = lastDays(days);
          const current = preset.from === range.from && preset.to === range.to;
          return (
            <a
              key={days}
              href={`/admin/overview?${rangeQuery(preset)}`}
              className={presetClass}
              aria-current={current ? "true" : undefined}
            >
              {days} days
            </a>
          );
        })}
      </nav>
      <form method="get" action="/admin/overview" className="flex flex-wrap items-end gap-2">
        <label className="text-sm font-semibold">
          From
          <input
            type="date"
            name="from"
            defaultValue={range.from}
            required
            className="mt-1 block rounded-md border border-line px-2 py-1.5 font-normal"
          />
        </label>
        <label className="text-sm font-semibold">
          To
          <input
            type="date"
            name="to"
            defaultValue={range.to}
            required
            className="mt-1 block rounded-md border border-line px-2 py-1.5 font-normal"
          />
        </label>
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Show
        </button>
      </form>
    </div>
  );
}

const conversionColumns = (label: string): Array<Column<ConversionRow>> => [
  { label, cell: (row) => row.key || "(none)" },
  { label: "Visitors", cell: (row) => formatCount(row.visitors), numeric: true },
  { label: "Leads", cell: (row) => formatCount(row.leads), numeric: true },
  { label: "Conversion", cell: (row) => formatRate(row.conversion), numeric: true },
];

const pageColumns: Array<Column<PageRow>> = [
  { label: "Page", cell: (row) => row.key },
  { label: "Views", cell: (row) => formatCount(row.views), numeric: true },
  ...conversionColumns("").slice(1),
];

const funnelLabels: Record<FunnelStep, string> = {
  visit: "Visited",
  formOpened: "Opened a form",
  lead: "Sent a lead",
  replied: "Replied to",
  won: "Won",
};

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

function Figures({ overview, range }: { overview: Overview; range: DayRange }) {
  const { totals } = overview;
  const conversion = totals.visitors > 0 ? totals.leads / totals.visitors : null;
  const first = overview.funnel[0]?.count ?? 0;
  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ["Visitors", formatCount(totals.visitors)],
          ["Page views", formatCount(totals.views)],
          ["Leads", formatCount(totals.leads)],
          ["Conversion", formatRate(conversion)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-card border border-line bg-white p-3 shadow-card">
            <dt className="text-sm text-slate-text">{label}</dt>
            <dd className="text-xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <VisitorsChart days={overview.days} range={range} />
      <OverviewTable
        id="funnel"
        title="Funnel"
        description="Visitors, those who opened a form, leads, leads replied to (replied, won or lost) and leads won. Spam is never a lead."
        columns={[
          { label: "Step", cell: (row) => funnelLabels[row.step] },
          { label: "Count", cell: (row) => formatCount(row.count), numeric: true },
          {
            label: "Of visitors",
            cell: (row) => formatRate(first > 0 ? row.count / first : null),
            numeric: true,
          },
        ]}
        rows={funnelSteps.flatMap((step) => overview.funnel.filter((row) => row.step === step))}
        rowKey={(row) => row.step}
        csv="funnel"
        range={range}
      />
      <OverviewTable
        id="sources"
        title="Top sources"
        description="UTM source, else the referring site, else direct."
        columns={conversionColumns("Source")}
        rows={overview.sources}
        rowKey={(row) => row.key}
        csv="sources"
        range={range}
      />
      <OverviewTable
        id="campaigns"
        title="Top campaigns"
        columns={conversionColumns("Campaign")}
        rows={overview.campaigns}
        rowKey={(row) => row.key}
        csv="campaigns"
        range={range}
      />
      <OverviewTable
        id="landing-pages"
        title="Top landing pages"
        columns={conversionColumns("Landing page")}
        rows={overview.landingPages}
        rowKey={(row) => row.key}
        csv="landing-pages"
        range={range}
      />
      <OverviewTable
        id="pages-by-leads"
        title="Pages by leads"
        description="Leads that saw the page before the form; conversion is those leads over the page's visitors."
        columns={pageColumns}
        rows={overview.pagesByLeads}
        rowKey={(row) => row.key}
        csv="pages"
        range={range}
      />
      <OverviewTable
        id="pages-by-conversion"
        title="Pages by conversion"
        columns={pageColumns}
        rows={overview.pagesByConversion}
        rowKey={(row) => row.key}
        csv="pages"
        range={range}
      />
      <OverviewTable
        id="weeks"
        title="Leads per week"
        columns={[
          { label: "Week of", cell: (row) => row.week },
          { label: "Leads", cell: (row) => formatCount(row.leads), numeric: true },
        ]}
        rows={[...overview.weeks].reverse()}
        rowKey={(row) => row.week}
        csv="weeks"
        range={range}
      />
      <OverviewTable
        id="vitals"
        title="Speed for real visitors"
        description="75th percentile per route from the visitors' browsers: LCP good up to 2.5 s, poor above 4 s; INP good up to 200 ms, poor above 500 ms; CLS good up to 0.1, poor above 0.25."
        columns={vitalColumns}
        rows={overview.vitals}
        rowKey={(row) => `${row.route} ${row.metric}`}
        csv="vitals"
        range={range}
        empty="No beacons in this range."
      />
      <OverviewTable
        id="first-reply"
        title="Time to first reply"
        description="The median time from a lead to its first reply from the desk, by the week the leads came in (weeks start on Monday)."
        columns={[
          { label: "Week of", cell: (row) => row.week },
          { label: "Replied leads", cell: (row) => formatCount(row.replied), numeric: true },
          { label: "Median", cell: (row) => formatDuration(row.medianMs), numeric: true },
        ]}
        rows={[...overview.firstReply].reverse()}
        rowKey={(row) => row.week}
        csv="first-reply"
        range={range}
        empty="No replies to leads of this range yet."
      />
    </>
  );
}
