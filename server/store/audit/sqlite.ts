import { erasureOf, retentionDetail, toAuditEntry, type AuditRow, type AuditStore } from "./audit";
import type { SqliteContext } from "../database/sqlite";
import { removeBriefFiles } from "../briefs/sqlite";

/** Writes one audit entry, inside the caller's transaction. */
export function sqliteAuditLogger({ statement, clock }: SqliteContext) {
  const audit = statement("INSERT INTO audit_log (at, actor, action, detail) VALUES (?, ?, ?, ?)");
  return (actor: string, action: string, detail: string) =>
    audit().run(clock().toISOString(), actor, action, detail);
}

/**
 * Deletes the leads a selection picks with everything that hangs on them, in the caller's
 * transaction, and keeps their briefs' ids for their files to go once it has committed.
 */
function leadEraser({ prepare }: SqliteContext) {
  const erasedBriefs: string[] = [];
  return {
    erase(selection: string, params: unknown[]) {
      const briefs = prepare(
        `DELETE FROM briefs WHERE lead_id IN (SELECT id FROM submissions ${selection}) RETURNING id`,
      ).all(...params) as Array<{ id: string }>;
      erasedBriefs.push(...briefs.map((brief) => brief.id));
      prepare(
        `DELETE FROM status_changes WHERE lead_id IN (SELECT id FROM submissions ${selection})`,
      ).run(...params);
      prepare(
        `DELETE FROM person_events WHERE lead_id IN (SELECT id FROM submissions ${selection})
         OR other_lead_id IN (SELECT id FROM submissions ${selection})`,
      ).run(...params, ...params);
      prepare(`DELETE FROM notes WHERE lead_id IN (SELECT id FROM submissions ${selection})`).run(
        ...params,
      );
      prepare(
        `DELETE FROM deliveries WHERE lead_id IN (SELECT id FROM submissions ${selection})`,
      ).run(...params);
      return prepare(`DELETE FROM submissions ${selection}`).run(...params).changes;
    },
    /** Other files the erasure removed the records of (an application's CV). */
    keepBriefs(ids: string[]) {
      erasedBriefs.push(...ids);
    },
    takeBriefs: () => erasedBriefs.splice(0),
  };
}

/** What else an address's erasure takes, in its transaction, and where the leads' files are. */
export interface SqliteErasureParts {
  briefsDir: string;
  /** Deletes the address's applications to the openings; says how many and their CVs' ids. */
  eraseApplications(key: string): { count: number; cvIds: string[] };
}

/**
 * Erasure and retention, each logged in the same transaction, and the log itself. The leads'
 * briefs go with them: their records in the transaction, their files (under `briefsDir`) once
 * it has committed. The other sections' parts of an erasure come in `parts`, so that the audit,
 * which every section writes to, imports none of them.
 */
export function sqliteAudit(
  context: SqliteContext,
  { briefsDir, eraseApplications }: SqliteErasureParts,
): AuditStore {
  const { db, prepare, statement } = context;
  const logAudit = sqliteAuditLogger(context);
  // Prepared once: db.pragma() prepares its statement on every call.
  const syncNormal = statement("PRAGMA synchronous = NORMAL");
  const syncFull = statement("PRAGMA synchronous = FULL");
  const leads = leadEraser(context);
  const eraseLeads = leads.erase;
  const removeErasedBriefs = () => removeBriefFiles(briefsDir, leads.takeBriefs());

  return {
    async eraseByEmail(email, actor) {
      const { key, detail } = erasureOf(email);
      const count = db
        .transaction(() => {
          const rows = prepare(
            "SELECT id FROM submissions WHERE email_key = @key OR reply_to_key = @key",
          ).all({ key }) as Array<{ id: number }>;
          const ids = rows.map((row) => row.id);
          const erased = eraseLeads("WHERE id IN (SELECT value FROM json_each(?))", [
            JSON.stringify(ids),
          ]);
          // The address's applications to the openings and their CVs go too.
          const applications = eraseApplications(key);
          leads.keepBriefs(applications.cvIds);
          logAudit(actor, "erase", detail(erased, applications.count));
          return erased;
        })
        .immediate();
      // secure_delete zeroed the rows in the pages; the checkpoint moves those pages into the
      // database file and empties the WAL, which still held the rows' older page images.
      db.pragma("wal_checkpoint(TRUNCATE)");
      await removeErasedBriefs();
      return count;
    },
    async deleteLeadsBefore(before, actor) {
      const count = db
        .transaction(() => {
          const erased = eraseLeads("WHERE created_at < ?", [before.toISOString()]);
          logAudit(actor, "retention", retentionDetail(erased, before));
          return erased;
        })
        .immediate();
      await removeErasedBriefs();
      return count;
    },
    async recordAudit(actor, action, detail) {
      // Not fsynced on the event loop: the next lead's WAL sync or a checkpoint makes it durable.
      syncNormal().run();
      try {
        logAudit(actor, action, detail);
      } finally {
        syncFull().run();
      }
    },
    async auditLog(limit) {
      const rows = prepare(
        "SELECT at, actor, action, detail FROM audit_log ORDER BY id DESC LIMIT ?",
      ).all(limit) as AuditRow[];
      return rows.map(toAuditEntry);
    },
  };
}
