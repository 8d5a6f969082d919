import type { SqliteContext } from "../database/sqlite";
import { sqliteAuditLogger } from "../audit/sqlite";
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
function sqliteApplicantReads(
  context: SqliteContext,
): Pick<ApplicantsStore, "applicants" | "applicant" | "applicantCvId"> {
  const { prepare } = context;
  return {
    async applicants({ stage, limit }) {
      const rows = (
        stage
          ? prepare(
              `SELECT ${summaryColumns} FROM applications a WHERE a.stage = ?
               ORDER BY a.created_at DESC, a.id DESC LIMIT ?`,
            ).all(stage, limit)
          : prepare(
              `SELECT ${summaryColumns} FROM applications a
               ORDER BY a.created_at DESC, a.id DESC LIMIT ?`,
            ).all(limit)
      ) as ApplicationRow[];
      return rows.map(toApplicantSummary);
    },
    async applicant(id) {
      const row = prepare(
        `SELECT ${detailColumns} FROM applications a JOIN briefs b ON b.id = a.cv_id
         WHERE a.id = ?`,
      ).get(id) as ApplicationDetailRow | undefined;
      if (!row) return undefined;
      const notes = prepare(
        `SELECT id, author, body, created_at FROM application_notes
         WHERE application_id = ? ORDER BY created_at, id`,
      ).all(id) as ApplicantNoteRow[];
      const deliveries = prepare(applicantDeliveriesSql("?")).all(id) as DeliveryRow[];
      return toApplicantDetail(row, notes, deliveries);
    },
    async applicantCvId(id) {
      const row = prepare("SELECT cv_id FROM applications WHERE id = ?").get(id) as
        { cv_id: string } | undefined;
      return row?.cv_id;
    },
  };
}

/** A reply to an applicant from the desk, queued in the outbox once per key. */
function sqliteApplicantReplies(
  context: SqliteContext,
): Pick<ApplicantsStore, "queueApplicantReply"> {
  const { db, prepare, clock } = context;
  const logAudit = sqliteAuditLogger(context);
  return {
    async queueApplicantReply(id, reply, now = clock()) {
      return db
        .transaction(() => {
          if (!prepare("SELECT 1 FROM applications WHERE id = ?").get(id)) return undefined;
          // The unique index on the key, not a read before the write, keeps one reply per key.
          const delivery = prepare(
            `INSERT INTO deliveries
               (application_id, kind, target, next_attempt_at, subject, body, author, reply_key)
             VALUES (?, 'applicant-reply', ?, ?, ?, ?, ?, ?)
             ON CONFLICT (reply_key) DO NOTHING RETURNING *`,
          ).get(...replyValues(id, reply, now)) as DeliveryRow | undefined;
          if (!delivery)
            return repeatedApplicantReply(
              prepare("SELECT * FROM deliveries WHERE reply_key = ?").get(reply.key) as
                DeliveryRow | undefined,
              id,
              reply,
            );
          logAudit(reply.author, "reply", replyDetail(id, Number(delivery.id)));
          return { delivery: toApplicantDelivery(delivery), repeated: false };
        })
        .immediate();
    },
  };
}

export function sqliteApplicants(context: SqliteContext): ApplicantsStore {
  const { db, prepare, clock } = context;
  const logAudit = sqliteAuditLogger(context);
  return {
    ...sqliteApplicantReads(context),
    ...sqliteApplicantReplies(context),
    async addApplication(application) {
      return db
        .transaction(() => {
          if (application.submissionKey) {
            const found = prepare("SELECT id FROM applications WHERE submission_key = ?").get(
              application.submissionKey,
            ) as { id: number } | undefined;
            if (found) return { id: found.id, replay: true };
          }
          const at = clock().toISOString();
          const row = prepare(
            `INSERT INTO applications (submission_key, opening_slug, opening_title, name, email,
               email_key, phone, link, note, cv_id, stage, created_at, stage_changed_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'new', ?, ?) RETURNING id`,
          ).get(
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
            at,
          ) as { id: number };
          if (application.notifyTeam)
            prepare(
              `INSERT INTO deliveries (application_id, kind, next_attempt_at)
               VALUES (?, 'application', ?)`,
            ).run(row.id, Date.parse(at));
          return { id: row.id, replay: false };
        })
        .immediate();
    },
    async setApplicantStage(id, stage, actor) {
      return db
        .transaction(() => {
          const changed =
            prepare("UPDATE applications SET stage = ?, stage_changed_at = ? WHERE id = ?").run(
              stage,
              clock().toISOString(),
              id,
            ).changes === 1;
          if (changed) logAudit(actor, "applicant", stageDetail(id, stage));
          return changed;
        })
        .immediate();
    },
    async addApplicantNote(id, body, author) {
      return db
        .transaction(() => {
          if (!prepare("SELECT 1 FROM applications WHERE id = ?").get(id)) return undefined;
          const row = prepare(
            `INSERT INTO application_notes (application_id, author, body, created_at)
             VALUES (?, ?, ?, ?) RETURNING id, author, body, created_at`,
          ).get(id, author, body, clock().toISOString()) as ApplicantNoteRow;
          logAudit(author, "applicant", noteDetail(id));
          return toApplicantNote(row);
        })
        .immediate();
    },
  };
}

/**
 * Inside an erasure's transaction: the applications of an address and their notes; returns
 * their CVs' brief ids, which the caller deletes with their bytes, and the count.
 */
export function sqliteEraseApplications({ prepare }: SqliteContext, key: string) {
  const rows = prepare("SELECT id, cv_id FROM applications WHERE email_key = ?").all(key) as Array<{
    id: number;
    cv_id: string;
  }>;
  prepare("DELETE FROM applications WHERE email_key = ?").run(key);
  for (const row of rows) prepare("DELETE FROM briefs WHERE id = ?").run(row.cv_id);
  return { count: rows.length, cvIds: rows.map((row) => row.cv_id) };
}
