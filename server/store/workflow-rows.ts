import type { FirstReplyWeek, ReplyTemplate } from "@contracts/desk";
import type { LeadStatus, NewReply, QueuedReply } from "./store";
import { isoTime } from "./database/iso-time";
import { toDelivery, type DeliveryRow } from "./deliveries/deliveries";

/** How both store dialects read the workflow's rows (server/store/{sqlite,postgres}/workflow.ts). */

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
 * A reply delivery's values, in the order both dialects' INSERT names them: lead_id, target,
 * next_attempt_at, subject, body, author, reply_key.
 */
export const replyValues = (leadId: number, reply: NewReply, now: Date) => [
  leadId,
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
