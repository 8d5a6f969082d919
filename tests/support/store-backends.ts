import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { LeadStore } from "@server/store/lead-store";
import { openPostgresStore } from "@server/store/postgres";
import { openSqliteStore } from "@server/store/sqlite";
import { startEmbeddedPostgres, type EmbeddedPostgresServer } from "./embedded-postgres";

/**
 * Both store dialects for a test file: SQLite in a temp folder and a real PostgreSQL (embedded,
 * without fsync: behaviour is tested, not crash safety), started once for the file. Each backend
 * makes a fresh database and returns how to open (more) stores on it. Call at the top level.
 */
export function storeBackends(prefix: string) {
  let dir: string;
  let postgres: EmbeddedPostgresServer;
  let databases = 0;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
    postgres = await startEmbeddedPostgres({ durable: false });
  }, 120_000);
  afterAll(async () => {
    await postgres?.stop();
    await rm(dir, { recursive: true, force: true });
  }, 60_000);
  const backends: Array<[string, () => Promise<() => Promise<LeadStore>>]> = [
    [
      "SQLite",
      async () => {
        const file = path.join(dir, `store-${++databases}.sqlite`);
        return async () => openSqliteStore(file);
      },
    ],
    [
      "PostgreSQL",
      async () => {
        const url = await postgres.createDatabase(`${prefix.replace(/\W/g, "_")}_${++databases}`);
        return () => openPostgresStore(url, { poolSize: 4 });
      },
    ],
  ];
  return backends;
}
