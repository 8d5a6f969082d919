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
import { RevenueTablesSection } from "./revenue-tables";

/** The Overview's figures for one range, block by block, in the order the owner reads them. */
export function OverviewFigures({ overview, range }: { overview: Overview; range: DayRange }) {
  return (
    <>
      <Totals totals={overview.totals} />
      <VisitorsChart days={overview.days} range={range} />
      <FunnelTable funnel={overview.funnel} range={range} />
      <AcquisitionTables overview={overview} range={range} />
      <RevenueTablesSection revenue={overview.revenue} range={range} />
      <PageTables overview={overview} range={range} />
      <WeeksTable weeks={overview.weeks} range={range} />
      <VitalsTable vitals={overview.vitals} range={range} />
      <FirstReplyTable firstReply={overview.firstReply} range={range} />
    </>
  );
}

/**
 * The range at a glance. Conversion is the server's: the visitors who sent a lead joined to
 * their visit, over the visitors; the leads that came without a counted visit are said apart,
 * since dividing them by visitors they were never among made figures like 700 %.
 */
function Totals({ totals }: Pick<Overview, "totals">) {
  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ["Visitors", formatCount(totals.visitors)],
          ["Page views", formatCount(totals.views)],
          ["Leads", formatCount(totals.leads)],
          ["Conversion", formatRate(totals.conversion)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-card border border-line bg-white p-3 shadow-card">
            <dt className="text-sm text-slate-text">{label}</dt>
            <dd className="text-xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {totals.leadsWithoutVisit > 0 && (
        <p className="mt-2 text-sm text-slate-text">
          Leads without a counted visit:{" "}
          <span className="font-semibold text-ink tabular-nums">
            {formatCount(totals.leadsWithoutVisit)}
          </span>{" "}
          (sent from another site or a script, by a browser that was not counted, or after a visit
          on another day). They are among the leads, not in any conversion.
        </p>
      )}
    </>
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
      description="Visitors at each step: all of them, those who opened a form, those who sent a lead joined to their visit, those with a lead replied to (replied, won or lost) and those with a lead won. Leads without a counted visit are in no step; spam is never a lead."
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

const conversionNote =
  "Leads are those joined to a counted visit; conversion is the share of the visitors who sent one.";

/** The acquisition tables: each a field of the Overview, its id (and CSV name) and its title. */
const acquisitionTables = [
  {
    field: "sources",
    id: "sources",
    title: "Top sources",
    column: "Source",
    description: `UTM source, else the referring site, else direct. ${conversionNote}`,
  },
  {
    field: "campaigns",
    id: "campaigns",
    title: "Top campaigns",
    column: "Campaign",
    description: conversionNote,
  },
  {
    field: "landingPages",
    id: "landing-pages",
    title: "Top landing pages",
    column: "Landing page",
    description: conversionNote,
  },
  {
    field: "articles",
    id: "articles",
    title: "Articles that bring clients",
    column: "Article",
    description: `Visitors who landed on an article (/insights/…) and the leads they sent. ${conversionNote}`,
  },
] as const;

/** Where visitors came from: sources, campaigns and landing pages, each with its conversion. */
function AcquisitionTables({
  overview,
  range,
}: {
  overview: Pick<Overview, "sources" | "campaigns" | "landingPages" | "articles">;
  range: DayRange;
}) {
  return acquisitionTables.map((table) => (
    <OverviewTable
      key={table.id}
      id={table.id}
      title={table.title}
      description={table.description}
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
        description="Leads joined to a counted visit that saw the page before the form; conversion is the share of the page's visitors who sent one."
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
