import type { VisitAttribution } from "./attribution";
import type { Submission } from "./forms";

/**
 * The lead desk's API (/admin/api, server/admin/plugin.ts) as both ends see it: what the
 * server answers and the desk (app/admin) reads. The stores keep these shapes too
 * (server/store/lead-store.ts), so a lead is sent as it is stored. The query and body schemas
 * the server checks are in contracts/desk-schema.ts, apart, so that the desk's page does not
 * load zod.
 */

export const leadStatuses = ["new", "replied", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/**
 * Where a lead came from, recorded without cookies (decision in issue "Leads that travel"): the
 * page it was sent from and where the visit began (contracts/attribution.ts).
 */
export interface Attribution extends VisitAttribution {
  /** The path of the page the form was sent from (`_page`, checked against the site's pages). */
  page: string | null;
}

/**
 * The visit a lead came from, matched on the day of the post through the day's visitor hash
 * (never a cookie; server/visits/lead-visit.ts): the landing page, where the visit came from
 * (utm_source, else the referrer's host, else "direct"), its campaign, and the pages seen
 * before the form, in order (at most 20).
 */
export interface LeadVisit {
  landingPage: string | null;
  source: string;
  campaign: string | null;
  pagesSeen: string[];
}

export interface Lead extends Submission {
  id: number;
  createdAt: string;
  status: LeadStatus;
  spamReason: string | null;
  attribution: Attribution;
  /** Null when no counted page view of the same visitor that day was found. */
  visit: LeadVisit | null;
}

export interface LeadNote {
  id: number;
  leadId: number;
  author: string;
  body: string;
  createdAt: string;
}

/** What follows a stored lead, each sent once from the outbox with retries. */
export type DeliveryKind = "notify" | "autoreply" | "webhook";
export type DeliveryStatus = "pending" | "sent" | "failed";

export interface Delivery {
  id: number;
  leadId: number;
  kind: DeliveryKind;
  target: string | null;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: string | null;
}

/** GET /admin/api/leads/:id */
export interface LeadDetail extends Lead {
  notes: LeadNote[];
  deliveries: Delivery[];
}

export interface AuditEntry {
  at: string;
  actor: string;
  action: string;
  detail: string;
}

/** The list's filter, in the page's URL and in the API's query (contracts/desk-schema.ts). */
export const leadFilterNames = ["search", "form", "status", "from", "to", "campaign"] as const;
export type LeadFilterName = (typeof leadFilterNames)[number];

/** GET /admin/api/leads: one page of the filtered leads, newest first. */
export interface LeadListPage {
  leads: Lead[];
  /** All leads the filter matches, on every page. */
  total: number;
  page: number;
  pageSize: number;
}

/** GET and POST /admin/api/session: the signed-in owner and the token every change carries. */
export interface DeskSession {
  email: string;
  csrfToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** POST /admin/api/leads/:id/status */
export interface StatusChange {
  ok: true;
  status: LeadStatus;
}

/** POST /admin/api/erase: how many leads of the address were erased. */
export interface Erasure {
  erased: number;
}

/** POST /admin/api/retention: how many leads older than `days` were deleted. */
export interface RetentionRun {
  days: number;
  deleted: number;
}

/** GET /admin/api/audit */
export interface AuditLogPage {
  entries: AuditEntry[];
  /** RETENTION_DAYS, or null when leads are kept until erased. */
  retentionDays: number | null;
}

/** Every refusal and failure: a message fit to show the owner. */
export interface DeskFailure {
  error: string;
}
