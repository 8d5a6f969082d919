import type { LeadBrief } from "@contracts/briefs";
import type { Delivery, DeliveryKind, Lead } from "@contracts/desk";
import { isoTime } from "../database/iso-time";
import { leadColumns, toLead, type LeadRow } from "../leads/lead-row";

/**
 * The delivery worker's section: its interface, the rows of deliveries and claims, and how they
 * are read. Each dialect's SQL is beside it (sqlite.ts, postgres.ts); the desk, people and the
 * workflow read deliveries with toDelivery.
 */

export interface DeliveryRequest {
  kind: DeliveryKind;
  /** The webhook's URL; null for mail. */
  target: string | null;
}

/** The deliveries a lead released from spam gets, given those it already has. */
export type ReleasePlanner = (
  lead: { email: string | null },
  existing: DeliveryRequest[],
) => DeliveryRequest[];

/**
 * A row's id and the random part stored with it, which together make the ids its mail and
 * webhooks carry (server/deliveries/outside-ids.ts). Null for rows stored before there was one.
 */
export interface Nonced {
  id: number;
  nonce: string | null;
}

/** A lead as the delivery worker sends it: with its nonce, for its Message-IDs. */
/** `briefs`: the files sent with it, read for the deliveries that name them. */
export type SentLead = Lead & Nonced & { briefs?: LeadBrief[] };

/** A due delivery, claimed by one worker until its lease ends; only the claim can settle it. */
export interface ClaimedDelivery extends Nonced {
  kind: DeliveryKind;
  target: string | null;
  attempts: number;
  claimToken: string;
  /** Null for a digest, which is about no one lead, and for an applicant's mail. */
  lead: SentLead | null;
  /** The application an applicant's mail is about (server/applicants/applicant-mail.ts). */
  applicationId?: number | null;
  /** A reply's or a digest's mail, as written when it was queued. */
  subject?: string | null;
  body?: string | null;
}

/** The delivery worker. */
export interface DeliveryStore {
  claimDueDeliveries(
    now: number,
    /** kinds: only these (a worker that sends only some kinds); all when absent. */
    options?: { limit?: number; leaseMs?: number; kinds?: DeliveryKind[] },
  ): Promise<ClaimedDelivery[]>;
  nextDeliveryDue(): Promise<number | undefined>;
  /** False when the claim was lost (nothing changed). */
  markDeliverySent(item: Pick<ClaimedDelivery, "id" | "claimToken">, now?: Date): Promise<boolean>;
  /** retryAt undefined: failed for good. */
  markDeliveryFailed(
    item: Pick<ClaimedDelivery, "id" | "claimToken">,
    error: string,
    retryAt: number | undefined,
  ): Promise<boolean>;
}

/** The stored text of a delivery's last error is cut to this length. */
export const maxErrorLength = 1000;

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
  application_id: number | string | null;
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
  applicationId: row.application_id === null ? null : Number(row.application_id),
  subject: row.mail_subject ?? null,
  body: row.mail_body ?? null,
});

/** The delivery's own columns a claim reads (`d.`), besides those of its lead. */
export const claimedDeliveryColumns =
  "d.id AS delivery_id, d.kind, d.target, d.attempts, d.claim_token, d.subject AS mail_subject, d.body AS mail_body, d.application_id, d.nonce AS delivery_nonce, s.nonce AS lead_nonce";

/** leadColumns, each prefixed with the submissions table's alias `s.`. */
export const claimedColumns = leadColumns
  .split(",")
  .map((column) => `s.${column.trim()}`)
  .join(", ");
