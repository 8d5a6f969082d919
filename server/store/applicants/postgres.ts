import type pg from "pg";
import type { PostgresContext } from "../database/postgres";
import { postgresAuditLogger } from "../audit/postgres";
import { addressKey } from "../people/keys";
import type { DeliveryRow } from "../deliveries/deliveries";
import { replyValues } from "../workflow/workflow";
import {
  applicantDeliveriesSql,
  detailColumns,
  noteDetail,
  repeatedApplicantReply,
  replyDetail,
  stageDetail,
  summaryColumns,
  toApplicantDelivery,
  toApplicantDetail,
  toApplicantNote,
  toApplicantSummary,
  type ApplicantNoteRow,
  type ApplicantsStore,
  type ApplicationDetailRow,
  type ApplicationRow,
} from "./applicants";

/** The desk's reads: the list, one applicant with its notes, its CV's id. */
function postgresApplicantReads(
  context: PostgresContext,
): Pick<ApplicantsStore, "applicants" | "applicant" | "applicantCvId"> {
  const { query } = context;
  return {
    async applicants({ stage, limit }) {
      const { rows } = stage
        ? await query<ApplicationRow>(
            `SELECT ${summaryColumns} FROM applications a WHERE a.stage = $1
             ORDER BY a.created_at DESC, a.id DESC LIMIT $2`,
            [stage, limit],
          )
        : await query<ApplicationRow>(
            `SELECT ${summaryColumns} FROM applications a
             ORDER BY a.created_at DESC, a.id DESC LIMIT $1`,
            [limit],
          );
      return rows.map(toApplicantSummary);
    },
    async applicant(id) {
      const { rows } = await query<ApplicationDetailRow>(
        `SELECT ${detailColumns} FROM applications a JOIN briefs b ON b.id = a.cv_id
         WHERE a.id = $1`,
        [id],
      );
      if (!rows[0]) return undefined;
      const notes = await query<ApplicantNoteRow>(
        `SELECT id, author, body, created_at FROM application_notes
         WHERE application_id = $1 ORDER BY created_at, id`,
        [id],
      );
      const deliveries = await query<DeliveryRow>(applicantDeliveriesSql("$1"), [id]);
      return toApplicantDetail(rows[0], notes.rows, deliveries.rows);
    },
    async applicantCvId(id) {
      const { rows } = await query<{ cv_id: string }>(
        "SELECT cv_id FROM applications WHERE id = $1",
        [id],
      );
      return rows[0]?.cv_id;
    },
  };
}

/** A reply to an applicant from the desk, queued in the outbox once per key. */
function postgresApplicantReplies(
  context: PostgresContext,
): Pick<ApplicantsStore, "queueApplicantReply"> {
  const { transaction, clock } = context;
  const logAudit = postgresAuditLogger(context);
  return {
    async queueApplicantReply(id, reply, now = clock()) {
      return transaction(async (client) => {
        const found = await client.query("SELECT 1 FROM applications WHERE id = $1 FOR SHARE", [
          id,
        ]);
        if (found.rowCount === 0) return undefined;
        // A key another transaction holds waits for it, then inserts nothing: the unique index,
        // not a read before the write, keeps one reply per key across servers.
        const inserted = await client.query<DeliveryRow>(
          `INSERT INTO deliveries
             (application_id, kind, target, next_attempt_at, subject, body, author, reply_key)
           VALUES ($1, 'applicant-reply', $2, $3, $4, $5, $6, $7)
           ON CONFLICT (reply_key) DO NOTHING RETURNING *`,
          replyValues(id, reply, now),
        );
        const delivery = inserted.rows[0];
        if (!delivery) {
          const earlier = await client.query<DeliveryRow>(
            "SELECT * FROM deliveries WHERE reply_key = $1",
            [reply.key],
          );
          return repeatedApplicantReply(earlier.rows[0], id, reply);
        }
        await logAudit(client, reply.author, "reply", replyDetail(id, Number(delivery.id)));
        return { delivery: toApplicantDelivery(delivery), repeated: false };
      });
    },
  };
}

export function postgresApplicants(context: PostgresContext): ApplicantsStore {
  const { query, transaction, clock } = context;
  const logAudit = postgresAuditLogger(context);
  return {
    ...postgresApplicantReads(context),
    ...postgresApplicantReplies(context),
    async addApplication(application) {
      const at = clock();
      // A replay of a stored submission inserts nothing (the key is unique) and finds the first;
      // the team's mail is queued in the same statement, so only with a stored application.
      const { rows } = await query<{ id: string }>(
        `WITH stored AS (
           INSERT INTO applications (submission_key, opening_slug, opening_title, name, email,
             email_key, phone, link, note, cv_id, stage, created_at, stage_changed_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'new', $11, $11)
           ON CONFLICT (submission_key) DO NOTHING RETURNING id),
         mail AS (
           INSERT INTO deliveries (application_id, kind, next_attempt_at)
           SELECT id, 'application', $12 FROM stored WHERE $13::boolean)
         SELECT id FROM stored`,
        [
          application.submissionKey,
          application.opening.slug,
          application.opening.title,
          application.name,
          application.email,
          addressKey(application.email),
          application.phone,
          application.link,
          application.note,
          application.cvId,
          at,
          at.getTime(),
          application.notifyTeam,
        ],
      );
      if (rows[0]) return { id: Number(rows[0].id), replay: false };
      const found = await query<{ id: string }>(
        "SELECT id FROM applications WHERE submission_key = $1",
        [application.submissionKey],
      );
      return { id: Number(found.rows[0]?.id), replay: true };
    },
    async setApplicantStage(id, stage, actor) {
      return transaction(async (client) => {
        const result = await client.query(
          "UPDATE applications SET stage = $2, stage_changed_at = $3 WHERE id = $1",
          [id, stage, clock()],
        );
        if (result.rowCount !== 1) return false;
        await logAudit(client, actor, "applicant", stageDetail(id, stage));
        return true;
      });
    },
    async addApplicantNote(id, body, author) {
      return transaction(async (client) => {
        const { rows } = await client.query<ApplicantNoteRow>(
          `INSERT INTO application_notes (application_id, author, body, created_at)
           SELECT id, $2, $3, $4 FROM applications WHERE id = $1
           RETURNING id, author, body, created_at`,
          [id, author, body, clock()],
        );
        if (!rows[0]) return undefined;
        await logAudit(client, author, "applicant", noteDetail(id));
        return toApplicantNote(rows[0]);
      });
    },
  };
}

/**
 * Inside an erasure's transaction: the applications of an address, their notes, and their
 * CVs with their bytes (the chunks go with the brief); returns the count.
 */
export async function postgresEraseApplications(client: pg.PoolClient, key: string) {
  const { rows } = await client.query<{ cv_id: string }>(
    "DELETE FROM applications WHERE email_key = $1 RETURNING cv_id",
    [key],
  );
  if (rows.length > 0)
    await client.query("DELETE FROM briefs WHERE id = ANY($1::text[])", [
      rows.map((row) => row.cv_id),
    ]);
  return rows.length;
}
