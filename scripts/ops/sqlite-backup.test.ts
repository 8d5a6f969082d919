import { copyFileSync, mkdirSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newLead } from "@tests/support/lead-fixtures";
import { openSqliteStore } from "@server/store/sqlite";
import { backupInbox } from "./sqlite-backup";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "backup-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("npm run backup", { timeout: 120_000 }, () => {
  it("copies the inbox consistently while leads are written, 0600, and the copy restores as the store", async () => {
    const databasePath = path.join(dir, "inbox.sqlite");
    const store = openSqliteStore(databasePath);
    const batch = (n: number) =>
      Array.from({ length: n }, (_, i) => newLead({}, { name: `L${i}` }));
    await store.storeLeads(batch(5000));
    const before = await store.countLeads();

    let writing = true;
    let firstWritten = () => {};
    const writingStarted = new Promise<void>((resolve) => (firstWritten = resolve));
    const writer = (async () => {
      let written = 0;
      while (writing) {
        await store.storeLead(newLead({}, { message: `during ${written++}` }));
        firstWritten();
        await new Promise((resolve) => setImmediate(resolve));
      }
      return written;
    })();
    const target = path.join(dir, "copy.sqlite");
    // The copy begins once leads are being written, and they go on until it is done.
    await writingStarted;
    await backupInbox(databasePath, target);
    writing = false;
    const written = await writer;
    const after = await store.countLeads();
    await store.close();
    expect(written).toBeGreaterThan(0);
    expect(statSync(target).mode & 0o777).toBe(0o600);
    await expect(backupInbox(databasePath, target)).rejects.toThrow(/EEXIST/);

    // Restore: the server stopped, the copy put in the inbox's place (without the old WAL).
    const restored = path.join(dir, "restored", "inbox.sqlite");
    mkdirSync(path.dirname(restored));
    copyFileSync(target, restored);
    const reopened = openSqliteStore(restored);
    try {
      const count = await reopened.countLeads();
      expect(count).toBeGreaterThanOrEqual(before);
      expect(count).toBeLessThanOrEqual(after);
      expect(reopened.db.pragma("integrity_check", { simple: true })).toBe("ok");
      // Each lead came with its delivery in one transaction: the copy holds both or neither.
      const deliveries = reopened.db.prepare("SELECT count(*) AS n FROM deliveries").get() as {
        n: number;
      };
      expect(deliveries.n).toBe(count);
      expect(await reopened.schemaVersion()).toBeGreaterThan(0);
    } finally {
      await reopened.close();
    }
  });
});
