import type pg from "pg";
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
import type { PostgresContext } from "../database/postgres";

type Pinned = Array<{ key: string; versionId: number }>;

/**
 * Every publish, by hand or by a schedule, holds this lock through its commit: publishes are
 * one at a time across every server, so their ids (the site's generations) commit in order
 * and a server that has seen generation n has seen every publish before it.
 */
const publishLock = 7_310_054;
/** With a document's key hashed, the lock a save made on a version holds (two keys: apart from the publish lock's). */
const draftLock = 7_310_055;
const beginPublish = `BEGIN; SELECT pg_advisory_xact_lock(${publishLock})`;

const versionById = `SELECT ${versionColumns} FROM content_versions v WHERE v.id = $1`;

async function newestPinned(client: pg.PoolClient, keys: string[]): Promise<Pinned> {
  const { rows } = await client.query<{ doc_key: string; id: string }>(
    `SELECT doc_key, max(id) AS id FROM content_versions WHERE doc_key = ANY ($1::text[])
     GROUP BY doc_key`,
    [[...new Set(keys)]],
  );
  const found = new Map(rows.map((row) => [row.doc_key, Number(row.id)]));
  return [...new Set(keys)].flatMap((key) => {
    const id = found.get(key);
    return id === undefined ? [] : [{ key, versionId: id }];
  });
}

/** The newest version of each of `keys`, once each is the one the editor saw. */
async function seenPinned(
  client: pg.PoolClient,
  keys: string[],
  basedOn: SeenVersions | undefined,
): Promise<Pinned> {
  const pinned = await newestPinned(client, keys);
  const overtaken = overtakenKey(keys, pinned, basedOn);
  if (overtaken === undefined) return pinned;
  const versionId = pinned.find(({ key }) => key === overtaken)?.versionId;
  const { rows } = await client.query<ContentVersionRow>(versionById, [versionId ?? 0]);
  throw new ContentConflictError(rows[0] && toContentVersion(rows[0]));
}

/** Makes `pinned` live (those not live already), under the publish lock; its row, or undefined. */
async function publishVersions(
  client: pg.PoolClient,
  pinned: Pinned,
  author: string | null,
  scheduleId: number | null,
  at: Date,
) {
  const { rows: live } = await client.query<{ doc_key: string; version_id: string }>(
    "SELECT doc_key, version_id FROM content_live WHERE doc_key = ANY ($1::text[])",
    [pinned.map(({ key }) => key)],
  );
  const liveOf = new Map(live.map((row) => [row.doc_key, Number(row.version_id)]));
  const changed = pinned.filter(({ key, versionId }) => replacesLive(liveOf.get(key), versionId));
  if (changed.length === 0) return undefined;
  const { rows } = await client.query<ContentPublishRow>(
    `INSERT INTO content_publishes (author, published_at, versions, schedule_id)
     VALUES ($1, $2, $3, $4) RETURNING *`,
    [author, at, JSON.stringify(changed), scheduleId],
  );
  const row = rows[0] as ContentPublishRow;
  const keys = changed.map(({ key }) => key);
  const ids = changed.map(({ versionId }) => versionId);
  await client.query(
    `UPDATE content_versions SET published_at = coalesce(published_at, $2)
     WHERE id = ANY ($1::bigint[])`,
    [ids, at],
  );
  await client.query(
    `INSERT INTO content_live (doc_key, version_id, publish_id)
     SELECT doc_key, version_id, $3 FROM unnest($1::text[], $2::bigint[]) AS t (doc_key, version_id)
     ON CONFLICT (doc_key) DO UPDATE SET version_id = excluded.version_id,
       publish_id = excluded.publish_id`,
    [keys, ids, row.id],
  );
  return toContentPublish(row);
}

/** Runs every schedule due by `now`, under the publish lock; the publishes they made. */
async function runDueSchedules(client: pg.PoolClient, now: Date) {
  // Read after the lock: a schedule another server ran while this one waited is seen as run.
  const { rows } = await client.query<ContentScheduleRow>(
    `SELECT * FROM content_schedules
       WHERE due_at <= $1 AND ran_at IS NULL AND cancelled_at IS NULL
       ORDER BY due_at, id FOR UPDATE SKIP LOCKED`,
    [now],
  );
  const published = [];
  for (const schedule of rows.map(toContentSchedule)) {
    const made = await publishVersions(
      client,
      schedule.versions,
      schedule.author,
      schedule.id,
      now,
    );
    await client.query("UPDATE content_schedules SET ran_at = $2, publish_id = $3 WHERE id = $1", [
      schedule.id,
      now,
      made?.id ?? null,
    ]);
    if (made) published.push(made);
  }
  return published;
}

/** Saving, restoring and reading versions. */
function postgresVersions({
  query,
  transaction,
  clock,
}: PostgresContext): Pick<
  ContentStore,
  | "saveContentDraft"
  | "restoreContentVersion"
  | "contentVersion"
  | "latestContentVersions"
  | "liveContentVersions"
  | "contentHistory"
