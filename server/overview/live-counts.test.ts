import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { beacon, pageView } from "@tests/support/overview-fixtures";
import type { NewBeacon } from "@server/store/visits/visits";
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

/** Visitors `v<first>` … `v<first + count - 1>`. */
const visitors = (first: number, count: number) =>
  Array.from({ length: count }, (_, index) => `v${first + index}`);

/** `times` views of `path` by each of `hashes`, from Google's December campaign. */
const viewsOf = (hashes: string[], path: string, times = 1) =>
  hashes.flatMap((hash) =>
    Array.from({ length: times }, () =>
      pageView({ day: today, hash, path, utmSource: "google", utmCampaign: "dec" }),
    ),
  );

/** A beacon of each of `hashes` on "/" with the same LCP (one bucket), a form opened or not. */
const beaconsOf = (hashes: string[], formOpened: NewBeacon["formOpened"] = null) =>
  hashes.map((hash) => beacon({ day: today, hash, path: "/", lcp: 1800, formOpened }));

describe.each(backends)("today's counts on %s", (_name, backend) => {
  it("count a batch of many views of one day, source and page once each, as the rollup does", async () => {
    const store = await (await backend.fresh())();
    open.push(store);
    // 40 visitors, each three views of "/" then one of /careers; then 20 of them and 20 new.
    await store.storePageViews([
      ...viewsOf(visitors(0, 40), "/", 3),
      ...viewsOf(visitors(0, 40), "/careers"),
    ]);
    await store.storePageViews(viewsOf(visitors(20, 40), "/", 2));
    // v0 … v9 open a form twice in one batch; v5 … v14 again in the next: 15 openers.
    await store.storeBeacons([
      ...beaconsOf(visitors(0, 10), "contact"),
      ...beaconsOf(visitors(0, 10), "quote"),
      ...beaconsOf(visitors(10, 40)),
    ]);
    await store.storeBeacons(beaconsOf(visitors(5, 10), "newsletter"));

    const live = await buildOverview(store, today, today);
    expect(live.totals).toMatchObject({ visitors: 60, views: 240 });
    expect(live.funnel[1]?.count).toBe(15);
    expect(live.pagesByLeads.map((page) => [page.key, page.views, page.visitors])).toEqual(
      expect.arrayContaining([
        ["/", 200, 60],
        ["/careers", 40, 40],
      ]),
    );
    expect(live.sources.map((row) => [row.key, row.visitors])).toEqual([["google", 60]]);
    expect(live.campaigns.map((row) => [row.key, row.visitors])).toEqual([["dec", 60]]);
    expect(live.vitals.find((row) => row.route === "/" && row.metric === "lcp")?.samples).toBe(70);
    // The rollup counts the day again from its raw rows: the same figures.
    await store.rollUpDay(today);
    expect(await buildOverview(store, today, today)).toEqual(live);
  });

  it("stay exact with two stores writing the same visitors and pages at once", async () => {
    const openStore = await backend.fresh();
    const stores = [await openStore(), await openStore()] as const;
    open.push(...stores);
    const paths = ["/", "/careers", "/contact-us"];
    const stored: Array<{ hash: string; path: string }> = [];
    const openers = new Set<string>();
    for (let round = 0; round < 6; round++) {
      // Each store's batch: 12 views by visitors the other's batch and earlier rounds share.
      const batches = [0, 3].map((offset) =>
        Array.from({ length: 12 }, (_, index) => ({
          hash: `v${(round * 5 + index + offset) % 30}`,
          path: paths[(index + round + offset) % 3] as string,
        })),
      );
      // Forms opened by visitors stored before, the same ones in opposite orders.
      const known = [...new Set(stored.map((view) => view.hash))].slice(0, 8);
      for (const hash of known) openers.add(hash);
      await Promise.all([
        ...stores.map((store, index) =>
          store.storePageViews(
            (batches[index] ?? []).map(({ hash, path }) =>
              pageView({ day: today, hash, path, utmSource: index === 0 ? "google" : null }),
            ),
          ),
        ),
        stores[0].storeBeacons(beaconsOf(known, "contact")),
        stores[1].storeBeacons(beaconsOf([...known].reverse(), "quote")),
      ]);
      stored.push(...batches.flat());
    }

    const live = await buildOverview(stores[0], today, today);
    const distinct = (keys: string[]) => new Set(keys).size;
    expect(live.totals).toMatchObject({
      visitors: distinct(stored.map((view) => view.hash)),
      views: stored.length,
    });
    expect(live.funnel[1]?.count).toBe(openers.size);
    for (const path of paths)
      expect(live.pagesByLeads.find((page) => page.key === path)?.visitors).toBe(
        distinct(stored.filter((view) => view.path === path).map((view) => view.hash)),
      );
    // Which store's view landed a visitor is the race's; its rollup still reads the same.
    await stores[1].rollUpDay(today);
    expect(await buildOverview(stores[0], today, today)).toEqual(live);
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
