import { once } from "node:events";
import { Worker } from "node:worker_threads";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import { newLead } from "@tests/support/lead-fixtures";
import { beacon, pageView } from "@tests/support/overview-fixtures";
import { temporaryStores } from "@tests/support/temporary-store";
import type { SqliteStore } from "../sqlite";

/**
 * Every write transaction of the SQLite store waits for another connection's write instead of
 * failing. A transaction that began deferred and read first cannot take the write lock while
 * another connection holds it: SQLite answers SQLITE_BUSY at once, without the busy timeout (and
 * SQLITE_BUSY_SNAPSHOT once that write committed). Begun immediate, it takes the lock at BEGIN,
 * where the busy timeout applies. better-sqlite3 is synchronous, so the other connection lives on a
 * worker thread: it begins immediate, inserts a row, tells this thread it holds the lock, sleeps a
 * moment and commits, while the store's method runs here.
 */
const holder = `
const { workerData } = require("node:worker_threads");
const Database = require("better-sqlite3");
const { file, signal, holdMs } = workerData;
const flag = new Int32Array(signal);
const db = new Database(file);
db.pragma("busy_timeout = 5000");
db.exec("BEGIN IMMEDIATE");
db.prepare("INSERT INTO audit_log (at, actor, action, detail) VALUES (?, 'other', 'hold', '')")
  .run(new Date().toISOString());
Atomics.store(flag, 0, 1);
Atomics.notify(flag, 0);
Atomics.wait(flag, 1, 0, holdMs);
db.exec("COMMIT");
db.close();
`;

/** Runs `work` while a second connection to the store's file holds a write. */
async function whileAnotherConnectionWrites<T>(store: SqliteStore, work: () => Promise<T>) {
  const signal = new SharedArrayBuffer(8);
  const worker = new Worker(holder, {
    eval: true,
    workerData: { file: store.db.name, signal, holdMs: 200 },
  });
  const exited = once(worker, "exit");
  const flag = new Int32Array(signal);
  // Blocks this thread until the other connection holds its write lock (bounded).
  Atomics.wait(flag, 0, 0, 10_000);
  if (Atomics.load(flag, 0) !== 1) throw new Error("the other connection never took the lock");
  try {
    return await work();
  } finally {
    const [code] = await exited;
    expect(code).toBe(0);
  }
}

const actor = "owner@example.com";
const day = "2026-10-01";
const view = (hash: string) => pageView({ day, hash, at: new Date(`${day}T09:00:00.000Z`) });

type Case = [
  name: string,
  setUp: (store: SqliteStore) => Promise<unknown>,
  write: (store: SqliteStore) => Promise<unknown>,
];

const lead = (store: SqliteStore) => store.storeLead(newLead());
const owner = (store: SqliteStore) => store.addOwner("two@example.com", "hash");

const cases: Case[] = [
  ["storeLead", async () => undefined, lead],
  ["setLeadStatus", lead, (store) => store.setLeadStatus(1, "won", actor)],
  ["addNote", lead, (store) => store.addNote(1, actor, "Called back.")],
  ["eraseByEmail", lead, (store) => store.eraseByEmail("ayesha@example.org", actor)],
  ["deleteLeadsBefore", lead, (store) => store.deleteLeadsBefore(new Date(), actor)],
  ["removeOwner", owner, (store) => store.removeOwner("two@example.com")],
  [
    "createSession",
    owner,
    (store) => store.createSession({ tokenHash: "t", ownerId: 1, csrfToken: "c", expiresAt: 9e12 }),
  ],
  [
    "joinPeople",
    async (store) => {
      await lead(store);
      await store.storeLead(newLead({}, { email: "other@example.org" }));
    },
    (store) => store.joinPeople(1, 2, actor),
  ],
  [
    "splitLead",
    async (store) => {
      await lead(store);
      await lead(store);
    },
    (store) => store.splitLead(2, actor),
  ],
  [
    "queueReply",
    lead,
    (store) =>
      store.queueReply(1, { target: "a@example.org", subject: "Hi", body: "Hello", author: actor }),
  ],
  [
    "assignLead",
    async (store) => Promise.all([lead(store), owner(store)]),
    (store) => store.assignLead(1, 1, actor),
  ],
  ["setFollowUp", lead, (store) => store.setFollowUp(1, day, actor)],
  [
    "queueDigest",
    owner,
    (store) =>
      store.queueDigest(1, day, { target: "two@example.com", subject: "Today", body: "..." }),
  ],
  [
    "pruneDigests",
    async (store) => {
      await owner(store);
      await store.queueDigest(1, day, null, new Date(`${day}T06:00:00.000Z`));
    },
    (store) => store.pruneDigests(new Date()),
  ],
  ["claimDueDeliveries", lead, (store) => store.claimDueDeliveries(Date.now())],
  ["daySalt", async () => undefined, (store) => store.daySalt(day, () => Buffer.alloc(32))],
  [
    "sharedKeys",
    async () => undefined,
    (store) => store.sharedKeys("time-token", [1, 2], () => Buffer.alloc(32), 0),
  ],
  ["storePageViews", async () => undefined, (store) => store.storePageViews([view("a")])],
  [
    "storeBeacons",
    (store) => store.storePageViews([view("a")]),
    (store) => store.storeBeacons([beacon({ day, hash: "a", lcp: 1200 })]),
  ],
  ["rollUpDay", (store) => store.storePageViews([view("a")]), (store) => store.rollUpDay(day)],
  [
    "dropRawEventsBefore",
    async (store) => {
      await store.storePageViews([view("a")]);
      await store.rollUpDay(day);
    },
    (store) => store.dropRawEventsBefore("2026-10-02"),
  ],
];

