import type { LeadStatus } from "@contracts/desk";
import type { WorkflowStore } from "./workflow";
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
import { postgresAuditLogger } from "../audit/postgres";
import type { PostgresContext } from "../database/postgres";

const open = "status NOT IN ('won', 'lost', 'spam')";

/** Replies, assignment, follow-ups, saved replies and the digest's claims (decision 0185). */
export function postgresWorkflow(context: PostgresContext): WorkflowStore {
  return {
    ...replies(context),
    ...assignment(context),
    ...savedReplies(context),
    ...digests(context),
  };
}

/** A reply queued (the lead's first reply time and status with it) and the weekly medians. */
function replies(
  context: PostgresContext,
): Pick<WorkflowStore, "queueReply" | "medianFirstReplyByWeek"> {
  const { query, transaction, clock } = context;
  const logAudit = postgresAuditLogger(context);
  return {
    async queueReply(leadId, reply, now = clock()) {
      return transaction(async (client) => {
        const { rows } = await client.query<{ status: LeadStatus; first_reply_at: Date | null }>(
          "SELECT status, first_reply_at FROM submissions WHERE id = $1 FOR UPDATE",
          [leadId],
        );
        const lead = rows[0];
        if (!lead) return undefined;
        // A key another transaction holds waits for it, then inserts nothing: the unique index,
        // not a read before the write, keeps a reply to one per key across servers.
        const inserted = await client.query<DeliveryRow>(
          `INSERT INTO deliveries
             (lead_id, kind, target, next_attempt_at, subject, body, author, reply_key)
           VALUES ($1, 'reply', $2, $3, $4, $5, $6, $7)
           ON CONFLICT (reply_key) DO NOTHING RETURNING *`,
          replyValues(leadId, reply, now),
        );
        if (!inserted.rows[0]) {
          const earlier = await client.query<DeliveryRow>(
            "SELECT * FROM deliveries WHERE reply_key = $1",
            [reply.key],
          );
          return repeatedReply(earlier.rows[0], leadId, reply, lead);
        }
        const delivery = toDelivery(inserted.rows[0]);
        await logAudit(
          client,
          reply.author,
          "reply",
          `lead ${leadId}: reply ${delivery.id} queued`,
        );
        const firstReplyAt = lead.first_reply_at ?? now;
        const status: LeadStatus = lead.status === "new" ? "replied" : lead.status;
        await client.query(
          "UPDATE submissions SET first_reply_at = $1, status = $2 WHERE id = $3",
          [firstReplyAt, status, leadId],
        );
        if (status !== lead.status)
          await logAudit(
            client,
            reply.author,
            "status",
            `lead ${leadId}: ${lead.status} -> ${status}`,
          );
        return {
          delivery,
          status,
          firstReplyAt: firstReplyAt.toISOString(),
          repeated: false,
        };
      });
    },
    async medianFirstReplyByWeek(from, to) {
      const { rows } = await query<{ created_at: Date; first_reply_at: Date }>(
        `SELECT created_at, first_reply_at FROM submissions
         WHERE first_reply_at IS NOT NULL AND created_at >= $1 AND created_at < $2`,
        [from, to],
      );
      return medianByWeek(rows);
    },
  };
}

/** Who a lead is assigned to and the day of its follow-up, each audited when it changes. */
function assignment(context: PostgresContext): Pick<WorkflowStore, "assignLead" | "setFollowUp"> {
  const { transaction } = context;
  const logAudit = postgresAuditLogger(context);
  return {
    async assignLead(leadId, ownerId, actor) {
      return transaction(async (client) => {
        const { rows } = await client.query<{ before: string | null; after: string | null }>(
          `SELECT (SELECT email FROM owners WHERE id = s.assigned_to) AS before,
             (SELECT email FROM owners WHERE id = $2) AS after
           FROM submissions s WHERE s.id = $1 FOR UPDATE`,
          [leadId, ownerId],
        );
        const lead = rows[0];
        if (!lead || (ownerId !== null && lead.after === null)) return false;
        await client.query("UPDATE submissions SET assigned_to = $1 WHERE id = $2", [
          ownerId,
          leadId,
        ]);
        if (lead.before !== lead.after)
          await logAudit(
            client,
            actor,
            "assign",
            assignmentDetail(leadId, lead.before, lead.after),
          );
        return true;
      });
    },
    async setFollowUp(leadId, day, actor) {
      return transaction(async (client) => {
        const { rows } = await client.query<{ before: string | null }>(
          "SELECT follow_up_on::text AS before FROM submissions WHERE id = $1 FOR UPDATE",
          [leadId],
        );
        const lead = rows[0];
        if (!lead) return false;
        await client.query("UPDATE submissions SET follow_up_on = $1 WHERE id = $2", [day, leadId]);
        if (lead.before !== day)
          await logAudit(client, actor, "follow-up", followUpDetail(leadId, lead.before, day));
        return true;
      });
    },
  };
}

