import type pg from "pg";
import type { AuditStore } from "../lead-store";
import { erasureDetail, retentionDetail, toAuditEntry, type AuditRow } from "../shared";
import type { PostgresContext } from "./context";

/** Writes one audit entry, inside the caller's transaction. */
export const logAudit = (client: pg.PoolClient, actor: string, action: string, detail: string) =>
  client.query("INSERT INTO audit_log (at, actor, action, detail) VALUES (now(), $1, $2, $3)", [
    actor,
    action,
    detail,
  ]);

async function eraseLeads(client: pg.PoolClient, selection: string, params: unknown[]) {
  await client.query(
    `DELETE FROM notes WHERE lead_id IN (SELECT id FROM submissions ${selection})`,
    params,
  );
  await client.query(
    `DELETE FROM deliveries WHERE lead_id IN (SELECT id FROM submissions ${selection})`,
    params,
  );
  return (await client.query(`DELETE FROM submissions ${selection}`, params)).rowCount ?? 0;
}

/** Erasure and retention, each logged in the same transaction, and the log itself. */
export function postgresAudit({ query, transaction }: PostgresContext): AuditStore {
  return {
    async eraseByEmail(email, actor) {
      return transaction(async (client) => {
        const count = await eraseLeads(client, "WHERE lower(email) = lower($1)", [email]);
        await logAudit(client, actor, "erase", erasureDetail(count, email));
        return count;
      });
    },
    async deleteLeadsBefore(before, actor) {
      return transaction(async (client) => {
        const count = await eraseLeads(client, "WHERE created_at < $1", [before]);
        await logAudit(client, actor, "retention", retentionDetail(count, before));
        return count;
      });
    },
    async auditLog(limit) {
      const { rows } = await query<AuditRow>(
        "SELECT at, actor, action, detail FROM audit_log ORDER BY id DESC LIMIT $1",
        [limit],
      );
      return rows.map(toAuditEntry);
    },
  };
}
