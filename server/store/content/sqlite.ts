import {
  ContentConflictError,
  historyLimit,
  overtakenKey,
  replacesLive,
  toContentPublish,
  toContentSchedule,
  toContentVersion,
  versionColumns,
  type ContentPublishRow,
  type ContentScheduleRow,
  type ContentStore,
  type PathsEverLive,
  type ContentVersionRow,
  type SeenVersions,
} from "./content";
import type { SqliteContext } from "../database/sqlite";

type Pinned = Array<{ key: string; versionId: number }>;

/** The statements both halves of the section share. */
function sqliteContentRows({ prepare, clock }: SqliteContext) {
  const version = (id: number) =>
    prepare(`SELECT ${versionColumns} FROM content_versions v WHERE v.id = ?`).get(id) as
      ContentVersionRow | undefined;
  const newestOf = (key: string) =>
    prepare("SELECT id FROM content_versions WHERE doc_key = ? ORDER BY id DESC LIMIT 1").get(
      key,
    ) as { id: number } | undefined;
  const liveOf = (key: string) =>
    prepare("SELECT version_id FROM content_live WHERE doc_key = ?").get(key) as
      { version_id: number } | undefined;

  /** Makes `pinned` live (those not live already); the publish's row, or undefined. */
  const publishVersions = (pinned: Pinned, author: string | null, scheduleId: number | null) => {
    const changed = pinned.filter(({ key, versionId }) =>
      replacesLive(liveOf(key)?.version_id, versionId),
    );
    if (changed.length === 0) return undefined;
    const at = clock().toISOString();
    const row = prepare(
      `INSERT INTO content_publishes (author, published_at, versions, schedule_id)
       VALUES (?, ?, ?, ?) RETURNING *`,
    ).get(author, at, JSON.stringify(changed), scheduleId) as ContentPublishRow;
    for (const { key, versionId } of changed) {
      prepare(
        "UPDATE content_versions SET published_at = coalesce(published_at, ?) WHERE id = ?",
      ).run(at, versionId);
      prepare(
        `INSERT INTO content_live (doc_key, version_id, publish_id) VALUES (?, ?, ?)
         ON CONFLICT (doc_key) DO UPDATE SET version_id = excluded.version_id,
           publish_id = excluded.publish_id`,
      ).run(key, versionId, row.id);
    }
    return toContentPublish(row);
  };
  const newestPinned = (keys: string[]): Pinned =>
    [...new Set(keys)].flatMap((key) => {
      const newest = newestOf(key);
      return newest ? [{ key, versionId: newest.id }] : [];
    });
  /** The newest version of each of `keys`, once each is the one the editor saw. */
  const seenPinned = (keys: string[], basedOn: SeenVersions | undefined): Pinned => {
    const pinned = newestPinned(keys);
    const overtaken = overtakenKey(keys, pinned, basedOn);
    if (overtaken === undefined) return pinned;
    const newest = newestOf(overtaken);
    throw new ContentConflictError(
      newest && toContentVersion(version(newest.id) as ContentVersionRow),
    );
  };

  const insertVersion = (
    key: string,
    body: string,
    author: string | null,
    origin: string,
    restoredFrom: number | null,
  ) => {
    const { id } = prepare(
      `INSERT INTO content_versions (doc_key, body, author, origin, restored_from, created_at)
       VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
    ).get(key, body, author, origin, restoredFrom, clock().toISOString()) as { id: number };
    return toContentVersion(version(id) as ContentVersionRow);
  };

  return { version, newestOf, liveOf, publishVersions, seenPinned, insertVersion };
}
type Rows = ReturnType<typeof sqliteContentRows>;

/** Saving, restoring and reading versions. */
function sqliteVersions(
  { db, prepare }: SqliteContext,
  { version, newestOf, insertVersion }: Rows,
): Pick<
  ContentStore,
  | "saveContentDraft"
  | "restoreContentVersion"
  | "contentVersion"
  | "latestContentVersions"
  | "liveContentVersions"
  | "contentHistory"
> {
  return {
    async saveContentDraft({ key, body, author, origin = "edit", basedOn }) {
      return db
        .transaction(() => {
          if (basedOn !== undefined) {
            const newest = newestOf(key);
            if ((newest?.id ?? null) !== basedOn)
              throw new ContentConflictError(
                newest && toContentVersion(version(newest.id) as ContentVersionRow),
              );
          }
          return insertVersion(key, JSON.stringify(body), author, origin, null);
        })
        .immediate();
    },
    async restoreContentVersion({ key, versionId, author }) {
      return db
        .transaction(() => {
          const earlier = version(versionId);
          if (!earlier || earlier.doc_key !== key) return undefined;
          return insertVersion(key, earlier.body, author, "restore", versionId);
        })
        .immediate();
    },
    async contentVersion(id) {
      const row = version(id);
      return row && toContentVersion(row);
    },
    async latestContentVersions() {
      const rows = prepare(
        `SELECT ${versionColumns} FROM content_versions v
         WHERE v.id IN (SELECT max(id) FROM content_versions GROUP BY doc_key) ORDER BY v.doc_key`,
      ).all() as ContentVersionRow[];
      return rows.map(toContentVersion);
    },
    async liveContentVersions() {
      const rows = prepare(
        `SELECT ${versionColumns} FROM content_versions v
         WHERE v.id IN (SELECT version_id FROM content_live) ORDER BY v.doc_key`,
      ).all() as ContentVersionRow[];
      return rows.map(toContentVersion);
    },
    async contentHistory(key, { limit, before } = {}) {
      const rows = prepare(
        `SELECT ${versionColumns} FROM content_versions v
         WHERE v.doc_key = ? AND v.id < ? ORDER BY v.id DESC LIMIT ?`,
      ).all(key, before ?? Number.MAX_SAFE_INTEGER, historyLimit(limit)) as ContentVersionRow[];
      return rows.map(toContentVersion);
    },
  };
}

/** Publishing, now or at a time. */
function sqlitePublishes(
  { db, prepare, clock }: SqliteContext,
  { publishVersions, seenPinned }: Rows,
): Omit<ContentStore, keyof ReturnType<typeof sqliteVersions> | PathsEverLive> {
  return {
    async publishContent({ keys, author, basedOn }) {
      return db
        .transaction(() => publishVersions(seenPinned(keys, basedOn), author, null))
        .immediate();
    },
    async contentGeneration() {
      const row = prepare("SELECT max(id) AS id FROM content_publishes").get() as {
        id: number | null;
      };
      return row.id ?? 0;
    },
    async contentPublish(id) {
      const row = prepare("SELECT * FROM content_publishes WHERE id = ?").get(id) as
        ContentPublishRow | undefined;
      return row && toContentPublish(row);
    },
    async scheduleContentPublish({ keys, dueAt, author, basedOn }) {
      return db
        .transaction(() => {
          const pinned = seenPinned(keys, basedOn);
          if (pinned.length === 0) return undefined;
          const row = prepare(
            `INSERT INTO content_schedules (versions, due_at, author, created_at)
             VALUES (?, ?, ?, ?) RETURNING *`,
          ).get(
            JSON.stringify(pinned),
            dueAt.toISOString(),
            author,
            clock().toISOString(),
          ) as ContentScheduleRow;
          return toContentSchedule(row);
        })
        .immediate();
    },
    async cancelContentSchedule(id) {
      const { changes } = prepare(
        `UPDATE content_schedules SET cancelled_at = ?
         WHERE id = ? AND ran_at IS NULL AND cancelled_at IS NULL`,
      ).run(clock().toISOString(), id);
      return changes === 1;
    },
    async pendingContentSchedules() {
      const rows = prepare(
        `SELECT * FROM content_schedules WHERE ran_at IS NULL AND cancelled_at IS NULL
         ORDER BY due_at, id`,
      ).all() as ContentScheduleRow[];
      return rows.map(toContentSchedule);
    },
    async publishDueContent() {
      return db
        .transaction(() => {
          const now = clock().toISOString();
          const due = prepare(
            `SELECT * FROM content_schedules
             WHERE due_at <= ? AND ran_at IS NULL AND cancelled_at IS NULL ORDER BY due_at, id`,
          ).all(now) as ContentScheduleRow[];
          return due.flatMap((row) => {
            const schedule = toContentSchedule(row);
            const published = publishVersions(schedule.versions, schedule.author, schedule.id);
            prepare("UPDATE content_schedules SET ran_at = ?, publish_id = ? WHERE id = ?").run(
              now,
              published?.id ?? null,
              schedule.id,
            );
            return published ? [published] : [];
          });
        })
        .immediate();
    },
  };
}

/**
 * The content section on SQLite. A publish is one transaction begun immediate: the versions it
 * makes live, the live rows and the publish's own row commit together or not at all.
 */
export function sqliteContent(context: SqliteContext): ContentStore {
  const rows = sqliteContentRows(context);
  return {
    ...sqliteVersions(context, rows),
    ...sqlitePublishes(context, rows),
    ...sqlitePathsEverLive(context),
  };
}

/** The pages the live content ever made that may go (an opening's), for their 410. */
function sqlitePathsEverLive({ db, prepare }: SqliteContext): Pick<ContentStore, PathsEverLive> {
  return {
    async rememberLivePaths(paths) {
      const insert = prepare(
        "INSERT INTO content_paths_ever_live (path) VALUES (?) ON CONFLICT DO NOTHING",
      );
      db.transaction(() => {
        for (const pagePath of paths) insert.run(pagePath.toLowerCase());
      }).immediate();
    },
    async pathsEverLive() {
      return prepare("SELECT path FROM content_paths_ever_live ORDER BY path")
        .pluck()
        .all() as string[];
    },
  };
}
