import type { LeadStatus } from "@contracts/desk";
import type { NewReply, WorkflowStore } from "./workflow";
import { leadColumns, toLead, type LeadRow } from "../leads/lead-row";
import { toDelivery, type DeliveryRow } from "../deliveries/deliveries";
import {
  assignmentDetail,
  followUpDetail,
  medianByWeek,
  repeatedReply,
  replyValues,
  toTemplate,
  type TemplateRow,
} from "./workflow";
import { sqliteAuditLogger } from "../audit/sqlite";
import type { SqliteContext } from "../database/sqlite";

const open = "status NOT IN ('won', 'lost', 'spam')";
const theirs = "(assigned_to = ? OR assigned_to IS NULL)";

/** Replies, assignment, follow-ups, saved replies and the digest's claims (decision 0185). */
export function sqliteWorkflow(context: SqliteContext): WorkflowStore {
  return {
    ...replies(context),
    ...assignment(context),
    ...savedReplies(context),
    ...digests(context),
  };
}

/** A reply queued for delivery, the lead's first reply and status with it; their medians. */
function replies(
  context: SqliteContext,
): Pick<WorkflowStore, "queueReply" | "medianFirstReplyByWeek"> {
  const { db, prepare, clock } = context;
  const logAudit = sqliteAuditLogger(context);
  // A key already held by a delivery inserts nothing: the unique index, not a read before the
  // write, keeps a reply to one per key, whichever connection or server writes first.
  const insertReply = (leadId: number, reply: NewReply, now: Date) =>
    prepare(
      `INSERT INTO deliveries
         (lead_id, kind, target, next_attempt_at, subject, body, author, reply_key)
       VALUES (?, 'reply', ?, ?, ?, ?, ?, ?) ON CONFLICT (reply_key) DO NOTHING RETURNING *`,
    ).get(...replyValues(leadId, reply, now)) as DeliveryRow | undefined;
  return {
    async queueReply(leadId, reply, now = clock()) {
      return db
        .transaction(() => {
          const lead = prepare("SELECT status, first_reply_at FROM submissions WHERE id = ?").get(
            leadId,
          ) as { status: LeadStatus; first_reply_at: string | null } | undefined;
          if (!lead) return undefined;
          const delivery = insertReply(leadId, reply, now);
          if (!delivery) {
            const earlier = prepare("SELECT * FROM deliveries WHERE reply_key = ?").get(
              reply.key,
            ) as DeliveryRow | undefined;
            return repeatedReply(earlier, leadId, reply, lead);
          }
          logAudit(reply.author, "reply", `lead ${leadId}: reply ${delivery.id} queued`);
          const firstReplyAt = lead.first_reply_at ?? now.toISOString();
          const status: LeadStatus = lead.status === "new" ? "replied" : lead.status;
          prepare("UPDATE submissions SET first_reply_at = ?, status = ? WHERE id = ?").run(
            firstReplyAt,
            status,
            leadId,
          );
          if (status !== lead.status)
            logAudit(reply.author, "status", `lead ${leadId}: ${lead.status} -> ${status}`);
          return { delivery: toDelivery(delivery), status, firstReplyAt, repeated: false };
        })
        .immediate();
    },
    async medianFirstReplyByWeek(from, to) {
      const rows = prepare(
        `SELECT created_at, first_reply_at FROM submissions
         WHERE first_reply_at IS NOT NULL AND created_at >= ? AND created_at < ?`,
      ).all(from.toISOString(), to.toISOString()) as Array<{
        created_at: string;
        first_reply_at: string;
      }>;
      return medianByWeek(rows);
    },
  };
}

