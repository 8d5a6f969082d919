import type { OpenedForm } from "@contracts/visits";

/**
 * Visits: the day's salt, page views, beacons and their retention. The section's interface;
 * the day's cap of distinct sources and campaigns in day-keys.ts, each dialect's SQL beside them
 * (sqlite.ts, postgres.ts).
 */

/** A page view as the server counts it (server/visits/): the visitor as the day's keyed hash. */
export interface NewPageView {
  at: Date;
  /** The site's day of `at` (server/visits/visit-day.ts). */
  day: string;
  /** The day's keyed hash of the visitor; the store keeps only the number it maps to. */
  hash: string;
  path: string;
  /** The referring origin, external referrers only. */
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
}

/** What one page's beacon brings, sent at page hide (server/visits/beacon-route.ts). */
export interface NewBeacon {
  at: Date;
  day: string;
  /** The day's keyed hash; stored as the visitor's number when that visitor was counted today. */
  hash: string;
  path: string;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  fcp: number | null;
  ttfb: number | null;
  timeOnPageMs: number | null;
  formOpened: OpenedForm | null;
}

/** A stored page view of one visitor, as the lead join reads them (oldest first). */
export interface VisitorPageView {
  at: string;
  path: string;
  landing: boolean;
  referrer: string | null;
  utmSource: string | null;
  utmCampaign: string | null;
}

/** Visits: the day's salt, page views, beacons and their retention (decision 0115). */
export interface VisitStore {
  /**
   * The salt of `day`, shared by every server on this store: made (random) by the first to ask,
   * read by the others. Salts and visitor numbers of every earlier day are deleted with it, so
   * an earlier day's hashes can no longer be computed or matched.
   */
  daySalt(day: string, fresh: () => Buffer): Promise<Buffer>;
  /**
   * Stores page views in one durable transaction: each hash becomes its day's visitor number
   * (new numbers for new visitors), and a visitor's first view of a day is its landing.
   */
  storePageViews(views: NewPageView[]): Promise<void>;
  /** Stores beacons in one durable transaction. */
  storeBeacons(beacons: NewBeacon[]): Promise<void>;
  /**
   * A day's visitor by its hash, with their page views of that day up to `until`, oldest first,
   * at most `limit`; undefined when no view of that hash was counted that day.
   */
  visitorPageViews(
    day: string,
    hash: string,
    until: Date,
    limit: number,
  ): Promise<{ visitor: number; views: VisitorPageView[] } | undefined>;
  /** Stored page views and beacons (benchmarks, tests, the desk's totals). */
  countVisitEvents(): Promise<{ pageViews: number; beacons: number }>;
}
