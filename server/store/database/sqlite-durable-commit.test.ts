import { mkdtemp, rm } from "node:fs/promises";
import { readlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { newLead } from "@tests/support/lead-fixtures";
import { openSqliteStore, type SqliteStore } from "../sqlite";

/**
 * New leads commit with the WAL written but not synced, and are acknowledged only after the WAL's
 * fsync, which runs off the event loop (so the intake never waits on the disk). The fsync is held
 * here, so the test sees the moment between the commit and the acknowledgement.
 */
const syncs = vi.hoisted(() => [] as Array<{ fd: number; done: (error: Error | null) => void }>);
vi.mock("node:fs", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs")>();
  return {
    ...actual,
    fdatasync: (fd: number, done: (error: Error | null) => void) => {
      syncs.push({ fd, done });
    },
  };
});

const lead = (message: string) => newLead({ submissionKey: message, deliveries: [] }, { message });

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

let dir: string;
let databasePath: string;
let store: SqliteStore;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "sqlite-store-"));
  databasePath = path.join(dir, "inbox.sqlite");
  store = openSqliteStore(databasePath);
  syncs.length = 0;
});
afterEach(async () => {
  for (const sync of syncs.splice(0)) sync.done(null);
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

const committedRows = () => {
  const reader = new Database(databasePath, { readonly: true });
  try {
    return (reader.prepare("SELECT count(*) AS n FROM submissions").get() as { n: number }).n;
  } finally {
    reader.close();
  }
};

describe("storing new leads durably", () => {
  it("acknowledges a batch only after the WAL file is fsynced", async () => {
    const stored = store.storeLeads([lead("first"), lead("second")]);
    expect(await settled(stored)).toBe(false);
    // Committed (another connection reads it), waiting for the sync of the WAL file.
    expect(committedRows()).toBe(2);
    expect(syncs).toHaveLength(1);
    expect(readlinkSync(`/proc/self/fd/${syncs[0]?.fd}`)).toBe(`${databasePath}-wal`);
    syncs[0]?.done(null);
    await expect(stored).resolves.toEqual([
      { id: 1, replay: false },
      { id: 2, replay: false },
    ]);
  });

  it("acknowledges a single lead the same way", async () => {
    const stored = store.storeLead(lead("single"));
    expect(await settled(stored)).toBe(false);
    syncs[0]?.done(null);
    await expect(stored).resolves.toEqual({ id: 1, replay: false });
  });

  it("keeps every other write on synchronous=FULL", async () => {
    const stored = store.storeLeads([lead("one")]);
    expect(store.db.pragma("synchronous", { simple: true })).toBe(2);
    syncs[0]?.done(null);
    await stored;
  });

  it("fails the batch when the fsync fails, and stores a retry once", async () => {
    const stored = store.storeLeads([lead("retried")]);
    syncs[0]?.done(Object.assign(new Error("EIO: i/o error, fdatasync"), { code: "EIO" }));
    await expect(stored).rejects.toMatchObject({ code: "EIO" });
    // The visitor was told to retry; the retry (same submission id) is a replay of the row.
    const retry = store.storeLeads([lead("retried")]);
    syncs[1]?.done(null);
    await expect(retry).resolves.toEqual([{ id: 1, replay: true }]);
  });
});
