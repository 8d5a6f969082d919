import type { Lead, LeadStatus } from "@contracts/desk";
import type { FormName } from "@contracts/forms";
import type { Currency, DealValue } from "@contracts/revenue";
import { isoTime } from "../database/iso-time";

/**
 * The stored lead, as several sections read it: its columns, its row and the Lead it becomes.
 * A new lead column is one name in leadColumnNames, its field in LeadRow and toLead, its value
 * in the intake's storedLeadColumns (intake/intake.ts) and one migration per dialect.
 */

/**
 * The columns a Lead is read from (toLead), in the order of every SELECT list. The intake writes
 * each of them but the desk's (intake/intake.ts, checked by its type); the desk sets those after
 * a lead came in.
 */
export const leadColumnNames = [
  "id",
  "form",
  "created_at",
  "name",
  "email",
  "phone",
  "service",
  "message",
  "subject",
  "reply_to",
  "status",
  "spam_reason",
  "page",
  "first_page",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "suspect_reason",
  "landing_page",
  "visit_source",
  "visit_campaign",
  "pages_seen",
  "assigned_to",
  "follow_up_on",
  "first_reply_at",
  "client_answered_at",
  "deal_value",
  "deal_currency",
  "won_at",
  "lost_reason",
] as const;

/** A column a Lead is read from. */
export type LeadColumn = (typeof leadColumnNames)[number];

/** The columns only the desk sets (assignment, follow-up, replies, the outcome), never the intake. */
export type DeskLeadColumn =
  | "assigned_to"
  | "follow_up_on"
  | "first_reply_at"
  | "client_answered_at"
  | "deal_value"
  | "deal_currency"
  | "won_at"
  | "lost_reason";

/** leadColumnNames as a SELECT list. */
export const leadColumns = leadColumnNames.join(", ");

export interface LeadRow {
  id: number | string;
  form: FormName;
  created_at: string | Date;
  name: string | null;
  email: string | null;
  phone: string | null;
  service: string | null;
  message: string | null;
  subject: string | null;
  reply_to: string | null;
  status: LeadStatus;
  spam_reason: string | null;
  page: string | null;
  first_page: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  assigned_to?: number | string | null;
  /** PostgreSQL's `date` arrives as a local-midnight Date. */
  follow_up_on?: string | Date | null;
  first_reply_at?: string | Date | null;
  /** Set by the inbound mail's section when the client writes (server/store/inbound/). */
  client_answered_at?: string | Date | null;
  /** PostgreSQL's bigint arrives as a string. */
  deal_value?: number | string | null;
  deal_currency?: Currency | null;
  won_at?: string | Date | null;
  lost_reason?: string | null;
  suspect_reason: string | null;
  landing_page: string | null;
  visit_source: string | null;
  visit_campaign: string | null;
  pages_seen: string | null;
}

/** The stored pages_seen: a JSON array of paths (anything else reads as none). */
function pagesSeenOf(stored: string): string[] {
  try {
    const paths: unknown = JSON.parse(stored);
    return Array.isArray(paths) ? paths.filter((path) => typeof path === "string") : [];
  } catch {
    return [];
  }
}

/** A day as 'YYYY-MM-DD': node-postgres reads a `date` as that day's local midnight. */
const dayText = (value: string | Date) =>
  typeof value === "string"
    ? value
    : `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, "0")}-${String(value.getDate()).padStart(2, "0")}`;

const dealOf = (row: LeadRow): DealValue | null =>
  row.deal_value === null || row.deal_value === undefined || !row.deal_currency
    ? null
    : { value: Number(row.deal_value), currency: row.deal_currency };

export const toLead = (row: LeadRow): Lead => ({
  id: Number(row.id),
  form: row.form,
  createdAt: isoTime(row.created_at),
  name: row.name,
  email: row.email,
  phone: row.phone,
  service: row.service,
  message: row.message,
  subject: row.subject,
  replyTo: row.reply_to,
  // Where to send the visitor after the post: not kept once it has been answered.
  next: null,
  status: row.status,
  spamReason: row.spam_reason,
  attribution: {
    page: row.page,
    firstPage: row.first_page,
    referrer: row.referrer,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    utmTerm: row.utm_term,
    utmContent: row.utm_content,
  },
  assignedTo:
    row.assigned_to === null || row.assigned_to === undefined ? null : Number(row.assigned_to),
  followUpOn: row.follow_up_on ? dayText(row.follow_up_on) : null,
  firstReplyAt: row.first_reply_at ? isoTime(row.first_reply_at) : null,
  clientAnsweredAt: row.client_answered_at ? isoTime(row.client_answered_at) : null,
  suspect: row.suspect_reason,
  deal: dealOf(row),
  wonAt: row.won_at ? isoTime(row.won_at) : null,
  lostReason: row.lost_reason ?? null,
  visit:
    row.visit_source === null
      ? null
      : {
          landingPage: row.landing_page,
          source: row.visit_source,
          campaign: row.visit_campaign,
          pagesSeen: row.pages_seen === null ? [] : pagesSeenOf(row.pages_seen),
        },
});
