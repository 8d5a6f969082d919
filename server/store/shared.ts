import { leadStatuses, searchCountCap } from "@contracts/desk";
import type { FormName } from "@contracts/forms";
import type {
  ClaimedDelivery,
  Delivery,
  DeliveryKind,
  Lead,
  LeadNote,
  LeadQuery,
  LeadStatus,
  NewLead,
} from "./store";
import { isoTime } from "./database/iso-time";
import { personKeys } from "./person-keys";

/**
 * What the SQLite and PostgreSQL stores share: the lead's columns, row mapping, the list filter,
 * the status counts, the audit wording and the erasure match. Only this is written once: each
 * dialect writes its own SQL, and they differ beyond placeholders and ILIKE, in locking
 * (IMMEDIATE transactions against advisory locks and SKIP LOCKED), in search (FTS5 against
 * pg_trgm), in matching e-mails (COLLATE NOCASE, ASCII letters only, against lower()) and in
 * where some stored times come from (the JavaScript clock against now()).
 */

/** Rows are read this many at a time by streamLeads (keyset pagination by id). */
export const streamBatchSize = 500;

/** The stored text of a delivery's last error is cut to this length. */
export const maxErrorLength = 1000;

/**
 * The columns a new lead is stored with, in order, each with its PostgreSQL type and its value:
 * both dialects' INSERTs are built from this list. A new lead column is one entry here, one in
 * LeadRow and toLead, and one migration per dialect.
 */
export const storedLeadColumns: ReadonlyArray<{
  column: string;
  pgType: "text" | "timestamptz" | "bigint";
  value: (lead: NewLead) => string | Date | null;
  /** Kept for replays only: not read back into a Lead. */
  writeOnly?: true;
}> = [
  { column: "form", pgType: "text", value: (lead) => lead.submission.form },
  { column: "created_at", pgType: "timestamptz", value: (lead) => lead.now },
  { column: "name", pgType: "text", value: (lead) => lead.submission.name },
  { column: "email", pgType: "text", value: (lead) => lead.submission.email },
  { column: "phone", pgType: "text", value: (lead) => lead.submission.phone },
  { column: "service", pgType: "text", value: (lead) => lead.submission.service },
  { column: "message", pgType: "text", value: (lead) => lead.submission.message },
  { column: "subject", pgType: "text", value: (lead) => lead.submission.subject },
  { column: "reply_to", pgType: "text", value: (lead) => lead.submission.replyTo },
  {
    column: "submission_key",
    pgType: "text",
    value: (lead) => lead.submissionKey ?? null,
    writeOnly: true,
  },
  { column: "status", pgType: "text", value: (lead) => lead.status },
  { column: "spam_reason", pgType: "text", value: (lead) => lead.spamReason },
  { column: "page", pgType: "text", value: (lead) => lead.attribution.page },
  { column: "first_page", pgType: "text", value: (lead) => lead.attribution.firstPage },
  { column: "referrer", pgType: "text", value: (lead) => lead.attribution.referrer },
  { column: "utm_source", pgType: "text", value: (lead) => lead.attribution.utmSource },
  { column: "utm_medium", pgType: "text", value: (lead) => lead.attribution.utmMedium },
  { column: "utm_campaign", pgType: "text", value: (lead) => lead.attribution.utmCampaign },
  { column: "utm_term", pgType: "text", value: (lead) => lead.attribution.utmTerm },
  { column: "utm_content", pgType: "text", value: (lead) => lead.attribution.utmContent },
  // Who the lead is from (decision 0182): the indexed keys its person is found by.
  {
    column: "email_key",
    pgType: "text",
    value: (lead) => personKeys(lead.submission).emailKey,
    writeOnly: true,
  },
  {
    column: "phone_key",
    pgType: "text",
    value: (lead) => personKeys(lead.submission).phoneKey,
    writeOnly: true,
  },
  { column: "suspect_reason", pgType: "text", value: (lead) => lead.suspectReason ?? null },
  // The visit the lead came from (server/visits/lead-visit.ts); the visitor's number is for the
  // desk's rollups (joined with page_views), not part of a Lead.
  {
    column: "visitor",
    pgType: "bigint",
    value: (lead) => (lead.visit ? String(lead.visit.visitor) : null),
    writeOnly: true,
  },
  { column: "landing_page", pgType: "text", value: (lead) => lead.visit?.landingPage ?? null },
  { column: "visit_source", pgType: "text", value: (lead) => lead.visit?.source ?? null },
  { column: "visit_campaign", pgType: "text", value: (lead) => lead.visit?.campaign ?? null },
  {
    column: "pages_seen",
    pgType: "text",
    value: (lead) => (lead.visit ? JSON.stringify(lead.visit.pagesSeen) : null),
  },
];

/** Columns the desk sets after a lead came in (issue 44's workflow), never by the intake. */
const workflowLeadColumns = ["assigned_to", "follow_up_on", "first_reply_at"];

