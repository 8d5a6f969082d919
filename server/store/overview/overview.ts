import type { VitalName } from "@contracts/overview";

/**
 * The Overview's section: daily rollups of the raw page views and beacons, their retention, and
 * the Overview's reads. Its interface; what both dialects share in rollups.ts (the vitals'
 * histograms, the spans of days and months) and leads.ts (the leads' facts, read once), each
 * dialect's SQL beside them (sqlite.ts, postgres.ts), with today's counts kept as each batch of
 * visits is written (sqlite-live-counts.ts, postgres-live-counts.ts).
 */

/** Whole site days (server/visits/visit-day.ts), `to` inclusive, with the instants that bound them. */
export interface OverviewRange {
  from: string;
  to: string;
  /** The first instant of `from` and of the day after `to`: the leads' bounds. */
  start: Date;
  end: Date;
  /** The site's offset from UTC in minutes, to give each lead its site day. */
  utcOffsetMinutes: number;
}

/** A landing page, source, campaign or page: its visitors and the joined leads it brought. */
export interface DimensionFacts {
  key: string;
  visitors: number;
  leads: number;
  /** The distinct visitors who sent those leads. */
  converted: number;
}

/** The Overview's facts over a range of days (server/overview/ turns them into the report). */
export interface OverviewFacts {
  days: Array<{ day: string; visitors: number; views: number; formOpened: number }>;
  /** Leads per day (spam excluded), every one. */
  leadDays: Array<{ day: string; leads: number }>;
  /** The range's leads joined to no counted visit: in no conversion, shown apart. */
  leadsWithoutVisit: number;
  /**
   * The counted visitors who sent a lead joined to their visit, and of them those with a lead
   * replied to (replied, won or lost) and won: the funnel's later steps.
   */
  converted: { sent: number; replied: number; won: number };
  /**
   * Per landing page, source and campaign: visitors landing, the joined leads they brought and
   * the distinct visitors who sent them.
   */
  landingPages: DimensionFacts[];
  /** The landing pages that are articles, ranked among themselves. */
  articles: DimensionFacts[];
  sources: DimensionFacts[];
  campaigns: DimensionFacts[];
  /** Per path: views, visitors (summed daily uniques) and joined leads that saw it before the form. */
  pages: Array<DimensionFacts & { views: number }>;
  /** Summed histograms per route and metric (contracts/overview.ts vitalScales). */
  vitals: Array<{ route: string; metric: VitalName; counts: number[] }>;
}

/** Daily rollups of the raw page views and beacons, their retention, and the Overview's reads. */
export interface OverviewStore {
  /** Days before `before` (YYYY-MM-DD) with raw events and no rollup, oldest first. */
  daysToRollUp(before: string): Promise<string[]>;
  /** Replaces one day's rollups with what its raw rows say (idempotent) and marks it rolled up. */
  rollUpDay(day: string, now?: Date): Promise<void>;
  /** Deletes raw page views and beacons of rolled-up days before `before`; returns the rows deleted. */
  dropRawEventsBefore(before: string): Promise<number>;
  /** Rolled-up days from the rollups, any other day live from the raw rows; `limit` rows per table. */
  overviewFacts(range: OverviewRange, limit: number): Promise<OverviewFacts>;
}
