import { postgresAuditLogger } from "../audit/postgres";
import type { PostgresContext } from "../database/postgres";
import { mediaDetail, toMediaRecord, variantsJson, type MediaRow, type MediaStore } from "./media";

/** Pictures on PostgreSQL: the record and every variant's bytes in the database, shared by every server. */
export function postgresMedia(context: PostgresContext): MediaStore {
  const { query, transaction, clock } = context;
  const logAudit = postgresAuditLogger(context);
  return {
    async addMedia(media) {
      const row = await transaction(async (client) => {
        const { rows } = await client.query<MediaRow>(
          `INSERT INTO media (id, alt, width, height, type, size, created_at, created_by, variants)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
          [
            media.id,
            media.alt,
            media.width,
            media.height,
            media.type,
            media.size,
            clock(),
            media.createdBy,
            variantsJson(media.variants),
          ],
        );
        for (const variant of media.variants)
          await client.query(
            "INSERT INTO media_variants (media_id, width, format, bytes) VALUES ($1, $2, $3, $4)",
            [media.id, variant.width, variant.format, variant.bytes],
          );
        await logAudit(client, media.createdBy, "image uploaded", mediaDetail(media.id, media.alt));
        return rows[0] as MediaRow;
      });
      return toMediaRecord(row);
    },
    async listMedia() {
      const { rows } = await query<MediaRow>("SELECT * FROM media ORDER BY created_at DESC, id");
      return rows.map(toMediaRecord);
    },
    async findMedia(id) {
      const { rows } = await query<MediaRow>("SELECT * FROM media WHERE id = $1", [id]);
      return rows[0] && toMediaRecord(rows[0]);
    },
    async readMediaVariant(id, width, format) {
      const { rows } = await query<{ bytes: Buffer }>(
        "SELECT bytes FROM media_variants WHERE media_id = $1 AND width = $2 AND format = $3",
        [id, width, format],
      );
      return rows[0]?.bytes;
    },
    async setMediaAlt(id, alt, actor) {
      return transaction(async (client) => {
        const result = await client.query("UPDATE media SET alt = $2 WHERE id = $1", [id, alt]);
        if (result.rowCount !== 1) return false;
        await logAudit(client, actor, "image alt text changed", mediaDetail(id, alt));
        return true;
      });
    },
    async mediaInUse(id) {
      // The id is 22 random characters: found in a body's JSON text, it is the picture.
      const { rows } = await query(
        "SELECT 1 FROM content_versions WHERE strpos(body, $1) > 0 LIMIT 1",
        [id],
      );
      return rows.length > 0;
    },
    async deleteMedia(id, actor) {
      return transaction(async (client) => {
        // The variants go with it (ON DELETE CASCADE).
        const { rows } = await client.query<{ alt: string }>(
          "DELETE FROM media WHERE id = $1 RETURNING alt",
          [id],
        );
        if (!rows[0]) return false;
        await logAudit(client, actor, "image deleted", mediaDetail(id, rows[0].alt));
        return true;
      });
    },
  };
}
