import path from "node:path";
import type Database from "better-sqlite3";
import type { FormName } from "@contracts/forms";
import type { Store } from "./store";
import { checkpointInBackground } from "./database/wal-checkpointer";
import { sqliteAudit } from "./audit/sqlite";
import { openSqliteDatabase, sqliteContext } from "./database/sqlite";
import { sqliteDeliveries } from "./deliveries/sqlite";
import { sqliteDesk } from "./desk/sqlite";
import { durableCommitter } from "./database/sqlite-durable-commit";
import { sqliteInbound } from "./inbound/sqlite";
import { sqliteMedia } from "./media/sqlite";
import { sqliteBriefs } from "./briefs/sqlite";
import { sqliteApplicants, sqliteEraseApplications } from "./applicants/sqlite";
import { sqliteIntake } from "./intake/sqlite";
import { sqliteKeys } from "./shared-keys/sqlite";
import { sqliteContent } from "./content/sqlite";
import { sqliteOwners } from "./owners/sqlite";
import { sqlitePeople } from "./people/sqlite";
import { sqliteSearchIndex } from "./desk/sqlite-search-index";
import { sqliteWorkflow } from "./workflow/sqlite";
import { sqliteRevenue } from "./revenue/sqlite";
import { sqliteOverview } from "./overview/sqlite";
import { checkSqliteVersion, migrateSqlite } from "./migrations/sqlite";
import { sqliteVisits } from "./visits/sqlite";

/**
 * The embedded store: one SQLite file in WAL mode. Every write is durable (fsynced) before its
 * promise settles, and the endpoint answers only after that, so an acknowledged submission
 * survives a crash or a power cut. better-sqlite3 is synchronous: most writes commit with
 * synchronous=FULL, fsync included. New leads, the one write under load, commit with the WAL
 * written but not yet synced and then fsync the WAL on libuv's thread pool, so the event loop
 * parses the next requests during the wait (decision 0051). Each section of Store is one
 * file of this folder.
 */

/** The SQLite store, with its connection for maintenance and fault-injection tests. */
export type SqliteStore = Store & {
  readonly kind: "sqlite";
  readonly db: Database.Database;
};

interface SqliteOptions {
  readonly?: boolean;
  /** Where the store's times come from (database/sqlite.ts); tests hold it. */
  clock?: () => Date;
  /**
   * The server's store: WAL checkpoints run on a worker thread instead of in the commits on
   * the event loop (database/wal-checkpointer.ts). Scripts and tests leave them to SQLite.
   */
  backgroundCheckpoints?: boolean;
}

export function openSqliteStore(
  databasePath: string,
  { readonly = false, backgroundCheckpoints = false, clock = () => new Date() }: SqliteOptions = {},
): SqliteStore {
  const db = openSqliteDatabase(databasePath, readonly);
  if (readonly) checkSqliteVersion(db);
  else migrateSqlite(db);
  const checkpointer =
    !readonly && backgroundCheckpoints ? checkpointInBackground(db, databasePath) : undefined;
  const context = sqliteContext(db, clock);
  const committer = durableCommitter(context, databasePath);
  const searchIndex = sqliteSearchIndex(context);
  // Leads a crash left out of the search index (stored, not yet indexed) go into it now.
  if (!readonly) searchIndex.drainAll();
  const { prepare } = context;
  const briefsDir = path.join(path.dirname(databasePath), "briefs");

  return {
    kind: "sqlite",
    db,
    ...sqliteIntake(context, committer, searchIndex),
    ...sqliteDeliveries(context),
    ...sqliteDesk(context),
    ...sqliteAudit(context, {
      briefsDir,
      eraseApplications: (key) => sqliteEraseApplications(context, key),
    }),
    ...sqliteOwners(context),
    ...sqlitePeople(context),
    ...sqliteWorkflow(context),
    ...sqliteRevenue(context),
    ...sqliteOverview(context),
    ...sqliteVisits(context, committer),
    ...sqliteKeys(context),
    ...sqliteInbound(context),
    // The pictures' bytes in the data folder beside the database.
    ...sqliteMedia(context, path.join(path.dirname(databasePath), "media")),
    ...sqliteContent(context),
    // The files visitors send, in the data folder beside the database.
    ...sqliteBriefs(context, briefsDir),
    ...sqliteApplicants(context),

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
