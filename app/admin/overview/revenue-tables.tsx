import type { OverviewTable as TableName } from "@contracts/overview";
import type { RevenueDimension, RevenueRow, RevenueTables } from "@contracts/revenue";
import { formatSums } from "~/admin/revenue/format-money";
import { formatCount, formatRate } from "./figures";
import type { DayRange } from "./overview-range";
import { OverviewTable, type Column } from "./overview-table";

const days = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });

const columns = (label: string): Array<Column<RevenueRow>> => [
  { label, cell: (row) => row.key || "(none)" },
  { label: "Leads", cell: (row) => formatCount(row.leads), numeric: true },
  { label: "Won", cell: (row) => formatCount(row.won), numeric: true },
  { label: "Win rate", cell: (row) => formatRate(row.winRate), numeric: true },
  { label: "Revenue", cell: (row) => formatSums(row.revenue), numeric: true },
  {
    label: "Median days to win",
    cell: (row) => (row.medianDaysToWin === null ? "–" : days.format(row.medianDaysToWin)),
    numeric: true,
  },
];

const tables: Array<{
  dimension: RevenueDimension;
  id: string;
  title: string;
  label: string;
  csv: TableName;
  empty?: string;
}> = [
  {
    dimension: "campaign",
    id: "revenue-campaigns",
    title: "Revenue by campaign",
    label: "Campaign",
    csv: "revenue-campaigns",
  },
  {
    dimension: "source",
    id: "revenue-sources",
    title: "Revenue by source",
    label: "Source",
    csv: "revenue-sources",
  },
  {
    dimension: "landingPage",
    id: "revenue-landing-pages",
    title: "Revenue by landing page",
    label: "Landing page",
    csv: "revenue-landing-pages",
  },
  {
    dimension: "article",
    id: "revenue-articles",
    title: "Revenue by article",
    label: "Article",
    csv: "revenue-articles",
    empty: "The site has no articles yet: this table fills once it does.",
  },
];

/** Which leads the tables count, and why two currencies are never one sum. */
const revenueNote =
  "The leads sent in this range (spam aside) and those of them won since. Revenue is summed per currency and never converted: 250,000 PKR and 400 USD stand side by side.";

/** What the range's leads earned, per campaign, source, landing page and article. */
export function RevenueTablesSection({
  revenue,
  range,
}: {
  revenue: RevenueTables;
  range: DayRange;
}) {
  return tables.map((table) => (
    <OverviewTable
      key={table.id}
      id={table.id}
      title={table.title}
      description={revenueNote}
      columns={columns(table.label)}
      rows={revenue[table.dimension]}
      rowKey={(row) => row.key}
      csv={table.csv}
      range={range}
      empty={table.empty ?? "No leads in this range."}
    />
  ));
}
