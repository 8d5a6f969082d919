import type { DeliveryRequest, DeskStore, LeadQuery, LeadStatus } from "../lead-store";
import {
  isRelease,
  statusDetail,
  leadColumns,
  leadFilter,
  streamBatchSize,
  toDelivery,
  toLead,
  toNote,
  type DeliveryRow,
  type LeadRow,
  type NoteRow,
} from "../shared";
import { sqliteAuditLogger } from "./audit";
import type { SqliteContext } from "./context";

/** The WHERE clause of a lead query, with `extra` clauses, and its parameters in order. */
function where(query: LeadQuery, extra: string[] = []) {
  const params: unknown[] = [];
  const clauses = [
    ...leadFilter(
      query,
      (value) => {
        params.push(value);
        return "?";
      },
      "LIKE",
    ),
    ...extra,
  ];
  return { sql: clauses.length > 0 ? `WHERE ${clauses.join(" AND ")}` : "", params };
}

/** The lead desk: listing, streaming and reading leads, their status and notes. */
export function sqliteDesk(context: SqliteContext): DeskStore {
  const { db, statement, prepare } = context;
  const leadById = statement(`SELECT ${leadColumns} FROM submissions WHERE id = ?`);
  const logAudit = sqliteAuditLogger(context);

  return {
    async listLeads(query, { offset, limit }) {
      const filter = where(query);
      const total = (
        prepare(`SELECT count(*) AS n FROM submissions ${filter.sql}`).get(...filter.params) as {
          n: number;
        }
      ).n;
      const rows = prepare(
        `SELECT ${leadColumns} FROM submissions ${filter.sql} ORDER BY id DESC LIMIT ? OFFSET ?`,
      ).all(...filter.params, limit, offset) as LeadRow[];
      return { leads: rows.map(toLead), total };
    },
    async *streamLeads(query) {
      let before = Number.MAX_SAFE_INTEGER;
      for (;;) {
        const filter = where(query, ["id < ?"]);
        const rows = prepare(
          `SELECT ${leadColumns} FROM submissions ${filter.sql} ORDER BY id DESC LIMIT ?`,
        ).all(...filter.params, before, streamBatchSize) as LeadRow[];
        for (const row of rows) yield toLead(row);
        if (rows.length < streamBatchSize) return;
        before = Number(rows[rows.length - 1]?.id);
      }
    },
    async getLead(id) {
      const row = leadById().get(id) as LeadRow | undefined;
      if (!row) return undefined;
      const notes = prepare("SELECT * FROM notes WHERE lead_id = ? ORDER BY id").all(
        id,
      ) as NoteRow[];
      const deliveries = prepare("SELECT * FROM deliveries WHERE lead_id = ? ORDER BY id").all(
        id,
      ) as DeliveryRow[];
      return { ...toLead(row), notes: notes.map(toNote), deliveries: deliveries.map(toDelivery) };
    },
    async setLeadStatus(id, status: LeadStatus, actor, release) {
      return db.transaction(() => {
        const before = prepare("SELECT status, email FROM submissions WHERE id = ?").get(id) as
          { status: LeadStatus; email: string | null } | undefined;
        if (!before) return false;
        prepare("UPDATE submissions SET status = ? WHERE id = ?").run(status, id);
        let queued: DeliveryRequest[] = [];
        if (release && isRelease(before.status, status)) {
          const existing = prepare("SELECT kind, target FROM deliveries WHERE lead_id = ?").all(
            id,
          ) as DeliveryRequest[];
          queued = release(before, existing);
          const now = Date.now();
          for (const delivery of queued)
            prepare(
              "INSERT INTO deliveries (lead_id, kind, target, next_attempt_at) VALUES (?, ?, ?, ?)",
            ).run(id, delivery.kind, delivery.target, now);
        }
        if (before.status !== status)
          logAudit(actor, "status", statusDetail(id, before.status, status, queued));
        return true;
      })();
    },
    async addNote(leadId, author, body, now = new Date()) {
      return db.transaction(() => {
        if (!leadById().get(leadId)) return undefined;
        const row = prepare(
          "INSERT INTO notes (lead_id, author, body, created_at) VALUES (?, ?, ?, ?) RETURNING *",
        ).get(leadId, author, body, now.toISOString()) as NoteRow;
        return toNote(row);
      })();
    },
  };
}