/** Who a lead is assigned to and when it is followed up, each change audited. */
function assignment(context: SqliteContext): Pick<WorkflowStore, "assignLead" | "setFollowUp"> {
  const { db, prepare } = context;
  const logAudit = sqliteAuditLogger(context);
  const ownerEmail = (id: number | null) =>
    id === null
      ? null
      : ((prepare("SELECT email FROM owners WHERE id = ?").get(id) as { email: string } | undefined)
          ?.email ?? null);
  return {
    async assignLead(leadId, ownerId, actor) {
      return db
        .transaction(() => {
          const lead = prepare("SELECT assigned_to FROM submissions WHERE id = ?").get(leadId) as
            { assigned_to: number | null } | undefined;
          if (!lead) return false;
          const after = ownerEmail(ownerId);
          if (ownerId !== null && after === null) return false;
          prepare("UPDATE submissions SET assigned_to = ? WHERE id = ?").run(ownerId, leadId);
          if (lead.assigned_to !== ownerId)
            logAudit(
              actor,
              "assign",
              assignmentDetail(leadId, ownerEmail(lead.assigned_to), after),
            );
          return true;
        })
        .immediate();
    },
    async setFollowUp(leadId, day, actor) {
      return db
        .transaction(() => {
          const lead = prepare("SELECT follow_up_on FROM submissions WHERE id = ?").get(leadId) as
            { follow_up_on: string | null } | undefined;
          if (!lead) return false;
          prepare("UPDATE submissions SET follow_up_on = ? WHERE id = ?").run(day, leadId);
          if (lead.follow_up_on !== day)
            logAudit(actor, "follow-up", followUpDetail(leadId, lead.follow_up_on, day));
          return true;
        })
        .immediate();
    },
  };
}

/** The saved replies (reply templates). */
function savedReplies({
  prepare,
  clock,
}: SqliteContext): Pick<
  WorkflowStore,
  "listTemplates" | "addTemplate" | "updateTemplate" | "deleteTemplate"
> {
  return {
    async listTemplates() {
      const rows = prepare("SELECT * FROM reply_templates ORDER BY id").all() as TemplateRow[];
      return rows.map(toTemplate);
    },
    async addTemplate({ name, subject, body }, now = clock()) {
      const row = prepare(
        `INSERT INTO reply_templates (name, subject, body, updated_at) VALUES (?, ?, ?, ?)
         RETURNING *`,
      ).get(name, subject, body, now.toISOString()) as TemplateRow;
      return toTemplate(row);
    },
    async updateTemplate(id, { name, subject, body }, now = clock()) {
      const row = prepare(
        `UPDATE reply_templates SET name = ?, subject = ?, body = ?, updated_at = ? WHERE id = ?
         RETURNING *`,
      ).get(name, subject, body, now.toISOString(), id) as TemplateRow | undefined;
      return row && toTemplate(row);
    },
    async deleteTemplate(id) {
      return prepare("DELETE FROM reply_templates WHERE id = ?").run(id).changes === 1;
    },
  };
}

/** The morning digest: an owner's leads, the day claimed once with its mail, old days pruned. */
function digests({
  db,
  prepare,
  clock,
}: SqliteContext): Pick<WorkflowStore, "digestLeads" | "queueDigest" | "pruneDigests"> {
  return {
    async digestLeads(ownerId, today, limit, answeredSince) {
      const select = (clause: string, ...params: unknown[]) =>
        (
          prepare(
            `SELECT ${leadColumns} FROM submissions WHERE ${clause} AND ${theirs}
             ORDER BY id DESC LIMIT ?`,
          ).all(...params, ownerId, limit) as LeadRow[]
        ).map(toLead);
      return {
        fresh: select("status = 'new'"),
        dueToday: select(`follow_up_on = ? AND ${open}`, today),
        overdue: select(`follow_up_on < ? AND ${open}`, today),
        answered: select(`client_answered_at >= ? AND ${open}`, answeredSince.toISOString()),
      };
    },
    async queueDigest(ownerId, day, mail, now = clock()) {
      return db
        .transaction(() => {
          const claimed = prepare(
            "INSERT INTO digest_days (owner_id, day, at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
          ).run(ownerId, day, now.toISOString()).changes;
          if (claimed === 0) return false;
          if (mail)
            prepare(
              `INSERT INTO deliveries (lead_id, kind, target, next_attempt_at, subject, body)
             VALUES (NULL, 'digest', ?, ?, ?, ?)`,
            ).run(mail.target, now.getTime(), mail.subject, mail.body);
          return true;
        })
        .immediate();
    },
    async pruneDigests(before) {
      return db
        .transaction(() => {
          const at = before.toISOString();
          const mails = prepare(
            "DELETE FROM deliveries WHERE kind = 'digest' AND status = 'sent' AND sent_at < ?",
          ).run(at).changes;
          const days = prepare("DELETE FROM digest_days WHERE at < ?").run(at).changes;
          return { mails, days };
        })
        .immediate();
    },
  };
}
