import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import type { Overview, OverviewTable } from "@contracts/overview";
import { currencies, type RevenueRow } from "@contracts/revenue";
import { neutraliseFormula } from "../admin/csv";

/**
 * A revenue table: each currency its own column (only those the rows hold), never converted;
 * the win rate as a share and the median days to win as days.
 */
function revenueRows(rows: RevenueRow[], name: string): Array<Array<string | number>> {
  const held = currencies.filter((currency) =>
    rows.some((row) => row.revenue[currency] !== undefined),
  );
  return [
    [
      name,
      "leads",
      "won",
      "win rate",
      ...held.map((code) => `revenue ${code}`),
      "median days to win",
    ],
    ...rows.map((row) => [
      row.key,
      row.leads,
      row.won,
      row.winRate.toFixed(4),
      ...held.map((code) => row.revenue[code] ?? 0),
      row.medianDaysToWin ?? "",
    ]),
  ];
}

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
    case "articles":
      return conversionRows(overview.articles, "article");
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
    case "revenue-sources":
      return revenueRows(overview.revenue.source, "source");
    case "revenue-campaigns":
      return revenueRows(overview.revenue.campaign, "campaign");
    case "revenue-landing-pages":
      return revenueRows(overview.revenue.landingPage, "landing page");
    case "revenue-articles":
      return revenueRows(overview.revenue.article, "article");
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
