import type { SqliteContext } from "../database/sqlite";

/**
 * The lead search's trigram index, written after the intake's commit (decision 0113). FTS5
 * writes a new segment, and merges, at every commit that touched it: one lead per transaction
 * cost about 650 µs of trigrams, 200 in one transaction about 50 µs each. So a new lead's
 * trigrams are no longer written in the form's transaction: a trigger only adds its id to
 * lead_search_pending, in the same transaction as the lead, and the index writer moves the
 * pending leads into the index in batches a little later, off the form's answer. The pending
 * list is in the database, so a crash between the two loses nothing: the next start drains it.
 *
 * A search still finds a pending lead: searchIndexClause (search.ts) lets the pending ids
 * through to the LIKE clauses, which decide as they always did. A pending lead that is changed
 * or erased is only taken off the list (the index holds nothing of it yet); an indexed one is
 * taken out of the index as before.
 */
export const searchIndexMigration = `
  CREATE TABLE lead_search_pending (id INTEGER PRIMARY KEY);
  DROP TRIGGER lead_search_insert;
  DROP TRIGGER lead_search_delete;
  DROP TRIGGER lead_search_update;
  CREATE TRIGGER lead_search_insert AFTER INSERT ON submissions BEGIN
    INSERT INTO lead_search_pending (id) VALUES (new.id);
  END;
  CREATE TRIGGER lead_search_delete AFTER DELETE ON submissions BEGIN
    INSERT INTO lead_search (lead_search, rowid, name, email, message)
      SELECT 'delete', old.id, old.name, old.email, old.message
      WHERE NOT EXISTS (SELECT 1 FROM lead_search_pending WHERE id = old.id);
    DELETE FROM lead_search_pending WHERE id = old.id;
  END;
  CREATE TRIGGER lead_search_update AFTER UPDATE OF name, email, message ON submissions
  WHEN NOT EXISTS (SELECT 1 FROM lead_search_pending WHERE id = old.id) BEGIN
    INSERT INTO lead_search (lead_search, rowid, name, email, message)
      VALUES ('delete', old.id, old.name, old.email, old.message);
    INSERT INTO lead_search (rowid, name, email, message)
      VALUES (new.id, new.name, new.email, new.message);
  END;`;

/** Pending leads indexed per transaction: a bounded pause of the event loop (about 15 ms). */
const batchSize = 256;

export interface SearchIndexWriter {
  /** Drains the pending list a little later (after `delayMs`), in batches between requests. */
  schedule(): void;
  /** Indexes every pending lead now, in one go (at start-up and at close). */
  drainAll(): void;
  /** Cancels a scheduled drain. */
  stop(): void;
}

export function sqliteSearchIndex(
  { db, statement }: SqliteContext,
  { delayMs = 100 }: { delayMs?: number } = {},
): SearchIndexWriter {
  const lastOfBatch = statement(
    "SELECT max(id) AS last FROM (SELECT id FROM lead_search_pending ORDER BY id LIMIT ?)",
  );
  const index = statement(
    `INSERT INTO lead_search (rowid, name, email, message)
     SELECT id, name, email, message FROM submissions
     WHERE id IN (SELECT id FROM lead_search_pending WHERE id <= ?)`,
  );
  const indexed = statement("DELETE FROM lead_search_pending WHERE id <= ?");
  const syncNormal = statement("PRAGMA synchronous = NORMAL");
  const syncFull = statement("PRAGMA synchronous = FULL");
  const batch = db.transaction(() => {
    const { last } = lastOfBatch().get(batchSize) as { last: number | null };
    if (last === null) return 0;
    index().run(last);
    return indexed().run(last).changes;
  });
  /**
   * One batch, committed without an fsync of its own: should a crash lose it, the leads are
   * still pending (their own commit was synced), and the next commit's fsync covers it anyway.
   */
  const drainBatch = () => {
    syncNormal().run();
    try {
      return batch.immediate();
    } finally {
      syncFull().run();
    }
  };

  let timer: NodeJS.Timeout | undefined;
  const step = () => {
    timer = undefined;
    if (!db.open) return;
    let moved: number;
    try {
      moved = drainBatch();
    } catch {
      // Busy (another process writes) or a failing disk: the leads stay pending, searchable,
      // and a later attempt takes them.
      timer = setTimeout(step, delayMs * 10).unref();
      return;
    }
    // More pending: the next batch after the requests that arrived meanwhile.
    if (moved >= batchSize) timer = setTimeout(step, 0).unref();
  };

  return {
    schedule() {
      timer ??= setTimeout(step, delayMs).unref();
    },
    drainAll() {
      while (drainBatch() >= batchSize);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