/** The saved replies (reply_templates) the composer offers. */
function savedReplies({
  query,
  clock,
}: PostgresContext): Pick<
  WorkflowStore,
  "listTemplates" | "addTemplate" | "updateTemplate" | "deleteTemplate"
> {
  return {
    async listTemplates() {
      const { rows } = await query<TemplateRow>("SELECT * FROM reply_templates ORDER BY id");
      return rows.map(toTemplate);
    },
    async addTemplate({ name, subject, body }, now = clock()) {
      const { rows } = await query<TemplateRow>(
        `INSERT INTO reply_templates (name, subject, body, updated_at) VALUES ($1, $2, $3, $4)
         RETURNING *`,
        [name, subject, body, now],
      );
      return toTemplate(rows[0] as TemplateRow);
    },
    async updateTemplate(id, { name, subject, body }, now = clock()) {
      const { rows } = await query<TemplateRow>(
        `UPDATE reply_templates SET name = $1, subject = $2, body = $3, updated_at = $4
         WHERE id = $5 RETURNING *`,
        [name, subject, body, now, id],
      );
      return rows[0] && toTemplate(rows[0]);
    },
    async deleteTemplate(id) {
      const { rowCount } = await query("DELETE FROM reply_templates WHERE id = $1", [id]);
      return rowCount === 1;
    },
  };
}

/** The daily digest: its leads, the claim of an owner's day (one mail across servers), pruning. */
function digests({
  query,
  transaction,
  clock,
}: PostgresContext): Pick<WorkflowStore, "digestLeads" | "queueDigest" | "pruneDigests"> {
  return {
    async digestLeads(ownerId, today, limit, answeredSince) {
      const select = async (clause: string, params: unknown[]) => {
        const { rows } = await query<LeadRow>(
          `SELECT ${leadColumns} FROM submissions
           WHERE ${clause} AND (assigned_to = $1 OR assigned_to IS NULL)
           ORDER BY id DESC LIMIT $2`,
          [ownerId, limit, ...params],
        );
        return rows.map(toLead);
      };
      const [fresh, dueToday, overdue, answered] = await Promise.all([
        select("status = 'new'", []),
        select(`follow_up_on = $3 AND ${open}`, [today]),
        select(`follow_up_on < $3 AND ${open}`, [today]),
        select(`client_answered_at >= $3 AND ${open}`, [answeredSince]),
      ]);
      return { fresh, dueToday, overdue, answered };
    },
    async queueDigest(ownerId, day, mail, now = clock()) {
      return transaction(async (client) => {
        const claimed = await client.query(
          "INSERT INTO digest_days (owner_id, day, at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
          [ownerId, day, now],
        );
        if (claimed.rowCount !== 1) return false;
        if (mail)
          await client.query(
            `INSERT INTO deliveries (lead_id, kind, target, next_attempt_at, subject, body)
             VALUES (NULL, 'digest', $1, $2, $3, $4)`,
            [mail.target, now.getTime(), mail.subject, mail.body],
          );
        return true;
      });
    },
    async pruneDigests(before) {
      return transaction(async (client) => {
        const mails = await client.query(
          "DELETE FROM deliveries WHERE kind = 'digest' AND status = 'sent' AND sent_at < $1",
          [before],
        );
        const days = await client.query("DELETE FROM digest_days WHERE at < $1", [before]);
        return { mails: mails.rowCount ?? 0, days: days.rowCount ?? 0 };
      });
    },
  };
}
