import type pg from "pg";
import { erasureOf, retentionDetail, toAuditEntry, type AuditRow, type AuditStore } from "./audit";
import type { PostgresContext } from "../database/postgres";

const insertEntry = "INSERT INTO audit_log (at, actor, action, detail) VALUES ($1, $2, $3, $4)";

/** Writes one audit entry at the store's clock, inside the caller's transaction. */
export const postgresAuditLogger =
  ({ clock }: Pick<PostgresContext, "clock">) =>
  (client: pg.PoolClient, actor: string, action: string, detail: string) =>
    client.query(insertEntry, [clock(), actor, action, detail]);

async function eraseLeads(client: pg.PoolClient, selection: string, params: unknown[]) {
  // A lead's briefs, and with them their bytes (ON DELETE CASCADE).
  await client.query(
    `DELETE FROM briefs WHERE lead_id IN (SELECT id FROM submissions ${selection})`,
    params,
  );
  await client.query(
    `DELETE FROM status_changes WHERE lead_id IN (SELECT id FROM submissions ${selection})`,
    params,
  );
  await client.query(
    `DELETE FROM person_events WHERE lead_id IN (SELECT id FROM submissions ${selection})
       OR other_lead_id IN (SELECT id FROM submissions ${selection})`,
    params,
  );
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

/** What else an address's erasure takes, in its transaction. */
export interface PostgresErasureParts {
  /** Deletes the address's applications to the openings and their CVs; says how many. */
  eraseApplications(client: pg.PoolClient, key: string): Promise<number>;
}

/**
 * Erasure and retention, each logged in the same transaction, and the log itself. The other
 * sections' parts of an erasure come in `parts`, so that the audit, which every section writes
 * to, imports none of them.
 */
export function postgresAudit(context: PostgresContext, parts: PostgresErasureParts): AuditStore {
  const { query, transaction, clock } = context;
  const logAudit = postgresAuditLogger(context);
  return {
    async eraseByEmail(email, actor) {
      const { key, detail } = erasureOf(email);
      const { erased: count, applications } = await transaction(async (client) => {
        const { rows } = await client.query<{ id: string }>(
          "SELECT id FROM submissions WHERE email_key = $1 OR reply_to_key = $1 FOR UPDATE",
          [key],
        );
        const ids = rows.map((row) => row.id);
        const erased = await eraseLeads(client, "WHERE id = ANY($1::bigint[])", [ids]);
        // The address's applications to the openings and their CVs go too.
        const applications = await parts.eraseApplications(client, key);
        await logAudit(client, actor, "erase", detail(erased, applications));
        return { erased, applications };
      });
      // The dead rows' space is reclaimed now rather than by autovacuum some time later. The
      // server's WAL and its backups still hold the text until they rotate: the operator's.
      if (count + applications > 0)
        await query(
          "VACUUM submissions, notes, deliveries, briefs, brief_chunks, applications, application_notes",
        );
      return count;
    },
    async deleteLeadsBefore(before, actor) {
      return transaction(async (client) => {
        const count = await eraseLeads(client, "WHERE created_at < $1", [before]);
        await logAudit(client, actor, "retention", retentionDetail(count, before));
        return count;
      });
    },
    async recordAudit(actor, action, detail) {
      await query(insertEntry, [clock(), actor, action, detail]);
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
