import type { LeadBrief } from "./briefs";
import type { VisitAttribution } from "./attribution";
import type { Submission } from "./forms";
import type { DealValue } from "./revenue";

/**
 * The lead desk's API (/admin/api, server/admin/plugin.ts) as both ends see it: what the
 * server answers and the desk (app/admin) reads. The stores keep these shapes too
 * (server/store/leads/lead-row.ts), so a lead is sent as it is stored. The query and body schemas
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
  /** The owner (id) the lead is assigned to; null when nobody is (server/workflow/). */
  assignedTo?: number | null;
  /** The day to follow the lead up, 'YYYY-MM-DD' in the desk's time zone (DESK_TIME_ZONE). */
  followUpOn?: string | null;
  /** When the first reply from the desk was queued; minus createdAt, the time to first reply. */
  firstReplyAt?: string | null;
  /** When the client last wrote to the company mailbox about this lead (server/inbound/). */
  clientAnsweredAt?: string | null;
  /**
   * Why the lead looks like spam when one weak signal was found (sent very fast, links, ...):
   * it was stored and sent as any lead, and the desk flags it. Null for every other lead.
   */
  suspect: string | null;
  /** Null when no counted page view of the same visitor that day was found. */
  visit: LeadVisit | null;
  /**
   * What the deal is worth, given when it was won; kept if the lead leaves "won" (a card moved
   * back by mistake keeps its value) but counted as revenue only while the lead is won.
   */
  deal?: DealValue | null;
  /** When the lead was last marked won; null unless it is won. */
  wonAt?: string | null;
  /** Why it was lost, from the owner's list as it read then; null unless it is lost. */
  lostReason?: string | null;
}

export interface LeadNote {
  id: number;
  leadId: number;
  author: string;
  body: string;
  createdAt: string;
}

/**
 * What follows a stored lead, each sent once from the outbox with retries; an application's
 * team mail and the desk's replies to an applicant go the same way.
 */
export type DeliveryKind =
  "notify" | "autoreply" | "webhook" | "reply" | "digest" | "application" | "applicant-reply";
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
  /** A reply from the desk (and the daily digest): its subject, text and the owner who wrote it. */
  subject?: string | null;
  body?: string | null;
  author?: string | null;
}

/** GET /admin/api/leads/:id */
export interface LeadDetail extends Lead {
  notes: LeadNote[];
  deliveries: Delivery[];
  /** The person this lead belongs to (contracts/people.ts) and how many leads it has. */
  personId?: number;
  personLeads?: number;
  /** Whether this server can mail a reply (SMTP is set up): the composer says so before typing. */
  canMail?: boolean;
  /** The files the visitor sent with the form (contracts/briefs.ts). */
  briefs?: LeadBrief[];
}

export interface AuditEntry {
  at: string;
  actor: string;
  action: string;
  detail: string;
}

/** The list's filter, in the page's URL and in the API's query (contracts/desk-schema.ts). */
export const leadFilterNames = [
  "search",
  "form",
  "status",
  "from",
  "to",
  "campaign",
  "assignee",
  "due",
] as const;
export type LeadFilterName = (typeof leadFilterNames)[number];

/**
 * A lead as the list shows it: the message only as its preview (the first line, cut to
 * previewLength), so a page of 25 never carries 25 whole messages of up to 5,000 characters.
 */
export interface LeadListItem extends Omit<Lead, "message"> {
  preview: string | null;
}

/**
 * Under a search, each status of the list is counted up to this many: counting every match of a
 * common word would read every lead it is in (decision 0113).
 */
export const searchCountCap = 500;

/** GET /admin/api/leads: one page of the filtered leads, newest first. */
export interface LeadListPage {
  leads: LeadListItem[];
  /** All leads the filter matches, on every page (at least this many when its status is capped). */
  total: number;
  /** Leads per status for the filter without its status: the list's tabs. */
  counts: Record<LeadStatus, number>;
  /**
   * Under a search each status is counted only up to searchCountCap: the statuses that have more
   * (their tab shows "500+"). Empty without a search.
   */
  capped: LeadStatus[];
  /** Whether an older page follows this one (the pager goes past a capped count). */
  more: boolean;
  page: number;
  pageSize: number;
}

/** GET and POST /admin/api/session: the signed-in owner and the token every change carries. */
/**
 * What a desk account may do: an owner everything, an editor the site's content and pictures,
 * and no lead, person, export, Overview or audit log.
 */
export type DeskRole = "owner" | "editor";

export interface DeskSession {
  email: string;
  role: DeskRole;
  csrfToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** POST /admin/api/leads/:id/status */
export interface StatusChange {
  ok: true;
  status: LeadStatus;
  deal: DealValue | null;
  lostReason: string | null;
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

/** The list's views: `assignee=me` (the signed-in owner's), `due=today|overdue`. */
export const leadDueViews = ["today", "overdue"] as const;
export type LeadDueView = (typeof leadDueViews)[number];

/** GET /admin/api/owners: whom a lead can be assigned to (no password hashes leave the store). */
export interface DeskOwner {
  id: number;
  email: string;
}

/**
 * POST /admin/api/leads/:id/replies: the queued reply, and the lead's status and first reply. A
 * post repeating a reply's key is answered (201 too) with that reply and the lead as they are
 * then, and queues nothing; the key with another lead, subject or body is refused with a 422.
 */
export interface ReplyQueued {
  delivery: Delivery;
  status: LeadStatus;
  firstReplyAt: string;
}

/** A saved reply (GET/POST/PUT /admin/api/templates); `{name}` and `{service}` are filled in. */
export interface ReplyTemplate {
  id: number;
  name: string;
  subject: string;
  body: string;
  updatedAt: string;
}

/** GET /admin/api/first-reply: the median time to first reply of the leads of each week. */
export interface FirstReplyWeek {
  /** The Monday (UTC) the week starts on, 'YYYY-MM-DD'. */
  week: string;
  /** Leads of that week that have had a reply. */
  replied: number;
  medianMs: number;
}
