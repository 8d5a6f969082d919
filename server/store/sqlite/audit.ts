import type { AuditStore } from "../lead-store";
import { erasureDetail, retentionDetail, toAuditEntry, type AuditRow } from "../shared";
import type { SqliteContext } from "./context";

/** Writes one audit entry, inside the caller's transaction. */
export function sqliteAuditLogger({ statement }: SqliteContext) {
  const audit = statement("INSERT INTO audit_log (at, actor, action, detail) VALUES (?, ?, ?, ?)");
  return (actor: string, action: string, detail: string) =>
    audit().run(new Date().toISOString(), actor, action, detail);
}

/** Erasure and retention, each logged in the same transaction, and the log itself. */
export function sqliteAudit(context: SqliteContext): AuditStore {
  const { db, prepare } = context;
  const logAudit = sqliteAuditLogger(context);
  const eraseLeads = (selection: string, params: unknown[]) => {
    prepare(`DELETE FROM notes WHERE lead_id IN (SELECT id FROM submissions ${selection})`).run(
      ...params,
    );
    prepare(
      `DELETE FROM deliveries WHERE lead_id IN (SELECT id FROM submissions ${selection})`,
    ).run(...params);
    return prepare(`DELETE FROM submissions ${selection}`).run(...params).changes;
  };

  return {
    async eraseByEmail(email, actor) {
      return db.transaction(() => {
        const count = eraseLeads("WHERE email = ? COLLATE NOCASE", [email]);
        logAudit(actor, "erase", erasureDetail(count, email));
        return count;
      })();
    },
    async deleteLeadsBefore(before, actor) {
      return db.transaction(() => {
        const count = eraseLeads("WHERE created_at < ?", [before.toISOString()]);
        logAudit(actor, "retention", retentionDetail(count, before));
        return count;
      })();
    },
    async auditLog(limit) {
      const rows = prepare(
        "SELECT at, actor, action, detail FROM audit_log ORDER BY id DESC LIMIT ?",
      ).all(limit) as AuditRow[];
      return rows.map(toAuditEntry);
    },
  };
}
