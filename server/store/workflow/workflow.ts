import type { Delivery, FirstReplyWeek, Lead, LeadStatus, ReplyTemplate } from "@contracts/desk";
import { isoTime } from "../database/iso-time";
import { toDelivery, type DeliveryRow } from "../deliveries/deliveries";

/**
 * Work on leads after they came in: replies, assignment, follow-ups, saved replies and the
 * digest. The section's interface, its rows, how both dialects read them and the audit log's
 * wording of its changes; each dialect's SQL is beside it (sqlite.ts, postgres.ts), the first
 * saved replies in seed-templates.ts.
 */

/** A reply from the desk, queued by queueReply. */
export interface NewReply {
  subject: string;
  body: string;
  /** The owner's e-mail. */
  author: string;
  /** The lead's address the mail goes to. */
  target: string;
  /**
   * The composer's key for this reply (contracts/desk-schema.ts replyKey): a second reply with
   * it queues nothing and answers the first. Without one, every call queues a reply.
   */
  key?: string;
}

/** A reply queued by queueReply, or the one queued earlier with the same key (`repeated`). */
export interface QueuedReply {
  delivery: Delivery;
  status: LeadStatus;
  firstReplyAt: string;
  repeated: boolean;
}

/** Work on leads after they came in (server/workflow/): replies, owners, follow-ups. */
export interface WorkflowStore {
  /**
   * Queues a reply as a delivery of kind `reply`, in one transaction with its consequences: the
   * first reply records first_reply_at and turns a `new` lead `replied` (audited). Undefined when
   * there is no such lead. A key already queued with this lead, subject and body answers that
   * reply as it is now, changing nothing; with anything else, "key-reused".
   */
  queueReply(
    leadId: number,
    reply: NewReply,
    now?: Date,
  ): Promise<QueuedReply | "key-reused" | undefined>;
  /** null: nobody. False when there is no such lead or owner. Audited. */
  assignLead(leadId: number, ownerId: number | null, actor: string): Promise<boolean>;
  /** 'YYYY-MM-DD' or null to clear. False when there is no such lead. Audited. */
  setFollowUp(leadId: number, day: string | null, actor: string): Promise<boolean>;
  listTemplates(): Promise<ReplyTemplate[]>;
  addTemplate(template: TemplateFields, now?: Date): Promise<ReplyTemplate>;
  /** Undefined when there is no such template. */
  updateTemplate(
    id: number,
    template: TemplateFields,
    now?: Date,
  ): Promise<ReplyTemplate | undefined>;
  deleteTemplate(id: number): Promise<boolean>;
  /** Leads created in [from, to) with a reply, by UTC week (Monday), oldest first. */
  medianFirstReplyByWeek(from: Date, to: Date): Promise<FirstReplyWeek[]>;
  /**
   * One owner's digest: their (or nobody's) new leads, follow-ups due `today` or before, and the
   * open leads whose client wrote to the company mailbox since `answeredSince`.
   */
  digestLeads(
    ownerId: number,
    today: string,
    limit: number,
    answeredSince: Date,
  ): Promise<DigestLeads>;
  /**
   * Claims the digest of (owner, day) once for all servers on the store, and queues its mail
   * (when there is one) in the same transaction. False when the day was claimed already.
   */
  queueDigest(
    ownerId: number,
    day: string,
    mail: { target: string; subject: string; body: string } | null,
    now?: Date,
  ): Promise<boolean>;
  /**
   * Deletes the digest mails sent before `before` and the (owner, day) claims made before it
   * (the retention run, keeping two days). Pending and failed mails stay.
   */
  pruneDigests(before: Date): Promise<{ mails: number; days: number }>;
}

export interface TemplateFields {
  name: string;
  subject: string;
  body: string;
}

export interface DigestLeads {
  fresh: Lead[];
  dueToday: Lead[];
  overdue: Lead[];
  /** Answered by the client (server/inbound/). */
  answered: Lead[];
}

export interface TemplateRow {
  id: number | string;
  name: string;
  subject: string;
  body: string;
  updated_at: string | Date;
}

export const toTemplate = (row: TemplateRow): ReplyTemplate => ({
  id: Number(row.id),
  name: row.name,
  subject: row.subject,
  body: row.body,
  updatedAt: typeof row.updated_at === "string" ? row.updated_at : row.updated_at.toISOString(),
});

/**
 * A reply delivery's values, in the order both dialects' INSERT names them: lead_id (an
 * applicant's reply: application_id), target, next_attempt_at, subject, body, author, reply_key.
 */
export const replyValues = (id: number, reply: NewReply, now: Date) => [
  id,
  reply.target,
  now.getTime(),
  reply.subject,
  reply.body,
  reply.author,
  reply.key ?? null,
];

/**
 * The answer to a reply whose key was queued before (`earlier`, the delivery holding the key):
 * that reply and the lead as they are now when it is the same lead, subject and body, else
 * "key-reused", so a key cannot send, or reveal, a different reply.
 */
export function repeatedReply(
  earlier: DeliveryRow | undefined,
  leadId: number,
  reply: Pick<NewReply, "subject" | "body">,
  lead: { status: LeadStatus; first_reply_at: string | Date | null },
): QueuedReply | "key-reused" {
  // No row: the reply holding the key was erased since; the key stays spent.
  if (!earlier) return "key-reused";
  const same =
    Number(earlier.lead_id) === leadId &&
    earlier.subject === reply.subject &&
    earlier.body === reply.body;
  if (!same || lead.first_reply_at === null) return "key-reused";
  return {
    delivery: toDelivery(earlier),
    status: lead.status,
    firstReplyAt: isoTime(lead.first_reply_at),
    repeated: true,
  };
}

/** The audit log's wording of the workflow's changes. */
export const assignmentDetail = (leadId: number, before: string | null, after: string | null) =>
  `lead ${leadId}: ${before ?? "nobody"} -> ${after ?? "nobody"}`;

export const followUpDetail = (leadId: number, before: string | null, after: string | null) =>
  `lead ${leadId}: ${before ?? "none"} -> ${after ?? "none"}`;

const dayMs = 24 * 60 * 60_000;

/** The Monday (UTC) of the week `at` falls in, 'YYYY-MM-DD'. */
export function weekOf(at: Date) {
  const sinceMonday = (at.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(monday.getTime() - sinceMonday * dayMs).toISOString().slice(0, 10);
}

/** The median time to first reply per week, from (created, first reply) pairs. */
export function medianByWeek(
  pairs: Array<{ created_at: string | Date; first_reply_at: string | Date }>,
): FirstReplyWeek[] {
  const weeks = new Map<string, number[]>();
  for (const pair of pairs) {
    const created = new Date(pair.created_at);
    const waited = new Date(pair.first_reply_at).getTime() - created.getTime();
    const week = weekOf(created);
    const list = weeks.get(week) ?? [];
    list.push(waited);
    weeks.set(week, list);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([week, waits]) => {
      const sorted = waits.sort((a, b) => a - b);
      const middle = Math.floor(sorted.length / 2);
      const medianMs =
        sorted.length % 2 === 1
          ? (sorted[middle] ?? 0)
          : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
      return { week, replied: sorted.length, medianMs };
    });
}
