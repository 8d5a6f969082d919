import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { beacon, pageView } from "@tests/support/overview-fixtures";
import { storeBackends } from "@tests/support/store-backends";
import type { Store } from "../store/store";
import { openPostgresStore, type PostgresStore } from "../store/postgres";
import { migratePostgres, postgresLiveCountsVersion } from "../store/migrations/postgres";
import { openSqliteStore, type SqliteStore } from "../store/sqlite";
import { migrateSqlite, sqliteLiveCountsVersion } from "../store/migrations/sqlite";
import { buildOverview } from "./overview-report";

/**
 * A day not rolled up yet (today) is read from counts kept as its events are written, not from
 * its raw rows, on both stores: with every raw row of the day gone, the Overview reads the
 * same. Its cost is then that of the day's counts, however many raw rows a flood left.
 */

const { backends, dir, postgres } = storeBackends("live-counts");
const open: Store[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((store) => store.close()));
});

const today = "2026-12-01";

async function dropRawRows(store: Store) {
  for (const table of ["page_views", "beacons"])
    if (store.kind === "sqlite") (store as SqliteStore).db.prepare(`DELETE FROM ${table}`).run();
    else await (store as PostgresStore).pool.query(`DELETE FROM ${table}`);
}

describe.each(backends)("today's Overview on %s", (_name, backend) => {
  it("reads today's counts, not its raw rows", async () => {
    const store = await (await backend.fresh())();
    open.push(store);
    // Several batches, visitors coming back in later ones.
    await store.storePageViews([
      pageView({ day: today, hash: "a", path: "/", utmSource: "google", utmCampaign: "dec" }),
      pageView({ day: today, hash: "a", path: "/careers" }),
      pageView({ day: today, hash: "b", path: "/", referrer: "https://news.example.com" }),
    ]);
    await store.storePageViews([
      pageView({ day: today, hash: "a", path: "/careers" }),
      pageView({ day: today, hash: "b", path: "/contact-us" }),
      pageView({ day: today, hash: "c", path: "/contact-us" }),
    ]);
    await store.storeBeacons([
      beacon({ day: today, hash: "a", path: "/", lcp: 1800, inp: 90, cls: 0.02 }),
      beacon({ day: today, hash: "b", path: "/contact-us", lcp: 4200, formOpened: "contact" }),
    ]);
    await store.storeBeacons([
      beacon({ day: today, hash: "b", path: "/contact-us", formOpened: "contact" }),
      beacon({ day: today, hash: "c", path: "/contact-us", formOpened: "quote" }),
    ]);
    const before = await buildOverview(store, today, today);
    expect(before.totals).toMatchObject({ visitors: 3, views: 6 });
    expect(before.funnel[1]?.count).toBe(2);
    expect(before.pagesByLeads.find((page) => page.key === "/careers")?.views).toBe(2);
    expect(before.sources.map((row) => [row.key, row.visitors])).toEqual(
      expect.arrayContaining([
        ["google", 1],
        ["news.example.com", 1],
        ["direct", 1],
      ]),
    );
    expect(
      before.vitals.find((row) => row.metric === "lcp" && row.route === "/contact-us"),
    ).toMatchObject({ samples: 1, rating: "poor" });

    await dropRawRows(store);
    expect(await buildOverview(store, today, today)).toEqual(before);
  });
});

/** A day's raw rows as a server from before the counts left them (:yes and :no: booleans). */
const rawDay = `
  INSERT INTO day_visitors (id, day, hash) VALUES (1, '${today}', 'a'), (2, '${today}', 'b');
  INSERT INTO page_views (at, day, visitor, path, landing, utm_source) VALUES
    ('${today}T06:00:00.000Z', '${today}', 1, '/', :yes, 'google'),
    ('${today}T06:01:00.000Z', '${today}', 1, '/careers', :no, NULL),
    ('${today}T06:02:00.000Z', '${today}', 2, '/careers', :yes, NULL);
  INSERT INTO beacons (at, day, visitor, path, lcp, form_opened) VALUES
    ('${today}T06:03:00.000Z', '${today}', 2, '/careers', 1200, 'newsletter');`;

/** An inbox of each store at the schema before the counts, holding `rawDay`. */
const oldInboxes: Array<[string, () => Promise<Store>]> = [
  [
    "SQLite",
    async () => {
      const file = path.join(dir(), "before-counts.sqlite");
      const old = new Database(file);
      migrateSqlite(old, sqliteLiveCountsVersion - 1);
      old.exec(rawDay.replaceAll(":yes", "1").replaceAll(":no", "0"));
      old.close();
      return openSqliteStore(file);
    },
  ],
  [
    "PostgreSQL",
    async () => {
      const url = await postgres().createDatabase("live_counts_old");
      const pool = new pg.Pool({ connectionString: url });
      try {
        await migratePostgres(pool, postgresLiveCountsVersion - 1);
        await pool.query(rawDay.replaceAll(":yes", "true").replaceAll(":no", "false"));
      } finally {
        await pool.end();
      }
      return openPostgresStore(url, { poolSize: 2 });
    },
  ],
];

describe.each(oldInboxes)("a %s inbox upgraded mid-day", (_name, oldInbox) => {
  it("starts today's counts from the raw rows it holds", async () => {
    const store = await oldInbox();
    open.push(store);
    const overview = await buildOverview(store, today, today);
    expect(overview.totals).toMatchObject({ visitors: 2, views: 3 });
    expect(overview.funnel[1]?.count).toBe(1);
    // The raw rows of that day keep counting from there: a is not a new visitor of /careers.
    await store.storePageViews([pageView({ day: today, hash: "a", path: "/careers" })]);
    await dropRawRows(store);
    const after = await buildOverview(store, today, today);
    expect(after.totals).toMatchObject({ visitors: 2, views: 4 });
    expect(after.pagesByLeads.find((page) => page.key === "/careers")).toMatchObject({
      views: 3,
      visitors: 2,
    });
  });
});
