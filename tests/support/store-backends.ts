import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { Store } from "@server/store/store";
import { openPostgresStore } from "@server/store/postgres";
import { openSqliteStore } from "@server/store/sqlite";
import { startEmbeddedPostgres, type EmbeddedPostgresServer } from "./embedded-postgres";

/** One backend of a suite that runs on both. */
export interface StoreBackend {
  /**
   * A fresh, empty, migrated database; returns how to open (more) stores on it, with the clock
   * their times come from (the JavaScript clock unless given).
   */
  fresh(): Promise<(options?: StoreOptions) => Promise<Store>>;
}

/** What a test may open a store with. */
export interface StoreOptions {
  clock?: () => Date;
}

const started = <T>(value: T | undefined) => {
  if (value === undefined) throw new Error("storeBackends: used before its beforeAll ran");
  return value;
};

/**
 * SQLite and a real PostgreSQL 18 (embedded-postgres, started once for the test file) for a
 * suite that runs on both, in a temporary folder of the file's own. Call it at the top level;
 * `dir()` and `postgres()` are there for tests of their own.
 */
export function storeBackends(prefix: string) {
  let dir: string | undefined;
  let postgres: EmbeddedPostgresServer | undefined;
  let databases = 0;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
    // Behaviour, not crash safety, is tested: PostgreSQL runs without fsync for speed.
    postgres = await startEmbeddedPostgres({ durable: false });
  }, 120_000);
  afterAll(async () => {
    await postgres?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  }, 60_000);
  const backends: Array<[string, StoreBackend]> = [
    [
      "SQLite",
      {
        async fresh() {
          const file = path.join(started(dir), `store-${++databases}.sqlite`);
          return async (options) => openSqliteStore(file, options);
        },
      },
    ],
    [
      "PostgreSQL",
      {
        async fresh() {
          const url = await started(postgres).createDatabase(`${prefix}_${++databases}`);
          return (options) => openPostgresStore(url, { poolSize: 4, ...options });
        },
      },
    ],
  ];
  /**
   * A test server's inbox on each backend, as the environment it starts with: on SQLite its
   * own temporary folder, on PostgreSQL a fresh database.
   */
  const serverInboxes: Array<[string, () => Promise<Record<string, string>>]> = [
    ["SQLite", async () => ({})],
    [
      "PostgreSQL",
      async () => ({
        DATABASE_URL: await started(postgres).createDatabase(`${prefix}_server_${++databases}`),
      }),
    ],
  ];
  return {
    backends,
    serverInboxes,
    dir: () => started(dir),
    postgres: () => started(postgres),
  };
}

/**
 * Each test's store, on a fresh database of `backend`, opened before the test and closed after
 * it with every `second()` store: another server on the same database. Call it inside the
 * describe of one backend.
 */
export function freshStores(backend: StoreBackend) {
  let open: ((options?: StoreOptions) => Promise<Store>) | undefined;
  let current: Store | undefined;
  const others: Store[] = [];
  beforeEach(async () => {
    open = await backend.fresh();
    current = await open();
  }, 30_000);
  afterEach(async () => {
    for (const other of others.splice(0)) await other.close();
    await current?.close();
  });
  return {
    store: () => started(current),
    /** Another server on the same database, with its own clock if given. */
    async second(options?: StoreOptions) {
      const other = await started(open)(options);
      others.push(other);
      return other;
    },
  };
}
