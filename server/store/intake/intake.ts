import type { Attribution, LeadVisit } from "@contracts/desk";
import type { Submission } from "@contracts/forms";
import type { DeliveryRequest } from "../deliveries/deliveries";
import { addressKeyOf, personKeys } from "../people/keys";
import type { DeskLeadColumn, LeadColumn } from "../leads/lead-row";

/**
 * The form endpoint's section: its interface, the lead it stores and the columns that lead is
 * written to. Each dialect's SQL is beside it (sqlite.ts, postgres.ts).
 */

export const noAttribution: Attribution = {
  page: null,
  firstPage: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
};

export interface NewLead {
  submission: Submission;
  attribution: Attribution;
  /** "spam" stores the lead but queues no autoreply or webhook (the caller decides deliveries). */
  status: "new" | "spam";
  spamReason: string | null;
  /** A single weak spam signal, said for a person: the lead is sent as usual, flagged in the desk. */
  suspectReason?: string | null;
  /** The browser-made `_submission` id: a second post with it is a replay. */
  submissionKey: string | null;
  /** Queued in the same transaction as the lead. Ignored on a replay. */
  deliveries: DeliveryRequest[];
  /** Posts without an id count as replays of the same form, e-mail and message this recent. */
  duplicateWindowMs: number;
  now: Date;
  /** The visit the lead came from, with the visitor's number that day; none when unknown. */
  visit?: (LeadVisit & { visitor: number }) | null;
  /**
   * A brief stored for it (server/store/briefs/), made the lead's in the same transaction, so
   * that no delivery is ever sent without it. Ignored on a replay.
   */
  briefId?: string;
}

export interface StoreResult {
  id: number;
  /** True when an earlier row was the same submission: nothing new was stored. */
  replay: boolean;
}

/** The form endpoint. */
export interface IntakeStore {
  /** Stores one lead (or recognises a replay) with its deliveries, in one durable commit. */
  storeLead(lead: NewLead): Promise<StoreResult>;
  /** storeLead for many, in one durable transaction: all are stored, or none. */
  storeLeads(leads: NewLead[]): Promise<StoreResult[]>;
  /**
   * How many leads with this e-mail (any form, the address matched by its key) were stored since
   * `since` (spam: the per-e-mail limit).
   */
  countRecentByEmail(email: string, since: Date): Promise<number>;
}

/** Columns the intake writes that a Lead does not read back. */
type WriteOnlyColumn =
  // Kept for replays.
  | "submission_key"
  // Who the lead is from: the indexed keys its person is found by (people/), and the e-mail's
  // and the reply-to's by which the spam limit counts it and an erasure finds it.
  | "email_key"
  | "phone_key"
  | "reply_to_key"
  // The visitor's number that day: for the Overview (joined with page_views), not a Lead's.
  | "visitor";

/** How the intake writes one column: its PostgreSQL type and its value. */
interface ColumnValue {
  pgType: "text" | "timestamptz" | "bigint";
  value: (lead: NewLead) => string | Date | null;
}

/**
 * Every column a new lead is written to, each read column but the desk's among them (the type
 * refuses a list without one), in the INSERTs' order.
 */
const writtenColumns: Record<
  Exclude<LeadColumn, "id" | DeskLeadColumn> | WriteOnlyColumn,
  ColumnValue
> = {
  form: { pgType: "text", value: (lead) => lead.submission.form },
  created_at: { pgType: "timestamptz", value: (lead) => lead.now },
  name: { pgType: "text", value: (lead) => lead.submission.name },
  email: { pgType: "text", value: (lead) => lead.submission.email },
  phone: { pgType: "text", value: (lead) => lead.submission.phone },
  service: { pgType: "text", value: (lead) => lead.submission.service },
  message: { pgType: "text", value: (lead) => lead.submission.message },
  subject: { pgType: "text", value: (lead) => lead.submission.subject },
  reply_to: { pgType: "text", value: (lead) => lead.submission.replyTo },
  submission_key: { pgType: "text", value: (lead) => lead.submissionKey ?? null },
  status: { pgType: "text", value: (lead) => lead.status },
  spam_reason: { pgType: "text", value: (lead) => lead.spamReason },
  page: { pgType: "text", value: (lead) => lead.attribution.page },
  first_page: { pgType: "text", value: (lead) => lead.attribution.firstPage },
  referrer: { pgType: "text", value: (lead) => lead.attribution.referrer },
  utm_source: { pgType: "text", value: (lead) => lead.attribution.utmSource },
  utm_medium: { pgType: "text", value: (lead) => lead.attribution.utmMedium },
  utm_campaign: { pgType: "text", value: (lead) => lead.attribution.utmCampaign },
  utm_term: { pgType: "text", value: (lead) => lead.attribution.utmTerm },
  utm_content: { pgType: "text", value: (lead) => lead.attribution.utmContent },
  email_key: { pgType: "text", value: (lead) => personKeys(lead.submission).emailKey },
  phone_key: { pgType: "text", value: (lead) => personKeys(lead.submission).phoneKey },
  reply_to_key: { pgType: "text", value: (lead) => addressKeyOf(lead.submission.replyTo) },
  suspect_reason: { pgType: "text", value: (lead) => lead.suspectReason ?? null },
  // The visit the lead came from (server/visits/lead-visit.ts).
  visitor: {
    pgType: "bigint",
    value: (lead) => (lead.visit ? String(lead.visit.visitor) : null),
  },
  landing_page: { pgType: "text", value: (lead) => lead.visit?.landingPage ?? null },
  visit_source: { pgType: "text", value: (lead) => lead.visit?.source ?? null },
  visit_campaign: { pgType: "text", value: (lead) => lead.visit?.campaign ?? null },
  pages_seen: {
    pgType: "text",
    value: (lead) => (lead.visit ? JSON.stringify(lead.visit.pagesSeen) : null),
  },
};

/** The columns a new lead is stored with, in order: both dialects' INSERTs are built from it. */
export const storedLeadColumns = Object.entries(writtenColumns).map(([column, written]) => ({
  column,
  ...written,
}));
