import type {
  DeliveryKind,
  Lead,
  LeadDetail,
  LeadDueView,
  LeadListPage,
  LeadNote,
  LeadStatus,
} from "@contracts/desk";
import type { FormName } from "@contracts/forms";
import { isoTime } from "../database/iso-time";
import type { ReleasePlanner } from "../deliveries/deliveries";
import {
  outcomeDetail,
  statusChangedEvent,
  type LeadOutcome,
  type StatusChangeOptions,
} from "../revenue/revenue";

/**
 * The lead desk's section: listing, searching and reading leads, their status and notes. Its
 * interface, the note's row and the status change's wording; the filter and the counts both
 * dialects build their queries from are in lead-filter.ts, each dialect's SQL beside them
 * (sqlite.ts with its search index, postgres.ts).
 */

export interface LeadQuery {
  form?: FormName;
  status?: LeadStatus;
  /** Case-insensitive substring of name, e-mail or message. */
  search?: string;
  /** utm_campaign, exactly. */
  campaign?: string;
  /** ISO timestamps, inclusive from, exclusive to. */
  from?: string;
  to?: string;
  /** Assigned to this owner (id): the "Mine" view. */
  assignee?: number;
  /** A follow-up due: on `today` ('YYYY-MM-DD'), or before it; closed leads (won, lost, spam) never. */
  due?: { view: LeadDueView; today: string };
}

/** The desk's page of leads (LeadListPage) before the server adds where it is and previews. */
export interface LeadPage extends Pick<LeadListPage, "total" | "counts" | "capped" | "more"> {
  leads: Lead[];
}

/** The lead desk: reading and working on leads. */
export interface DeskStore {
  /** Newest first. */
  listLeads(query: LeadQuery, page: { offset: number; limit: number }): Promise<LeadPage>;
  /** Newest first, read in batches: 100,000 leads never sit in memory at once. */
  streamLeads(query: LeadQuery): AsyncIterable<Lead>;
  getLead(id: number): Promise<LeadDetail | undefined>;
  /**
   * False when there is no such lead. A lead leaving spam queues, in the same transaction, what
   * `release` returns for it given the deliveries it already has (server/deliveries/plan.ts).
   * A won lead may take its value, a lost one its reason (revenue/revenue.ts, outcomeAfter);
   * each webhook URL given is queued the change (statusChangedEvent) in the same transaction.
   */
  setLeadStatus(
    id: number,
    status: LeadStatus,
    actor: string,
    release?: ReleasePlanner,
    outcome?: StatusChangeOptions,
  ): Promise<boolean>;
  addNote(leadId: number, author: string, body: string, now?: Date): Promise<LeadNote | undefined>;
}

/** Rows are read this many at a time by streamLeads (keyset pagination by id). */
export const streamBatchSize = 500;

export interface NoteRow {
  id: number | string;
  lead_id: number | string;
  author: string;
  body: string;
  created_at: string | Date;
}

export const toNote = (row: NoteRow): LeadNote => ({
  id: Number(row.id),
  leadId: Number(row.lead_id),
  author: row.author,
  body: row.body,
  createdAt: isoTime(row.created_at),
});

/**
 * The deliveries a release compares with what it would queue: a status change's webhooks are
 * events of their own, not the lead.created a release may still owe.
 */
export const releaseExistingSql = (param: string) =>
  `SELECT kind, target FROM deliveries
   WHERE lead_id = ${param} AND (subject IS NULL OR subject <> '${statusChangedEvent}')`;

/** A status change that takes a lead out of quarantine. */
export const isRelease = (before: LeadStatus, after: LeadStatus) =>
  before === "spam" && after !== "spam";

/** The audit entry of a status change, with what a release queued. */
export const statusDetail = (
  id: number,
  before: LeadStatus,
  after: LeadStatus,
  queued: ReadonlyArray<{ kind: DeliveryKind }>,
  outcome: LeadOutcome = {},
) =>
  `lead ${id}: ${before} -> ${after}` +
  outcomeDetail(outcome) +
  (queued.length > 0 ? ` (queued: ${queued.map(({ kind }) => kind).join(", ")})` : "");

/** The columns a status change reads first: the status and what the lead earned or why lost. */
export const statusBeforeColumns = "status, email, deal_value, deal_currency, won_at, lost_reason";
