import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach } from "vitest";
import { openSqliteStore, type SqliteStore } from "@server/store/sqlite";

/**
 * Real SQLite stores for a test file: each call opens a fresh, migrated database in the file's
 * own temporary folder. Stores opened in a test are closed after it; the folder goes after the
 * file. Call it at the top level of a test file.
 */
export function temporaryStores(prefix = "store-") {
  let dir: string | undefined;
  let count = 0;
  const open: SqliteStore[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((store) => store.close()));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return function openTemporaryStore() {
    dir ??= mkdtempSync(path.join(tmpdir(), prefix));
    const store = openSqliteStore(path.join(dir, `store-${++count}.sqlite`));
    open.push(store);
    return store;
  };
}
