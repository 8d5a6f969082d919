import type { RevenueTables } from "./revenue";
/**
 * The desk's Overview (GET /admin/api/overview): what brings visitors, which of them become
 * leads, and how fast the site is for them, over a range of whole days (UTC, `to` inclusive).
 * Spam is never a lead. Vitals come from fixed-width histograms kept per day, so the 75th
 * percentile of any range is read from summed buckets (decision 0199).
 */
import type { FirstReplyWeek } from "./desk";

export const vitalNames = ["lcp", "inp", "cls"] as const;
export type VitalName = (typeof vitalNames)[number];
export type VitalRating = "good" | "needs-improvement" | "poor";

export interface VitalScale {
  label: string;
  /** Bucket width in the metric's unit (ms; CLS unitless). */
  width: number;
  /** Buckets 1..top-1 hold ((i-1)·width, i·width]; bucket 0 holds 0; bucket `top` everything above. */
  top: number;
  /** Google's thresholds: up to `good` is good, above `poor` is poor. */
  good: number;
  poor: number;
}

/** LCP in 100 ms buckets to 10 s, INP in 10 ms to 1 s, CLS in 0.01 to 1: each threshold is a bucket edge. */
export const vitalScales: Record<VitalName, VitalScale> = {
  lcp: { label: "LCP", width: 100, top: 101, good: 2500, poor: 4000 },
  inp: { label: "INP", width: 10, top: 101, good: 200, poor: 500 },
  cls: { label: "CLS", width: 0.01, top: 101, good: 0.1, poor: 0.25 },
};

/** The bucket of one sample: its upper edge is the smallest edge at or above the value. */
export function vitalBucket(metric: VitalName, value: number): number {
  const { width, top } = vitalScales[metric];
  // Rounded first, so 0.1 / 0.01 is bucket 10 and not 11 through a binary fraction.
  const index = Math.ceil(Math.round((value / width) * 1e6) / 1e6);
  return Math.min(Math.max(index, 0), top);
}

/** p75 of a histogram: the upper edge of the bucket holding the 75th percentile sample. */
export function percentile75(
  metric: VitalName,
  counts: ArrayLike<number>,
): { value: number | null; beyond: boolean; samples: number } {
  let samples = 0;
  for (let i = 0; i < counts.length; i++) samples += counts[i] ?? 0;
  if (samples === 0) return { value: null, beyond: false, samples };
  const rank = Math.ceil(samples * 0.75);
  const { width, top } = vitalScales[metric];
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i] ?? 0;
    if (seen >= rank) {
      const edge = Math.min(i, top - 1);
      return { value: Number((edge * width).toFixed(4)), beyond: i >= top, samples };
    }
  }
  return { value: null, beyond: false, samples };
}

export function vitalRating(metric: VitalName, value: number, beyond = false): VitalRating {
  const { good, poor } = vitalScales[metric];
  if (beyond || value > poor) return "poor";
  return value > good ? "needs-improvement" : "good";
}

export interface DayFigures {
  day: string;
  visitors: number;
  views: number;
  leads: number;
}

export interface WeekFigures {
  /** The Monday (UTC) that starts the ISO week. */
  week: string;
  leads: number;
}

/**
 * A landing page, a source or a campaign: its visitors and the leads joined to their visit
 * that came from it.
 */
export interface ConversionRow {
  key: string;
  visitors: number;
  leads: number;
  /**
   * The share of the visitors who sent a lead: distinct visitors with a joined lead / visitors,
   * so a visitor who sent two forms counts once and it is never above 1; null without visitors.
   */
  conversion: number | null;
}

/** A page: views, visitors, and the joined leads that saw it before the form. */
export interface PageRow extends ConversionRow {
  views: number;
}

export const funnelSteps = ["visit", "formOpened", "lead", "replied", "won"] as const;
export type FunnelStep = (typeof funnelSteps)[number];

export interface FunnelRow {
  step: FunnelStep;
  count: number;
}

export interface VitalRow {
  route: string;
  metric: VitalName;
  /** ms for LCP and INP; null without samples. */
  p75: number | null;
  /** p75 lies above the top bucket: it is more than p75. */
  beyond: boolean;
  samples: number;
  rating: VitalRating | null;
}

export interface Overview {
  from: string;
  to: string;
  /**
   * `leads` counts every lead of the range; `leadsWithoutVisit` those joined to no counted visit
   * (a post from another site or a script, a browser not counted, a visit from before counting
   * began), in no conversion; `conversion` the share of visitors who sent a lead.
   */
  totals: {
    visitors: number;
    views: number;
    leads: number;
    leadsWithoutVisit: number;
    conversion: number | null;
  };
  days: DayFigures[];
  weeks: WeekFigures[];
  sources: ConversionRow[];
  campaigns: ConversionRow[];
  landingPages: ConversionRow[];
  /** The landing pages that are articles (/insights/<slug>): which articles bring clients. */
  articles: ConversionRow[];
  pagesByLeads: PageRow[];
  pagesByConversion: PageRow[];
  /**
   * Visitors at each step: visited, opened a form, sent a lead joined to the visit, had one
   * replied to, won; leads without a counted visit are in none of them.
   */
  funnel: FunnelRow[];
  vitals: VitalRow[];
  /** The median time from a lead to its first reply from the desk, per week. */
  firstReply: FirstReplyWeek[];
  /**
   * What the range's leads earned, per source, campaign, landing page and article: the leads
   * created in the range and those of them won (whenever), their values summed per currency.
   */
  revenue: RevenueTables;
}

/** The tables of GET /admin/api/overview.csv?table=… */
export const overviewTables = [
  "totals",
  "days",
  "weeks",
  "sources",
  "campaigns",
  "landing-pages",
  "articles",
  "pages",
  "funnel",
  "vitals",
  "first-reply",
  "revenue-sources",
  "revenue-campaigns",
  "revenue-landing-pages",
  "revenue-articles",
] as const;
export type OverviewTable = (typeof overviewTables)[number];

/** The longest range the Overview answers. */
export const maxOverviewDays = 400;

/**
 * Whether a landing page is an article's: /insights/<slug>, its slug lowercase words and digits
 * joined by hyphens (the list's further pages and the tags' pages are not articles).
 */
export function isArticlePath(path: string): boolean {
  const prefix = "/insights/";
  if (!path.startsWith(prefix)) return false;
  const slug = path.slice(prefix.length);
  return slug !== "page" && slug !== "tag" && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);
}
