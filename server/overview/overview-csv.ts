import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { Overview, OverviewTable } from "@contracts/overview";
import { neutraliseFormula } from "../admin/csv";

/** One table of the Overview as CSV rows: the header, then the cells, each formula-guarded. */
function tableRows(overview: Overview, table: OverviewTable): Array<Array<string | number>> {
  const rate = (value: number | null) => (value === null ? "" : value.toFixed(4));
  const conversionRows = (rows: Overview["sources"], name: string) => [
    [name, "visitors", "leads", "conversion"],
    ...rows.map((row) => [row.key, row.visitors, row.leads, rate(row.conversion)]),
  ];
  switch (table) {
    case "totals": {
      const { totals } = overview;
      return [
        ["visitors", "views", "leads", "leads without a counted visit", "conversion"],
        [
          totals.visitors,
          totals.views,
          totals.leads,
          totals.leadsWithoutVisit,
          rate(totals.conversion),
        ],
      ];
    }
    case "days":
      return [
        ["day", "visitors", "views", "leads"],
        ...overview.days.map((day) => [day.day, day.visitors, day.views, day.leads]),
      ];
    case "weeks":
      return [["week", "leads"], ...overview.weeks.map((week) => [week.week, week.leads])];
    case "sources":
      return conversionRows(overview.sources, "source");
    case "campaigns":
      return conversionRows(overview.campaigns, "campaign");
    case "landing-pages":
      return conversionRows(overview.landingPages, "landing page");
    case "pages":
      return [
        ["page", "views", "visitors", "leads", "conversion"],
        ...overview.pagesByLeads.map((page) => [
          page.key,
          page.views,
          page.visitors,
          page.leads,
          rate(page.conversion),
        ]),
      ];
    case "funnel":
      return [["step", "count"], ...overview.funnel.map((step) => [step.step, step.count])];
    case "vitals":
      return [
        ["route", "metric", "p75", "beyond top bucket", "samples", "rating"],
        ...overview.vitals.map((row) => [
          row.route,
          row.metric,
          row.p75 ?? "",
          row.beyond ? "yes" : "no",
          row.samples,
          row.rating ?? "",
        ]),
      ];
    case "first-reply":
      return [
        ["week", "replied leads", "median minutes to first reply"],
        ...overview.firstReply.map((week) => [
          week.week,
          week.replied,
          Math.round(week.medianMs / 60_000),
        ]),
      ];
  }
}

export function overviewCsv(overview: Overview, table: OverviewTable): Readable {
  const rows = tableRows(overview, table).map((row) =>
    row.map((cell) => (typeof cell === "string" ? neutraliseFormula(cell) : cell)),
  );
  return Readable.from(rows).pipe(stringify({ record_delimiter: "\r\n" }));
}
