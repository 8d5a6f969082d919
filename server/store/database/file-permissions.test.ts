import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newLead } from "@tests/support/lead-fixtures";
import { openSqliteStore } from "../sqlite";

/**
 * The inbox holds every lead: no other local user may read it (it was created 0755 folder, 0644
 * files).
 */
describe.skipIf(process.platform === "win32")("the SQLite inbox's permissions", () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "inbox-mode-"));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("creates the data folder 0700 and the database, WAL and shared-memory files 0600", async () => {
    const databasePath = path.join(root, "data", "inbox.sqlite");
    const previous = process.umask(0o022);
    try {
      const store = openSqliteStore(databasePath);
      await store.storeLead(newLead());
      const mode = async (file: string) => (await stat(file)).mode & 0o777;
      expect(await mode(path.dirname(databasePath))).toBe(0o700);
      for (const file of [databasePath, `${databasePath}-wal`, `${databasePath}-shm`])
        expect(await mode(file), file).toBe(0o600);
      await store.close();
    } finally {
      process.umask(previous);
    }
  });
});
