import {
  percentile75,
  vitalRating,
  type ConversionRow,
  type DayFigures,
  type Overview,
  type PageRow,
  type VitalRow,
} from "@contracts/overview";
import type { DimensionFacts, OverviewFacts, OverviewStore } from "../store/overview/overview";
import type { WorkflowStore } from "../store/workflow/workflow";
import type { RevenueStore } from "../store/revenue/revenue";
import { addDays, overviewRange } from "./site-days";

/** Rows per table in the desk's view; an export takes up to exportRows. */
export const viewRows = 10;
export const exportRows = 1000;

/**
 * The share of visitors who sent a lead: only the visitors with a lead joined to their visit
 * count, once however many forms they sent, so a lead from nowhere (another site, a script, a
 * browser not counted) cannot push it past 1.
 */
const conversion = (converted: number, visitors: number) =>
  visitors > 0 ? converted / visitors : null;

const conversionRow = ({ key, visitors, leads, converted }: DimensionFacts): ConversionRow => ({
  key,
  visitors: Number(visitors),
  leads: Number(leads),
  conversion: conversion(Number(converted), Number(visitors)),
});
const withConversion = (rows: DimensionFacts[]): ConversionRow[] => rows.map(conversionRow);

/** Every day of the range, zeros where nothing was counted. */
function dayFigures(from: string, to: string, facts: OverviewFacts): DayFigures[] {
  const visits = new Map(facts.days.map((day) => [day.day, day]));
  const leads = new Map(facts.leadDays.map((day) => [day.day, Number(day.leads)]));
  const days: DayFigures[] = [];
  for (let day = from; day <= to; day = addDays(day)) {
    const counted = visits.get(day);
    days.push({
      day,
      visitors: Number(counted?.visitors ?? 0),
      views: Number(counted?.views ?? 0),
      leads: leads.get(day) ?? 0,
    });
  }
  return days;
}

/** ISO weeks, each named by its Monday. */
function weekFigures(days: DayFigures[]) {
  const weeks = new Map<string, number>();
  for (const { day, leads } of days) {
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
    const monday = addDays(day, -weekday);
    weeks.set(monday, (weeks.get(monday) ?? 0) + leads);
  }
  return [...weeks].map(([week, leads]) => ({ week, leads }));
}

function vitalRows(facts: OverviewFacts, limit: number): VitalRow[] {
  const rows = facts.vitals.map(({ route, metric, counts }) => {
    const { value, beyond, samples } = percentile75(metric, counts);
    return {
      route,
      metric,
      p75: value,
      beyond,
      samples,
      rating: value === null ? null : vitalRating(metric, value, beyond),
    };
  });
  // The routes with the most samples; within a route LCP, INP, CLS.
  const samplesOf = new Map<string, number>();
  for (const row of rows) samplesOf.set(row.route, (samplesOf.get(row.route) ?? 0) + row.samples);
  const routes = [...samplesOf]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([route]) => route);
  const order = { lcp: 0, inp: 1, cls: 2 };
  return rows
    .filter((row) => routes.includes(row.route))
    .sort(
      (a, b) =>
        routes.indexOf(a.route) - routes.indexOf(b.route) || order[a.metric] - order[b.metric],
    );
}

export async function buildOverview(
  store: OverviewStore &
    Pick<WorkflowStore, "medianFirstReplyByWeek"> &
    Pick<RevenueStore, "revenueTables">,
  from: string,
  to: string,
  limit = viewRows,
): Promise<Overview> {
  // Aggregated rows are few: the store reads up to exportRows, the view keeps its top `limit`.
  const range = overviewRange(from, to);
  const [facts, firstReply, revenue] = await Promise.all([
    store.overviewFacts(range, exportRows),
    // Leads of the range by the (UTC) week they came in; `to` is a whole day.
    store.medianFirstReplyByWeek(
      new Date(`${from}T00:00:00Z`),
      new Date(`${addDays(to, 1)}T00:00:00Z`),
    ),
    store.revenueTables(range, limit),
  ]);
  const days = dayFigures(from, to, facts);
  const visitors = days.reduce((total, day) => total + day.visitors, 0);
  const { converted } = facts;
  const totals = {
    visitors,
    views: days.reduce((total, day) => total + day.views, 0),
    leads: facts.leadDays.reduce((total, day) => total + day.leads, 0),
    leadsWithoutVisit: facts.leadsWithoutVisit,
    conversion: conversion(converted.sent, visitors),
  };
  const pages: PageRow[] = facts.pages.map((page) => ({
    ...conversionRow(page),
    views: Number(page.views),
  }));
  return {
    from,
    to,
    totals,
    days,
    weeks: weekFigures(days),
    sources: withConversion(facts.sources.slice(0, limit)),
    campaigns: withConversion(facts.campaigns.slice(0, limit)),
    landingPages: withConversion(facts.landingPages.slice(0, limit)),
    articles: withConversion(facts.articles.slice(0, limit)),
    pagesByLeads: pages.slice(0, limit),
    pagesByConversion: pages
      .filter((page) => page.conversion !== null)
      .sort((a, b) => (b.conversion ?? 0) - (a.conversion ?? 0) || b.leads - a.leads)
      .slice(0, limit),
    funnel: [
      { step: "visit", count: totals.visitors },
      {
        step: "formOpened",
        count: facts.days.reduce((total, day) => total + Number(day.formOpened), 0),
      },
      { step: "lead", count: converted.sent },
      { step: "replied", count: converted.replied },
      { step: "won", count: converted.won },
    ],
    vitals: vitalRows(facts, limit),
    firstReply,
    revenue,
  };
}
