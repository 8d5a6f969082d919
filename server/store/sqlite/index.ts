import { closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { FormName } from "@contracts/forms";
import type { LeadStore } from "../lead-store";
import { startWalCheckpointer, type WalCheckpointer } from "../wal-checkpointer";
import { sqliteAudit } from "./audit";
import { sqliteContext } from "./context";
import { sqliteDeliveries } from "./deliveries";
import { sqliteDesk } from "./desk";
import { durableCommitter } from "./durable-commit";
import { sqliteIntake } from "./intake";
import { sqliteKeys } from "./keys";
import { sqliteOwners } from "./owners";
import { sqlitePeople } from "./people";
import { sqliteSearchIndex } from "./search-index";
import { sqliteWorkflow } from "./workflow";
import { sqliteOverview } from "./overview";
import { checkSqliteVersion, migrateSqlite } from "./schema";
import { sqliteVisits } from "./visits";

export { migrateSqlite, sqliteSchemaVersion } from "./schema";

/**
 * The embedded store: one SQLite file in WAL mode. Every write is durable (fsynced) before its
 * promise settles, and the endpoint answers only after that, so an acknowledged submission
 * survives a crash or a power cut. better-sqlite3 is synchronous: most writes commit with
 * synchronous=FULL, fsync included. New leads, the one write under load, commit with the WAL
 * written but not yet synced and then fsync the WAL on libuv's thread pool, so the event loop
 * parses the next requests during the wait (decision 0123). Each section of LeadStore is one
 * file of this folder.
 */

/** WAL pages after which the writer checkpoints itself when background checkpoints lag. */
const fallbackCheckpointPages = 16_384;

/** The SQLite store, with its connection for maintenance and fault-injection tests. */
export type SqliteLeadStore = LeadStore & {
  readonly kind: "sqlite";
  readonly db: Database.Database;
};

interface SqliteOptions {
  readonly?: boolean;
  /**
   * The server's store: WAL checkpoints run on a worker thread instead of in the commits on
   * the event loop (server/store/wal-checkpointer.ts). Scripts and tests leave them to SQLite.
   */
  backgroundCheckpoints?: boolean;
}

/** The connection, migrated (a writer) or checked (a reader). */
function openDatabase(databasePath: string, readonly: boolean) {
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
    migrateSqlite(db);
  } else checkSqliteVersion(db);
  return db;
}

export function openSqliteStore(
  databasePath: string,
  { readonly = false, backgroundCheckpoints = false }: SqliteOptions = {},
): SqliteLeadStore {
  const db = openDatabase(databasePath, readonly);
  let checkpointer: WalCheckpointer | undefined;
  if (!readonly && backgroundCheckpoints) {
    // Not 0: should the worker fall behind, the writer still checkpoints once the WAL reaches
    // this many pages (64 MB), so the WAL stays bounded.
    db.pragma(`wal_autocheckpoint = ${fallbackCheckpointPages}`);
    checkpointer = startWalCheckpointer(databasePath, {
      onError: () => {
        if (db.open) db.pragma("wal_autocheckpoint = 1000");
      },
    });
  }
  const context = sqliteContext(db);
  const committer = durableCommitter(context, databasePath);
  const searchIndex = sqliteSearchIndex(context);
  // Leads a crash left out of the search index (stored, not yet indexed) go into it now.
  if (!readonly) searchIndex.drainAll();
  const { prepare } = context;

  return {
    kind: "sqlite",
    db,
    ...sqliteIntake(context, committer, searchIndex),
    ...sqliteDeliveries(context),
    ...sqliteDesk(context),
    ...sqliteAudit(context),
    ...sqliteOwners(context),
    ...sqlitePeople(context),
    ...sqliteWorkflow(context),
    ...sqliteOverview(context),
    ...sqliteVisits(context, committer),
    ...sqliteKeys(context),

    async countLeads(form?: FormName) {
      const row = form
        ? prepare("SELECT count(*) AS n FROM submissions WHERE form = ?").get(form)
        : prepare("SELECT count(*) AS n FROM submissions").get();
      return (row as { n: number }).n;
    },
    async schemaVersion() {
      return db.pragma("user_version", { simple: true }) as number;
    },
    async ping() {
      // A write statement that matches no row: it fails on a read-only or query-only database.
      prepare("UPDATE submissions SET id = id WHERE 0").run();
    },
    async close() {
      searchIndex.stop();
      try {
        if (db.open && !readonly) searchIndex.drainAll();
      } catch {
        // The leads stay pending, and searchable: the next start indexes them.
      }
      await checkpointer?.stop();
      if (db.open) db.close();
      committer.close();
    },
  };
}
