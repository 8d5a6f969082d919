import {
  funnelSteps,
  type ConversionRow,
  type FunnelRow,
  type FunnelStep,
  type Overview,
  type PageRow,
} from "@contracts/overview";
import { formatDuration } from "~/admin/format-duration";
import { formatCount, formatRate } from "./figures";
import type { DayRange } from "./overview-range";
import { OverviewTable, type Column } from "./overview-table";
import { VisitorsChart } from "./visitors-chart";
import { VitalsTable } from "./vitals-table";

/** The Overview's figures for one range, block by block, in the order the owner reads them. */
export function OverviewFigures({ overview, range }: { overview: Overview; range: DayRange }) {
  return (
    <>
      <Totals totals={overview.totals} />
      <VisitorsChart days={overview.days} range={range} />
      <FunnelTable funnel={overview.funnel} range={range} />
      <AcquisitionTables overview={overview} range={range} />
      <PageTables overview={overview} range={range} />
      <WeeksTable weeks={overview.weeks} range={range} />
      <VitalsTable vitals={overview.vitals} range={range} />
      <FirstReplyTable firstReply={overview.firstReply} range={range} />
    </>
  );
}

function Totals({ totals }: Pick<Overview, "totals">) {
  const conversion = totals.visitors > 0 ? totals.leads / totals.visitors : null;
  return (
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
  );
}

const funnelLabels: Record<FunnelStep, string> = {
  visit: "Visited",
  formOpened: "Opened a form",
  lead: "Sent a lead",
  replied: "Replied to",
  won: "Won",
};

function FunnelTable({ funnel, range }: { funnel: FunnelRow[]; range: DayRange }) {
  const first = funnel[0]?.count ?? 0;
  return (
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
      rows={funnelSteps.flatMap((step) => funnel.filter((row) => row.step === step))}
      rowKey={(row) => row.step}
      csv="funnel"
      range={range}
    />
  );
}

const conversionColumns = (label: string): Array<Column<ConversionRow>> => [
  { label, cell: (row) => row.key || "(none)" },
  { label: "Visitors", cell: (row) => formatCount(row.visitors), numeric: true },
  { label: "Leads", cell: (row) => formatCount(row.leads), numeric: true },
  { label: "Conversion", cell: (row) => formatRate(row.conversion), numeric: true },
];

/** The acquisition tables: each a field of the Overview, its id (and CSV name) and its title. */
const acquisitionTables = [
  {
    field: "sources",
    id: "sources",
    title: "Top sources",
    column: "Source",
    description: "UTM source, else the referring site, else direct.",
  },
  { field: "campaigns", id: "campaigns", title: "Top campaigns", column: "Campaign" },
  {
    field: "landingPages",
    id: "landing-pages",
    title: "Top landing pages",
    column: "Landing page",
  },
] as const;

/** Where visitors came from: sources, campaigns and landing pages, each with its conversion. */
function AcquisitionTables({
  overview,
  range,
}: {
  overview: Pick<Overview, "sources" | "campaigns" | "landingPages">;
  range: DayRange;
}) {
  return acquisitionTables.map((table) => (
    <OverviewTable
      key={table.id}
      id={table.id}
      title={table.title}
      description={"description" in table ? table.description : undefined}
      columns={conversionColumns(table.column)}
      rows={overview[table.field]}
      rowKey={(row) => row.key}
      csv={table.id}
      range={range}
    />
  ));
}

const pageColumns: Array<Column<PageRow>> = [
  { label: "Page", cell: (row) => row.key },
  { label: "Views", cell: (row) => formatCount(row.views), numeric: true },
  ...conversionColumns("").slice(1),
];

/** The site's pages by the leads that saw them, and by their conversion. */
function PageTables({
  overview,
  range,
}: {
  overview: Pick<Overview, "pagesByLeads" | "pagesByConversion">;
  range: DayRange;
}) {
  return (
    <>
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
    </>
  );
}

function WeeksTable({ weeks, range }: Pick<Overview, "weeks"> & { range: DayRange }) {
  return (
    <OverviewTable
      id="weeks"
      title="Leads per week"
      columns={[
        { label: "Week of", cell: (row) => row.week },
        { label: "Leads", cell: (row) => formatCount(row.leads), numeric: true },
      ]}
      rows={[...weeks].reverse()}
      rowKey={(row) => row.week}
      csv="weeks"
      range={range}
    />
  );
}

function FirstReplyTable({
  firstReply,
  range,
}: Pick<Overview, "firstReply"> & { range: DayRange }) {
  return (
    <OverviewTable
      id="first-reply"
      title="Time to first reply"
      description="The median time from a lead to its first reply from the desk, by the week the leads came in (weeks start on Monday)."
      columns={[
        { label: "Week of", cell: (row) => row.week },
        { label: "Replied leads", cell: (row) => formatCount(row.replied), numeric: true },
        { label: "Median", cell: (row) => formatDuration(row.medianMs), numeric: true },
      ]}
      rows={[...firstReply].reverse()}
      rowKey={(row) => row.week}
      csv="first-reply"
      range={range}
      empty="No replies to leads of this range yet."
    />
  );
}
