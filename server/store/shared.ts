import { createHash } from "node:crypto";
import type { FormName } from "@contracts/forms";
import type {
  Attribution,
  AuditEntry,
  ClaimedDelivery,
  Delivery,
  DeliveryKind,
  Lead,
  LeadNote,
  LeadQuery,
  LeadStatus,
  Owner,
  Session,
} from "./lead-store";

/**
 * What the SQLite and PostgreSQL stores share: the lead's columns, row mapping, the list filter
 * and the audit wording. Both speak the same SQL apart from placeholders and ILIKE.
 */

/** Rows are read this many at a time by streamLeads (keyset pagination by id). */
export const streamBatchSize = 500;

/** The stored text of a delivery's last error is cut to this length. */
export const maxErrorLength = 1000;

export const leadColumns = `id, form, created_at, name, email, phone, service, message, subject,
  reply_to, status, spam_reason, page, first_page, referrer, utm_source, utm_medium,
  utm_campaign, utm_term, utm_content`;

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
}

export const isoTime = (value: string | Date) =>
  typeof value === "string" ? value : value.toISOString();

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
});

/** The attribution values in column order (page ... utm_content). */
export const attributionValues = (a: Attribution) => [
  a.page,
  a.firstPage,
  a.referrer,
  a.utmSource,
  a.utmMedium,
  a.utmCampaign,
  a.utmTerm,
  a.utmContent,
];

export interface DeliveryRow {
  id: number | string;
  lead_id: number | string;
  kind: Delivery["kind"];
  target: string | null;
  status: Delivery["status"];
  attempts: number;
  next_attempt_at: number | string;
  last_error: string | null;
  sent_at: string | Date | null;
}

export const toDelivery = (row: DeliveryRow): Delivery => ({
  id: Number(row.id),
  leadId: Number(row.lead_id),
  kind: row.kind,
  target: row.target,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: Number(row.next_attempt_at),
  lastError: row.last_error,
  sentAt: row.sent_at === null ? null : isoTime(row.sent_at),
});

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

/** A claimed delivery with its lead's columns (`s.id ...` of leadColumns). */
export interface ClaimedRow extends LeadRow {
  delivery_id: number | string;
  kind: DeliveryKind;
  target: string | null;
  attempts: number;
  claim_token: string;
}

export const toClaimedDelivery = (row: ClaimedRow): ClaimedDelivery => ({
  id: Number(row.delivery_id),
  kind: row.kind,
  target: row.target,
  attempts: row.attempts,
  claimToken: row.claim_token,
  lead: toLead(row),
});

/** leadColumns, each prefixed with the submissions table's alias `s.`. */
export const claimedColumns = leadColumns
  .split(",")
  .map((column) => `s.${column.trim()}`)
  .join(", ");

export interface OwnerRow {
  id: number | string;
  email: string;
  password_hash: string;
  created_at: string | Date;
}

export const toOwner = (row: OwnerRow): Owner => ({
  id: Number(row.id),
  email: row.email,
  passwordHash: row.password_hash,
  createdAt: isoTime(row.created_at),
});

/** A session joined with its owner (sessionColumns). */
export interface SessionRow extends OwnerRow {
  token_hash: string;
  owner_id: number | string;
  csrf_token: string;
  expires_at: number | string;
}

export const toSession = (row: SessionRow): Session & { owner: Owner } => ({
  tokenHash: row.token_hash,
  ownerId: Number(row.owner_id),
  csrfToken: row.csrf_token,
  expiresAt: Number(row.expires_at),
  owner: toOwner(row),
});

export interface AuditRow {
  at: string | Date;
  actor: string;
  action: string;
  detail: string;
}

export const toAuditEntry = (row: AuditRow): AuditEntry => ({ ...row, at: isoTime(row.at) });

/** A LIKE pattern matching `text` anywhere, with its own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * The WHERE clause of a lead query. `param` turns a value into its placeholder (`?` or `$n`);
 * `like` is LIKE on SQLite (case-insensitive for ASCII letters) and ILIKE on PostgreSQL.
 */
export function leadFilter(
  query: LeadQuery,
  param: (value: unknown) => string,
  like: "LIKE" | "ILIKE",
) {
  const clauses: string[] = [];
  if (query.form) clauses.push(`form = ${param(query.form)}`);
  if (query.status) clauses.push(`status = ${param(query.status)}`);
  if (query.campaign) clauses.push(`utm_campaign = ${param(query.campaign)}`);
  if (query.from) clauses.push(`created_at >= ${param(query.from)}`);
  if (query.to) clauses.push(`created_at < ${param(query.to)}`);
  if (query.search) {
    const pattern = containsPattern(query.search);
    const matches = ["name", "email", "message"].map(
      (column) => `${column} ${like} ${param(pattern)} ESCAPE '\\'`,
    );
    clauses.push(`(${matches.join(" OR ")})`);
  }
  return clauses;
}

/**
 * How an erased address appears in the audit log: never in clear, only a short SHA-256 prefix
 * of its lower-cased form, enough to answer "was this address erased?" for someone who has it.
 */
export const addressDigest = (email: string) =>
  `sha256:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 12)}`;

export const erasureDetail = (count: number, email: string) =>
  `${count} lead${count === 1 ? "" : "s"} of ${addressDigest(email)} erased with notes and deliveries`;

export const retentionDetail = (count: number, before: Date) =>
  `${count} lead${count === 1 ? "" : "s"} created before ${before.toISOString()} deleted with notes and deliveries`;
