import type Database from "better-sqlite3";

/** What every section of the SQLite store works with: the connection and its statements. */
export interface SqliteContext {
  /**
   * A transaction that writes runs `.immediate()`: begun deferred, one that read first fails
   * with SQLITE_BUSY at once when another connection writes, whatever the busy timeout (0217).
   */
  db: Database.Database;
  /** A statement prepared on first use: a read-only reader never prepares the writing ones. */
  statement(sql: string): () => Database.Statement;
  /**
   * A statement built from a query's filters, kept by its text (a few dozen at most), so
   * repeated calls (the worker's claims, the spam check's count) never prepare again.
   */
  prepare(sql: string): Database.Statement;
}

export function sqliteContext(db: Database.Database): SqliteContext {
  const prepared = new Map<string, Database.Statement>();
  return {
    db,
    statement(sql) {
      let once: Database.Statement | undefined;
      return () => (once ??= db.prepare(sql));
    },
    prepare(sql) {
      let found = prepared.get(sql);
      if (!found) prepared.set(sql, (found = db.prepare(sql)));
      return found;
    },
  };
}