describe("SQLite writes while another connection writes", () => {
  const openStore = temporaryStores("busy-writes-");

  it.each(cases)("%s waits for the other write instead of failing", async (_, setUp, write) => {
    const store = openStore();
    await setUp(store);
    await whileAnotherConnectionWrites(store, () => write(store));
    // Both writes are in: the other connection's row and this method's effect.
    const held = store.db.prepare("SELECT count(*) AS n FROM audit_log WHERE actor = 'other'");
    expect(held.get()).toEqual({ n: 1 });
  });
});

type TransactionRecord = { mode: "deferred" | "immediate" | "exclusive"; wrote: boolean };

/** `transaction` with each of its modes recording, when it is outermost, its mode and writes. */
function recorded(
  db: Database.Database,
  transaction: Database.Transaction<(...args: unknown[]) => unknown>,
  records: TransactionRecord[],
) {
  const changes = () => (db.prepare("SELECT total_changes() AS n").get() as { n: number }).n;
  const as =
    (mode: TransactionRecord["mode"], run: (...args: unknown[]) => unknown) =>
    (...args: unknown[]) => {
      // A transaction inside another is a savepoint: the outer one's mode is what counts.
      if (db.inTransaction) return run(...args);
      const before = changes();
      try {
        return run(...args);
      } finally {
        records.push({ mode, wrote: changes() > before });
      }
    };
  return Object.assign(as("deferred", transaction), {
    default: as("deferred", transaction.default),
    deferred: as("deferred", transaction.deferred),
    immediate: as("immediate", transaction.immediate),
    exclusive: as("exclusive", transaction.exclusive),
  }) as typeof transaction;
}

/**
 * The transactions run on any connection from here on, each as the mode it began in and
 * whether it changed a row. A transaction that writes first waits for another connection even
 * begun deferred, so the test above cannot tell; this one holds those to the rule as well.
 */
function recordTransactions() {
  const records: TransactionRecord[] = [];
  const original = Database.prototype.transaction;
  vi.spyOn(Database.prototype, "transaction").mockImplementation(function (
    this: Database.Database,
    fn,
  ) {
    return recorded(this, original.call(this, fn), records);
  });
  return records;
}

describe("SQLite write transactions", () => {
  const openStore = temporaryStores("write-modes-");
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(cases)("%s writes only in transactions begun immediate", async (_, setUp, write) => {
    const records = recordTransactions();
    const store = openStore();
    await setUp(store);
    records.length = 0;
    await write(store);
    expect(records.filter((record) => record.wrote).length).toBeGreaterThan(0);
    expect(records.filter((record) => record.wrote && record.mode !== "immediate")).toEqual([]);
  });

  it("migrates a new database in transactions begun immediate", () => {
    const records = recordTransactions();
    openStore();
    expect(records.filter((record) => record.wrote).length).toBeGreaterThan(0);
    expect(records.filter((record) => record.wrote && record.mode !== "immediate")).toEqual([]);
  });
});
