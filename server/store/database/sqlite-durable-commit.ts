import { closeSync, fdatasync, openSync } from "node:fs";
import type { SqliteContext } from "./sqlite";

/**
 * Runs one write transaction and settles once it is on disk. With synchronous=NORMAL SQLite
 * writes the transaction's WAL frames without fsync; the fsync of the WAL file that follows,
 * off the event loop, makes those frames durable, which is what FULL would have done on the
 * event loop. (Checkpoints under NORMAL still sync the WAL before copying it and the database
 * after, so frames a checkpoint moved are durable too.) Leads wait for their fsync before they
 * are acknowledged; the group commit queues the next batch meanwhile (decision 0051).
 */
export function durableCommitter({ statement }: SqliteContext, databasePath: string) {
  let walDescriptor: number | undefined;
  const syncWal = () =>
    new Promise<void>((resolve, reject) => {
      // The WAL file exists from the first write in WAL mode on, and lives as long as this
      // connection is open, so one descriptor serves every sync.
      walDescriptor ??= openSync(`${databasePath}-wal`, "r");
      fdatasync(walDescriptor, (error) => (error ? reject(error) : resolve()));
    });
  // Prepared once: db.pragma() prepares its statement on every call.
  const syncNormal = statement("PRAGMA synchronous = NORMAL");
  const syncFull = statement("PRAGMA synchronous = FULL");
  return {
    async commitDurably<T>(work: () => T): Promise<T> {
      syncNormal().run();
      let result: T;
      try {
        result = work();
      } finally {
        syncFull().run();
      }
      await syncWal();
      return result;
    },
    /** Closes the WAL's descriptor, after the connection. */
    close() {
      if (walDescriptor !== undefined) closeSync(walDescriptor);
      walDescriptor = undefined;
    },
  };
}

export type DurableCommitter = ReturnType<typeof durableCommitter>;