/** The columns of a stored lead as a Lead reads them (toLead), for SELECT lists. */
export const leadColumns = [
  "id",
  ...storedLeadColumns.filter((column) => !column.writeOnly).map(({ column }) => column),
  ...workflowLeadColumns,
].join(", ");

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
  suspect: row.suspect_reason,
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
  subject?: string | null;
  body?: string | null;
  author?: string | null;
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
  ...(row.subject || row.body || row.author
    ? { subject: row.subject ?? null, body: row.body ?? null, author: row.author ?? null }
    : {}),
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

/**
 * A claimed delivery with its lead's columns (`s.id ...` of leadColumns), all null for a digest
 * (no lead), and its own mail (`mail_subject`, `mail_body`: a reply's, a digest's).
 */
export interface ClaimedRow extends Omit<LeadRow, "id"> {
  id: number | string | null;
  delivery_id: number | string;
  kind: DeliveryKind;
  target: string | null;
  attempts: number;
  claim_token: string;
  mail_subject?: string | null;
  mail_body?: string | null;
  delivery_nonce: string | null;
  lead_nonce: string | null;
}

export const toClaimedDelivery = (row: ClaimedRow): ClaimedDelivery => ({
  id: Number(row.delivery_id),
  kind: row.kind,
  target: row.target,
  attempts: row.attempts,
  claimToken: row.claim_token,
  nonce: row.delivery_nonce,
  lead: row.id === null ? null : { ...toLead({ ...row, id: row.id }), nonce: row.lead_nonce },
  subject: row.mail_subject ?? null,
  body: row.mail_body ?? null,
});

/** The delivery's own columns a claim reads (`d.`), besides those of its lead. */
export const claimedDeliveryColumns =
  "d.id AS delivery_id, d.kind, d.target, d.attempts, d.claim_token, d.subject AS mail_subject, d.body AS mail_body, d.nonce AS delivery_nonce, s.nonce AS lead_nonce";

/** leadColumns, each prefixed with the submissions table's alias `s.`. */
export const claimedColumns = leadColumns
  .split(",")
  .map((column) => `s.${column.trim()}`)
  .join(", ");

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
  if (query.assignee !== undefined) clauses.push(`assigned_to = ${param(query.assignee)}`);
  if (query.due)
    clauses.push(
      `follow_up_on ${query.due.view === "today" ? "=" : "<"} ${param(query.due.today)}`,
      "status NOT IN ('won', 'lost', 'spam')",
    );
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
 * The list's tabs from rows of (status, count) over the filter without its status: every status
 * counted (0 when absent), and the total of the whole filter. Under a search a count is read only
 * up to searchCountCap + 1 (cappedCountsQuery) and one over the cap is shown as the cap, "500+": the
 * status is `capped`, and so is a total that includes it (docs/decisions/0201).
 */
export function tallyStatuses(
  rows: Array<{ status: LeadStatus; n: number | string }>,
  status: LeadStatus | undefined,
  search: boolean,
) {
  const counts = Object.fromEntries(leadStatuses.map((name) => [name, 0])) as Record<
    LeadStatus,
    number
  >;
  const capped: LeadStatus[] = [];
  for (const row of rows) {
    const n = Number(row.n);
    if (search && n > searchCountCap) capped.push(row.status);
    counts[row.status] = search ? Math.min(n, searchCountCap) : n;
  }
  const total = status ? counts[status] : leadStatuses.reduce((sum, name) => sum + counts[name], 0);
  return { counts, total, capped: leadStatuses.filter((name) => capped.includes(name)) };
}

/**
 * Counting under a search: per status, the newest leads that match, read only up to
 * searchCountCap + 1, so a word in a third of all messages is never counted to the end (the
 * status index walks them newest first when the store walks); one statement of
 * (status, n) rows. `where` is the filter's WHERE clause without its status (or ""); with `?`
 * placeholders its parameters are needed once per status (leadStatuses.length times).
 */
export const cappedCountsQuery = (where: string) =>
  leadStatuses
    .map(
      (status) =>
        `SELECT '${status}' AS status, (SELECT count(*) FROM (SELECT 1 FROM submissions
           ${where ? `${where} AND` : "WHERE"} status = '${status}'
           ORDER BY id DESC LIMIT ${searchCountCap + 1}) AS matches) AS n`,
    )
    .join(" UNION ALL ");

/** A status change that takes a lead out of quarantine. */
export const isRelease = (before: LeadStatus, after: LeadStatus) =>
  before === "spam" && after !== "spam";

/** The audit entry of a status change, with what a release queued. */
export const statusDetail = (
  id: number,
  before: LeadStatus,
  after: LeadStatus,
  queued: ReadonlyArray<{ kind: DeliveryKind }>,
) =>
  `lead ${id}: ${before} -> ${after}` +
  (queued.length > 0 ? ` (queued: ${queued.map(({ kind }) => kind).join(", ")})` : "");

/**
 * Erasure compares addresses as Unicode lower case of their NFC form (JÖRG@example.de is
 * jörg@example.de). Neither SQLite's lower() (ASCII only) nor PostgreSQL's (the database's
 * LC_CTYPE) does that everywhere, so the database picks the candidates, cheaply and never too
 * few: an ASCII case-insensitive match, or any address with a non-ASCII character; this exact
 * comparison decides.
 */
export const addressKey = (email: string) => email.trim().normalize("NFC").toLowerCase();
