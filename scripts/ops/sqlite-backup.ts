import { chmodSync, closeSync, openSync } from "node:fs";
import Database from "better-sqlite3";

/**
 * An online, consistent copy of the SQLite inbox with SQLite's backup API (better-sqlite3's
 * db.backup()), safe while the server writes: the copy is one snapshot of the database, WAL
 * included. Every page goes in one step, so writes from the server cannot make it restart
 * again and again. The copy is created 0600 (it holds every lead) and never overwrites a file.
 */
export async function backupInbox(databasePath: string, target: string) {
  const source = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    closeSync(openSync(target, "wx", 0o600));
    const result = await source.backup(target, { progress: ({ totalPages }) => totalPages });
    chmodSync(target, 0o600);
    return { pages: result.totalPages };
  } finally {
    source.close();
  }
}
