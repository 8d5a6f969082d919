import type { PostgresContext } from "../database/postgres";
import { briefColumns, toLeadBrief, type BriefRow, type BriefsStore } from "./briefs";
import { inPiecesOf } from "./chunks";

/** A chunk of a brief's bytes: one row each, written and read one at a time. */
const chunkBytes = 256 * 1024;

/**
 * At most `max` of the work at once, the rest waiting in order: a brief's transaction holds a
 * pooled connection for as long as its bytes take to arrive, and twenty at once would take the
 * whole pool from the forms' posts.
 */
function gate(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running < max) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The turn passes to the next in line, or is given back.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/** Briefs written at once: a few of the pool's connections, never most of them. */
const concurrentWrites = 2;

/**
 * Briefs on PostgreSQL: the record and the bytes in chunks in one transaction, shared by every
 * server on the database; read back a chunk per query, so memory holds one chunk at a time.
 */
export function postgresBriefs(context: PostgresContext): BriefsStore {
  const { query, transaction, clock } = context;
  const inTurn = gate(concurrentWrites);
  return {
    async addBrief(brief, bytes) {
      const row = await inTurn(() =>
        transaction(async (client) => {
          const { rows } = await client.query<BriefRow>(
            `INSERT INTO briefs (id, name, type, size, sha256, quarantined, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${briefColumns}`,
            [
              brief.id,
              brief.name,
              brief.type,
              brief.size,
              brief.sha256,
              brief.quarantined,
              clock(),
            ],
          );
          let seq = 0;
          for await (const piece of inPiecesOf(chunkBytes, bytes))
            await client.query(
              "INSERT INTO brief_chunks (brief_id, seq, bytes) VALUES ($1, $2, $3)",
              [brief.id, seq++, piece],
            );
          return rows[0] as BriefRow;
        }),
      );
      return toLeadBrief(row);
    },
    async linkBrief(id, leadId) {
      await query("UPDATE briefs SET lead_id = $2 WHERE id = $1", [id, leadId]);
    },
    async leadBriefs(leadId) {
      const { rows } = await query<BriefRow>(
        `SELECT ${briefColumns} FROM briefs WHERE lead_id = $1 ORDER BY created_at, id`,
        [leadId],
      );
      return rows.map(toLeadBrief);
    },
    async findLeadBrief(leadId, id) {
      const { rows } = await query<BriefRow>(
        `SELECT ${briefColumns} FROM briefs WHERE lead_id = $1 AND id = $2`,
        [leadId, id],
      );
      return rows[0] && toLeadBrief(rows[0]);
    },
    async readBrief(id) {
      const { rows } = await query<{ n: string }>(
        "SELECT (SELECT count(*) FROM brief_chunks WHERE brief_id = $1) AS n FROM briefs WHERE id = $1",
        [id],
      );
      if (!rows[0]) return undefined;
      const count = Number(rows[0].n);
      return (async function* () {
        for (let seq = 0; seq < count; seq++) {
          const chunk = await query<{ bytes: Buffer }>(
            "SELECT bytes FROM brief_chunks WHERE brief_id = $1 AND seq = $2",
            [id, seq],
          );
          if (chunk.rows[0]) yield chunk.rows[0].bytes;
        }
      })();
    },
    async deleteUnclaimedBriefs(before) {
      // The chunks go with each (ON DELETE CASCADE).
      const { rows } = await query<{ id: string }>(
        `DELETE FROM briefs WHERE lead_id IS NULL AND created_at < $1
           AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.cv_id = briefs.id)
         RETURNING id`,
        [before],
      );
      return rows.map((row) => row.id);
    },
    async deleteBrief(id) {
      // The chunks go with it (ON DELETE CASCADE).
      const result = await query("DELETE FROM briefs WHERE id = $1", [id]);
      return result.rowCount === 1;
    },
  };
}
