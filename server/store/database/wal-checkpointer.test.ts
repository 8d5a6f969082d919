import { execFile } from "node:child_process";
import { statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newLead } from "@tests/support/lead-fixtures";
import { openSqliteStore } from "../sqlite";

/**
 * The server's SQLite store leaves WAL checkpoints to a worker thread (off the event loop): its own
 * commits no longer copy the WAL into the database file, the worker does, and the rows are all
 * there after the server stops.
 */
const lead = (index: number) =>
  newLead(
    { submissionKey: `lead-${index}` },
    { message: `Lead ${index}: ${"a long enough message ".repeat(20)}` },
  );

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "wal-checkpointer-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Writes enough leads for several automatic checkpoints (1,000 pages each). */
async function fill(store: ReturnType<typeof openSqliteStore>) {
  for (let batch = 0; batch < 60; batch++)
    await store.storeLeads(Array.from({ length: 50 }, (_, index) => lead(batch * 50 + index)));
}

const run = promisify(execFile);

const databaseBytes = (databasePath: string) => statSync(databasePath).size;

describe("background WAL checkpoints", () => {
  it("the writer no longer checkpoints; the worker copies the WAL into the database", async () => {
    const databasePath = path.join(dir, "inbox.sqlite");
    const store = openSqliteStore(databasePath, { backgroundCheckpoints: true });
    const before = databaseBytes(databasePath);
    // The writer checkpoints only as a fallback, far beyond what this test writes (~5 MB), so
    // the database file grows only by the worker's checkpoints.
    expect(store.db.pragma("wal_autocheckpoint", { simple: true })).toBe(16_384);
    await fill(store);
    await expect
      .poll(() => databaseBytes(databasePath), { timeout: 4_000 })
      .toBeGreaterThan(before + 1_000_000);
    await store.close();
    const reopened = openSqliteStore(databasePath);
    expect(await reopened.countLeads()).toBe(3000);
    await reopened.close();
  });

  it("without them (scripts, tests), SQLite checkpoints in the commits as before", async () => {
    const databasePath = path.join(dir, "plain.sqlite");
    const store = openSqliteStore(databasePath);
    expect(store.db.pragma("wal_autocheckpoint", { simple: true })).toBe(1000);
    const before = databaseBytes(databasePath);
    await fill(store);
    expect(databaseBytes(databasePath)).toBeGreaterThan(before + 1_000_000);
    await store.close();
  });
});

describe("closing the store", () => {
  it("waits for the worker to stop, even when nothing else keeps the process alive", async () => {
    const databasePath = path.join(dir, "closing.sqlite");
    const script = `
      import { openSqliteStore } from ${JSON.stringify(path.resolve("server/store/sqlite.ts"))};
      const store = openSqliteStore(${JSON.stringify(databasePath)}, { backgroundCheckpoints: true });
      await store.close();
      console.log("closed");
    `;
    const { stdout } = await run(process.execPath, [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      script,
    ]);
    expect(stdout.trim()).toBe("closed");
  });
});
