import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type Database from "better-sqlite3";

/**
 * Checkpoints of the SQLite WAL, on a worker thread with its own connection. A checkpoint copies
 * the WAL's pages into the database file and fsyncs both; run by the committing connection
 * (SQLite's automatic checkpoint), it stopped the event loop for milliseconds a few times a
 * second under load, the slowest answers of the form endpoint. SQLite's documentation suggests
 * exactly this for such applications: no automatic checkpoints on the writer, a separate thread
 * that checkpoints. PASSIVE never blocks the writer or readers (decision 0051).
 *
 * The worker's code is given inline (plain JavaScript, `eval`), so it runs the same under the
 * server's TypeScript loader, the tests' and a build, with no file of its own to resolve.
 */
const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.databasePath);
db.pragma("busy_timeout = 1000");
// A checkpoint by a connection with FULL or NORMAL syncs the WAL before copying and the
// database after; FULL says so plainly.
db.pragma("synchronous = FULL");
const checkpoint = db.prepare("PRAGMA wal_checkpoint(PASSIVE)");
const timer = setInterval(() => {
  try {
    const [result] = checkpoint.all();
    parentPort.postMessage({ checkpointed: result.checkpointed, log: result.log });
  } catch (error) {
    // SQLITE_BUSY and the like: the next round tries again.
  }
}, workerData.intervalMs);
parentPort.on("message", (message) => {
  if (message !== "stop") return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/** The worker loads the same better-sqlite3 as the server, by its resolved path. */
const driverPath = createRequire(import.meta.url).resolve("better-sqlite3");

export interface WalCheckpointer {
  /** Resolves after the worker's last checkpoint round and its connection closed. */
  stop(): Promise<void>;
}

export function startWalCheckpointer(
  databasePath: string,
  {
    intervalMs = 200,
    onCheckpoint,
    onError,
  }: {
    intervalMs?: number;
    /** After each round: pages in the WAL, and how many of them are in the database now. */
    onCheckpoint?: (round: { log: number; checkpointed: number }) => void;
    /** The worker failed; the caller turns automatic checkpoints back on. */
    onError?: (error: Error) => void;
  } = {},
): WalCheckpointer {
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: { databasePath, intervalMs, driver: driverPath },
  });
  // A background helper: it must not keep the process alive by itself.
  worker.unref();
  worker.on("message", (round: { log: number; checkpointed: number }) => onCheckpoint?.(round));
  worker.on("error", (error) => onError?.(error));
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  return {
    async stop() {
      // Referenced again, so the process waits for the worker's last round and exit.
      worker.ref();
      worker.postMessage("stop");
      await exited;
    },
  };
}

/** WAL pages after which the writer checkpoints itself when background checkpoints lag. */
const fallbackCheckpointPages = 16_384;

/**
 * The server's store: its writer's checkpoints handed to the worker. Not 0: should the worker
 * fall behind, the writer still checkpoints once the WAL reaches this many pages (64 MB), so
 * the WAL stays bounded; should the worker fail, the writer checkpoints as SQLite does.
 */
export function checkpointInBackground(db: Database.Database, databasePath: string) {
  db.pragma(`wal_autocheckpoint = ${fallbackCheckpointPages}`);
  return startWalCheckpointer(databasePath, {
    onError: () => {
      if (db.open) db.pragma("wal_autocheckpoint = 1000");
    },
  });
}