> {
  const insertVersion = async (
    client: pg.PoolClient | PostgresContext["pool"],
    values: [string, string, string | null, string, number | null],
  ) => {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO content_versions (doc_key, body, author, origin, restored_from, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [...values, clock()],
    );
    const read = await client.query<ContentVersionRow>(versionById, [rows[0]?.id]);
    return toContentVersion(read.rows[0] as ContentVersionRow);
  };
  const versions = async (sql: string, params: unknown[] = []) =>
    (await query<ContentVersionRow>(sql, params)).rows.map(toContentVersion);

  return {
    async saveContentDraft({ key, body, author, origin = "edit", basedOn }) {
      return transaction(async (client) => {
        if (basedOn !== undefined) {
          // Saves made on a version of one document wait for each other, so the newest read here stays the
          // newest until this one commits.
          await client.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [draftLock, key]);
          const { rows } = await client.query<ContentVersionRow>(
            `SELECT ${versionColumns} FROM content_versions v WHERE v.doc_key = $1
             ORDER BY v.id DESC LIMIT 1`,
            [key],
          );
          const newest = rows[0] && toContentVersion(rows[0]);
          if ((newest?.id ?? null) !== basedOn) throw new ContentConflictError(newest);
        }
        return insertVersion(client, [key, JSON.stringify(body), author, origin, null]);
      });
    },
    async restoreContentVersion({ key, versionId, author }) {
      return transaction(async (client) => {
        const { rows } = await client.query<ContentVersionRow>(versionById, [versionId]);
        const earlier = rows[0];
        if (!earlier || earlier.doc_key !== key) return undefined;
        return insertVersion(client, [key, earlier.body, author, "restore", versionId]);
      });
    },
    async contentVersion(id) {
      return (await versions(versionById, [id]))[0];
    },
    async latestContentVersions() {
      return versions(
        `SELECT ${versionColumns} FROM content_versions v
         WHERE v.id IN (SELECT max(id) FROM content_versions GROUP BY doc_key) ORDER BY v.doc_key`,
      );
    },
    async liveContentVersions() {
      return versions(
        `SELECT ${versionColumns} FROM content_versions v
         WHERE v.id IN (SELECT version_id FROM content_live) ORDER BY v.doc_key`,
      );
    },
    async contentHistory(key, { limit, before } = {}) {
      return versions(
        `SELECT ${versionColumns} FROM content_versions v
         WHERE v.doc_key = $1 AND v.id < $2 ORDER BY v.id DESC LIMIT $3`,
        [key, before ?? Number.MAX_SAFE_INTEGER, historyLimit(limit)],
      );
    },
  };
}

/** Publishing, now or at a time. */
function postgresPublishes({
  query,
  transaction,
  clock,
}: PostgresContext): Omit<ContentStore, keyof ReturnType<typeof postgresVersions> | PathsEverLive> {
  return {
    async publishContent({ keys, author, basedOn }) {
      return transaction(
        async (client) =>
          publishVersions(client, await seenPinned(client, keys, basedOn), author, null, clock()),
        beginPublish,
      );
    },
    async contentGeneration() {
      const { rows } = await query<{ id: string | null }>(
        "SELECT max(id) AS id FROM content_publishes",
      );
      return Number(rows[0]?.id ?? 0);
    },
    async contentPublish(id) {
      const { rows } = await query<ContentPublishRow>(
        "SELECT * FROM content_publishes WHERE id = $1",
        [id],
      );
      return rows[0] && toContentPublish(rows[0]);
    },
    async scheduleContentPublish({ keys, dueAt, author, basedOn }) {
      return transaction(async (client) => {
        const pinned = await seenPinned(client, keys, basedOn);
        if (pinned.length === 0) return undefined;
        const { rows } = await client.query<ContentScheduleRow>(
          `INSERT INTO content_schedules (versions, due_at, author, created_at)
           VALUES ($1, $2, $3, $4) RETURNING *`,
          [JSON.stringify(pinned), dueAt, author, clock()],
        );
        return toContentSchedule(rows[0] as ContentScheduleRow);
      });
    },
    async cancelContentSchedule(id) {
      const { rowCount } = await query(
        `UPDATE content_schedules SET cancelled_at = $2
         WHERE id = $1 AND ran_at IS NULL AND cancelled_at IS NULL`,
        [id, clock()],
      );
      return rowCount === 1;
    },
    async pendingContentSchedules() {
      const { rows } = await query<ContentScheduleRow>(
        `SELECT * FROM content_schedules WHERE ran_at IS NULL AND cancelled_at IS NULL
         ORDER BY due_at, id`,
      );
      return rows.map(toContentSchedule);
    },
    async publishDueContent() {
      const now = clock();
      // Every server's timer asks; only when something is due does one take the lock.
      const { rowCount } = await query(
        `SELECT 1 FROM content_schedules
         WHERE due_at <= $1 AND ran_at IS NULL AND cancelled_at IS NULL LIMIT 1`,
        [now],
      );
      if (!rowCount) return [];
      return transaction((client) => runDueSchedules(client, now), beginPublish);
    },
  };
}

/** The content section on PostgreSQL (bodies as text: the JSON exactly as it was saved). */
export function postgresContent(context: PostgresContext): ContentStore {
  return {
    ...postgresVersions(context),
    ...postgresPublishes(context),
    ...postgresPathsEverLive(context),
  };
}

/** The pages the live content ever made that may go (an opening's), for their 410. */
function postgresPathsEverLive({ query }: PostgresContext): Pick<ContentStore, PathsEverLive> {
  return {
    async rememberLivePaths(paths) {
      if (paths.length === 0) return;
      await query(
        `INSERT INTO content_paths_ever_live (path) SELECT lower(unnest($1::text[]))
         ON CONFLICT DO NOTHING`,
        [[...paths]],
      );
    },
    async pathsEverLive() {
      const { rows } = await query<{ path: string }>(
        "SELECT path FROM content_paths_ever_live ORDER BY path",
      );
      return rows.map((row) => row.path);
    },
  };
}
