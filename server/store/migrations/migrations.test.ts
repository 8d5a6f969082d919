import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { newLead } from "@tests/support/lead-fixtures";
import { freshStores, storeBackends } from "@tests/support/store-backends";
import { noAttribution } from "../intake/intake";
import { openPostgresStore } from "../postgres";
import { openSqliteStore } from "../sqlite";
import { migrateSqlite, sqliteSchemaVersion } from "./sqlite";

/**
 * The migrations: a new database reaches the current version on both backends, an older SQLite
 * file is upgraded in place, and servers starting at once on PostgreSQL migrate it once.
 */

const lead = newLead;
const { backends, dir, postgres } = storeBackends("migrations");

describe.each(backends)("a new %s store", (_name, backend) => {
  const { store } = freshStores(backend);

  it("is migrated to the current schema version", async () => {
    expect(await store().schemaVersion()).toBe(sqliteSchemaVersion);
  });
});

describe("migrations", () => {
  it("upgrades a SQLite file of schema 2, keeping its leads and their mail state", async () => {
    const file = path.join(dir(), "schema-2.sqlite");
    const old = new Database(file);
    old.pragma("journal_mode = WAL");
    migrateSqlite(old, 2);
    const insert = old.prepare(
      `INSERT INTO submissions (form, created_at, name, email, message, submission_key)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    insert.run("contact", "2026-10-01T09:00:00.000Z", "Old One", "one@example.org", "Hi", "k1");
    insert.run("newsletter", "2026-10-02T09:00:00.000Z", null, "two@example.org", null, null);
    old
      .prepare(
        `INSERT INTO outbox (submission_id, status, attempts, next_attempt_at, sent_at)
         VALUES (1, 'sent', 1, 1, '2026-10-01T09:00:01.000Z'), (2, 'pending', 3, 99, NULL)`,
      )
      .run();
    expect(old.pragma("user_version", { simple: true })).toBe(2);
    old.close();

    const store = openSqliteStore(file);
    try {
      expect(await store.schemaVersion()).toBe(sqliteSchemaVersion);
      expect(await store.countLeads()).toBe(2);
      expect(await store.getLead(1)).toMatchObject({
        name: "Old One",
        status: "new",
        attribution: noAttribution,
        deliveries: [
          { kind: "notify", status: "sent", attempts: 1, sentAt: "2026-10-01T09:00:01.000Z" },
        ],
      });
      expect((await store.getLead(2))?.deliveries).toMatchObject([
        { kind: "notify", status: "pending", attempts: 3, nextAttemptAt: 99 },
      ]);
      // The old rows' keys still make replays.
      expect((await store.storeLead(lead({ submissionKey: "k1" }))).replay).toBe(true);
      expect(await store.nextDeliveryDue()).toBe(99);
    } finally {
      await store.close();
    }
  });

  it(
    "migrates PostgreSQL once when two servers start at the same moment",
    { timeout: 30_000 },
    async () => {
      const url = await postgres().createDatabase("race");
      const stores = await Promise.all([
        openPostgresStore(url, { poolSize: 2 }),
        openPostgresStore(url, { poolSize: 2 }),
        openPostgresStore(url, { poolSize: 2 }),
      ]);
      try {
        for (const store of stores) expect(await store.schemaVersion()).toBe(sqliteSchemaVersion);
        const [first] = stores;
        const { rows = [] } =
          (await first?.pool.query<{ version: number }>(
            "SELECT version FROM schema_migrations ORDER BY version",
          )) ?? {};
        const versions = rows.map((row) => row.version);
        // Each migration ran once, up to the current version.
        expect(versions).toEqual([...new Set(versions)]);
        expect(versions.at(-1)).toBe(sqliteSchemaVersion);
      } finally {
        for (const store of stores) await store.close();
      }
    },
  );
});
