import { mkdir, rename, rm, writeFile, readFile } from "node:fs/promises";
import path from "node:path";
import type { PhotoFormat } from "@contracts/media";
import { sqliteAuditLogger } from "../audit/sqlite";
import type { SqliteContext } from "../database/sqlite";
import {
  mediaDetail,
  toMediaRecord,
  variantsJson,
  type MediaRow,
  type MediaStore,
  type NewMedia,
} from "./media";

/**
 * The variants' files, written into a folder of their own that takes the picture's id once
 * they all are: an id's folder is never half written. Refused when the id has one.
 */
async function writeFiles(mediaDir: string, media: NewMedia) {
  const folder = path.join(mediaDir, media.id);
  const partial = `${folder}.partial`;
  await mkdir(partial, { recursive: true, mode: 0o700 });
  try {
    for (const variant of media.variants)
      await writeFile(path.join(partial, `${variant.width}.${variant.format}`), variant.bytes, {
        mode: 0o600,
        flush: true,
      });
    await rename(partial, folder);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  return folder;
}

/** The picture's record and the upload's audit entry, in one transaction. */
function insertRecord(context: SqliteContext, media: NewMedia) {
  const logAudit = sqliteAuditLogger(context);
  return context.db
    .transaction(() => {
      logAudit(media.createdBy, "image uploaded", mediaDetail(media.id, media.alt));
      return context
        .prepare(
          `INSERT INTO media (id, alt, width, height, type, size, created_at, created_by, variants)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
        )
        .get(
          media.id,
          media.alt,
          media.width,
          media.height,
          media.type,
          media.size,
          context.clock().toISOString(),
          media.createdBy,
          variantsJson(media.variants),
        ) as MediaRow;
    })
    .immediate();
}

/**
 * Pictures on SQLite: the record in the database, the bytes as files under `mediaDir` (the
 * data folder's `media/`), one folder per picture named by its random id. The files are written
 * before the record, so a picture is listed only once its bytes are there; a crash between
 * leaves a folder nobody names.
 */
export function sqliteMedia(context: SqliteContext, mediaDir: string): MediaStore {
  const { db, prepare } = context;
  const logAudit = sqliteAuditLogger(context);
  const fileOf = (id: string, width: number, format: PhotoFormat) =>
    path.join(mediaDir, id, `${width}.${format}`);
  const find = (id: string) =>
    prepare("SELECT * FROM media WHERE id = ?").get(id) as MediaRow | undefined;

  return {
    async addMedia(media) {
      const folder = await writeFiles(mediaDir, media);
      try {
        const row = insertRecord(context, media);
        return toMediaRecord(row);
      } catch (error) {
        await rm(folder, { recursive: true, force: true });
        throw error;
      }
    },
    async listMedia() {
      return (prepare("SELECT * FROM media ORDER BY created_at DESC, id").all() as MediaRow[]).map(
        toMediaRecord,
      );
    },
    async findMedia(id) {
      const row = find(id);
      return row && toMediaRecord(row);
    },
    async readMediaVariant(id, width, format) {
      const row = find(id);
      if (
        !row ||
        !toMediaRecord(row).variants.some((v) => v.width === width && v.format === format)
      )
        return undefined;
      return readFile(fileOf(id, width, format)).catch(() => undefined);
    },
    async setMediaAlt(id, alt, actor) {
      return db
        .transaction(() => {
          const changed = prepare("UPDATE media SET alt = ? WHERE id = ?").run(alt, id).changes;
          if (changed) logAudit(actor, "image alt text changed", mediaDetail(id, alt));
          return changed === 1;
        })
        .immediate();
    },
    async mediaInUse(id) {
      // The id is 22 random characters: found in a body's JSON text, it is the picture.
      return (
        prepare("SELECT 1 FROM content_versions WHERE instr(body, ?) > 0 LIMIT 1").get(id) !==
        undefined
      );
    },
    async deleteMedia(id, actor) {
      const deleted = db
        .transaction(() => {
          const row = find(id);
          if (!row) return false;
          prepare("DELETE FROM media WHERE id = ?").run(id);
          logAudit(actor, "image deleted", mediaDetail(id, row.alt));
          return true;
        })
        .immediate();
      // After the commit: a picture is gone once its record is, whatever becomes of the files.
      if (deleted) await rm(path.join(mediaDir, id), { recursive: true, force: true });
      return deleted;
    },
  };
}
