import { closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

/** What every section of the SQLite store works with: the connection and its statements. */
export interface SqliteContext {
  /**
   * A transaction that writes runs `.immediate()`: begun deferred, one that read first fails
   * with SQLITE_BUSY at once when another connection writes, whatever the busy timeout.
   */
  db: Database.Database;
  /** A statement prepared on first use: a read-only reader never prepares the writing ones. */
  statement(sql: string): () => Database.Statement;
  /**
   * A statement built from a query's filters, kept by its text (a few dozen at most), so
   * repeated calls (the worker's claims, the spam check's count) never prepare again.
   */
  prepare(sql: string): Database.Statement;
  /**
   * The time of every write that is given none: the JavaScript clock unless a test holds it,
   * the same on both dialects (never the database's own clock).
   */
  clock(): Date;
}

export function sqliteContext(db: Database.Database, clock: () => Date): SqliteContext {
  const prepared = new Map<string, Database.Statement>();
  return {
    db,
    clock,
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

/**
 * The connection with the pragmas every store connection runs with; a writer's also make each
 * commit durable and each deletion zeroed. The caller migrates it (a writer) or checks its
 * version (a reader).
 */
export function openSqliteDatabase(databasePath: string, readonly: boolean) {
  if (!readonly) {
    // Leads are personal data: the folder and the files are the server's user's alone (0700,
    // 0600). SQLite gives its -wal and -shm files the database file's permissions.
    mkdirSync(path.dirname(databasePath), { recursive: true, mode: 0o700 });
    closeSync(openSync(databasePath, "a", 0o600));
  }
  const db = new Database(databasePath, { readonly, fileMustExist: readonly });
  db.pragma("busy_timeout = 5000");
  if (!readonly) {
    db.pragma("journal_mode = WAL");
    // FULL: each commit is fsynced before it returns, so "acknowledged" means "on disk".
    db.pragma("synchronous = FULL");
    db.pragma("foreign_keys = ON");
    // Deleted rows are overwritten with zeros, so an erased address leaves no bytes behind.
    db.pragma("secure_delete = ON");
  }
  return db;
}
