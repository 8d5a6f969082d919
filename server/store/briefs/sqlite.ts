import { createReadStream, createWriteStream } from "node:fs";
import { access, mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { SqliteContext } from "../database/sqlite";
import { briefColumns, toLeadBrief, type BriefRow, type BriefsStore } from "./briefs";

/**
 * Briefs on SQLite: the record in the database, the bytes a file under `briefsDir` (the data
 * folder's `briefs/`) named by the brief's random id. The file is written beside its place and
 * renamed into it once whole and flushed, and the record written after: a brief is listed only
 * once its bytes are there; a failed write leaves nothing.
 */
export function sqliteBriefs(context: SqliteContext, briefsDir: string): BriefsStore {
  const { prepare, clock } = context;
  const fileOf = (id: string) => path.join(briefsDir, id);
  const removeFile = (id: string) => rm(fileOf(id), { force: true });

  return {
    async addBrief(brief, bytes) {
      await mkdir(briefsDir, { recursive: true, mode: 0o700 });
      const partial = `${fileOf(brief.id)}.partial`;
      const sink = createWriteStream(partial, { mode: 0o600, flush: true });
      try {
        await pipeline(Readable.from(bytes), sink);
        await rename(partial, fileOf(brief.id));
        const row = prepare(
          `INSERT INTO briefs (id, name, type, size, sha256, quarantined, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING ${briefColumns}`,
        ).get(
          brief.id,
          brief.name,
          brief.type,
          brief.size,
          brief.sha256,
          brief.quarantined ? 1 : 0,
          clock().toISOString(),
        ) as BriefRow;
        return toLeadBrief(row);
      } catch (error) {
        // The file opens after the stream is made: bytes that fail at once can reject the
        // pipeline before the open, and a file removed then would be created after it.
        if (!sink.closed) await new Promise<void>((closed) => sink.once("close", () => closed()));
        await rm(partial, { force: true });
        await removeFile(brief.id);
        throw error;
      }
    },
    async linkBrief(id, leadId) {
      prepare("UPDATE briefs SET lead_id = ? WHERE id = ?").run(leadId, id);
    },
    async leadBriefs(leadId) {
      const rows = prepare(
        `SELECT ${briefColumns} FROM briefs WHERE lead_id = ? ORDER BY created_at, id`,
      ).all(leadId) as BriefRow[];
      return rows.map(toLeadBrief);
    },
    async findLeadBrief(leadId, id) {
      const row = prepare(`SELECT ${briefColumns} FROM briefs WHERE lead_id = ? AND id = ?`).get(
        leadId,
        id,
      ) as BriefRow | undefined;
      return row && toLeadBrief(row);
    },
    async readBrief(id) {
      if (!prepare("SELECT 1 FROM briefs WHERE id = ?").get(id)) return undefined;
      const file = fileOf(id);
      return access(file).then(
        () => createReadStream(file) as AsyncIterable<Buffer>,
        () => undefined,
      );
    },
    async deleteBrief(id) {
      const deleted = prepare("DELETE FROM briefs WHERE id = ?").run(id).changes === 1;
      await removeFile(id);
      return deleted;
    },
    async deleteUnclaimedBriefs(before) {
      const rows = prepare(
        `DELETE FROM briefs WHERE lead_id IS NULL AND created_at < ?
           AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.cv_id = briefs.id)
         RETURNING id`,
      ).all(before.toISOString()) as Array<{ id: string }>;
      const ids = rows.map((row) => row.id);
      await removeBriefFiles(briefsDir, ids);
      return ids;
    },
  };
}

/** The files of briefs whose records an erasure or retention deleted. */
export const removeBriefFiles = (briefsDir: string, ids: string[]) =>
  Promise.all(ids.map((id) => rm(path.join(briefsDir, id), { force: true })));
