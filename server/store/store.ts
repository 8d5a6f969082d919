import type { FormName } from "@contracts/forms";
import type { VitalName } from "@contracts/overview";
import type { AuditStore } from "./audit/audit";
import type { DeliveryStore } from "./deliveries/deliveries";
import type { DeskStore } from "./desk/desk";
import type { IntakeStore } from "./intake/intake";
import type { OwnerStore } from "./owners/owners";
import type { PeopleStore } from "./people/people";
import type { VisitStore } from "./visits/visits";
import type { WorkflowStore } from "./workflow/workflow";

/**
 * The one storage interface of the server. SQLite (embedded default) and PostgreSQL (chosen
 * with DATABASE_URL) implement it; every caller — the form endpoint, the delivery worker, the
 * lead desk, the scripts — speaks only to this, and one test suite runs against both.
 * Every write that the visitor is answered for is committed (durable) before its promise
 * resolves.
 */

/** A lead is stored as the desk's API sends it: those shapes are the desk's contract. */
export type {
  Attribution,
  AuditEntry,
  Delivery,
  DeliveryKind,
  Lead,
  LeadDetail,
  LeadNote,
  LeadStatus,
  LeadVisit,
} from "@contracts/desk";

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

/** Secret keys every server on this store shares: the time tokens' (by week), the audit log's. */
export interface KeyStore {
  /**
   * The keys named `name` of each of `periods`: a missing one is made from `fresh()` by the
   * first server to ask and read by every other, in one transaction, so all the servers on
   * this store (and the same server after a restart) sign and check with the same keys, however
   * many ask at once. Keys of `name` of periods before `dropBefore` are deleted first.
   */
  sharedKeys(
    name: string,
    periods: readonly number[],
    fresh: () => Buffer,
    dropBefore?: number,
  ): Promise<Map<number, Buffer>>;
}

/** Housekeeping: written in each dialect's index.ts. */
export interface HousekeepingStore {
  readonly kind: "sqlite" | "postgres";
  countLeads(form?: FormName): Promise<number>;
  /** The schema version the migrations reached. */
  schemaVersion(): Promise<number>;
  /** Rejects unless the store would take a write now (GET /readyz); changes nothing. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type Store = IntakeStore &
  DeliveryStore &
  DeskStore &
  AuditStore &
  OwnerStore &
  PeopleStore &
  WorkflowStore &
  VisitStore &
  OverviewStore &
  KeyStore &
  HousekeepingStore;
