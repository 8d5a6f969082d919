/**
 * The Overview at scale (not part of `npm test`): `npm run bench:events -- --overview`, or
 * `tsx scripts/bench/events-overview.ts`.
 *
 *   --views N        about N raw page views to seed (default 10,000,000: 4 million visitors of
 *                    2.5 views) over --days days (default 365, the last one today), with
 *                    beacons (60 % of views) and leads (1.5 % of visitors) in proportion
 *   --postgres       on an embedded PostgreSQL 18 (fsync off: seeding, not durability, is
 *                    measured) instead of SQLite in a temporary folder
 *   --runs N         timed Overview queries (default 15) after 2 untimed ones
 *   --keep DIR       SQLite only: the database is written into DIR and kept (a demo desk)
 *
 * Seeds RAW rows in SQL (three INSERT … SELECT over a series of visitors), rolls every complete day up as the
 * server's job does (timed), then times GET /admin/api/overview's work for the whole range
 * (buildOverview: rollups for the complete days, today from its counts): median and
 * p95. Goal: ≤ 300 ms for a year with 10 million page views.
 */
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { startEmbeddedPostgres } from "@tests/support/embedded-postgres";
import { buildOverview } from "@server/overview/overview-report";
import { rollUpAndPrune } from "@server/overview/rollups";
import { addDays, dayStart, today } from "@server/overview/site-days";
import type { Store } from "@server/store/store";
import { openPostgresStore, type PostgresStore } from "@server/store/postgres";
import { openSqliteStore, type SqliteStore } from "@server/store/sqlite";
import { recountSql as postgresRecountSql } from "@server/store/overview/postgres-live-counts";
import { recountSql as sqliteRecountSql } from "@server/store/overview/sqlite-live-counts";

const { values } = parseArgs({
  options: {
    overview: { type: "boolean", default: true },
    postgres: { type: "boolean", default: false },
    views: { type: "string", default: "10000000" },
    days: { type: "string", default: "365" },
    runs: { type: "string", default: "15" },
    keep: { type: "string" },
  },
});
const totalViews = Number(values.views);
const dayCount = Number(values.days);
const runs = Number(values.runs);

const paths = [
  "/",
  "/about-us",
  "/contact-us",
  "/careers",
  "/portfolio",
  "/pricing",
  "/blog",
  "/web-design",
  "/website-design",
  "/web-development",
  "/ecommerce-development",
  "/mobile-app-development",
  "/seo-services",
  "/social-media-marketing",
  "/paid-advertising",
  "/content-marketing",
  "/branding",
  "/ui-ux-design",
  "/wordpress-development",
  "/shopify-development",
  "/custom-software",
  "/digital-marketing",
  "/email-marketing",
  "/video-production",
  "/graphic-design",
  "/maintenance",
  "/hosting",
  "/case-studies",
  "/faq",
  "/privacy",
] as const;
/** utm_source, utm_campaign, referrer: campaigns come from their sources. */
const arrivals = [
  ...Array.from({ length: 6 }, () => [null, null, null] as const),
  [null, null, "https://www.google.com"],
  [null, null, "https://www.google.com"],
  [null, null, "https://www.bing.com"],
  [null, null, "https://news.example.com"],
  [null, null, "https://www.linkedin.com"],
  ["google", "spring", null],
  ["google", "brand", null],
  ["facebook", "spring", null],
  ["facebook", "retarget", null],
  ["newsletter", "november", null],
  ["linkedin", "b2b", null],
] as const;
const statuses = ["new", "new", "replied", "replied", "won", "lost", "spam"] as const;

const sourceOf = (utmSource: string | null, referrer: string | null) =>
  utmSource ?? (referrer ? new URL(referrer).host : "direct");

/** Views per visitor (1 to 8) by a hash's thousandths: a log-normal around 1.6 (mean 2.5). */
const viewCounts = [
  [251, 1],
  [625, 2],
  [815, 3],
  [905, 4],
  [948, 5],
  [970, 6],
  [982, 7],
] as const;
const meanViews = 2.5;

type Dialect = "sqlite" | "postgres";

const quote = (value: string | null) =>
  value === null ? "NULL" : `'${value.replaceAll("'", "''")}'`;
/** The `index`-th of constant values, as SQL: a CASE, so no join to a constant table is planned. */
const nth = (index: string, values: ReadonlyArray<string | null>) =>
  `CASE ${index} ${values.map((value, i) => `WHEN ${i} THEN ${quote(value)}`).join(" ")} END`;

/**
 * Seeding in SQL: the visitors are a series, and each one's day, arrival,
 * landing page, number of views, times, vitals and lead are pure functions of its number (a
 * multiplicative hash), so the page views, the beacons and the leads are three INSERT … SELECT
 * over the same rows, in the database, without a row crossing into JavaScript.
 */
function seedSql(dialect: Dialect, visitors: number, firstDay: string) {
  const pg = dialect === "postgres";
  const series = pg
    ? `series (v) AS (SELECT generate_series(1, ${visitors})::bigint)`
    : `series (v) AS (SELECT 1 UNION ALL SELECT v + 1 FROM series WHERE v < ${visitors})`;
  const firstStart = dayStart(firstDay).getTime();
  const instant = (ms: string) =>
    pg
      ? `to_timestamp((${ms}) / 1000.0)`
      : `strftime('%Y-%m-%dT%H:%M:%fZ', (${ms}) / 1000.0, 'unixepoch')`;
  const dayOf = (d: string) =>
    pg
      ? `to_char(DATE '${firstDay}' + (${d})::int, 'YYYY-MM-DD')`
      : `date('${firstDay}', '+' || (${d}) || ' days')`;
  const hash = (salt: number, of = "v") => `(((${of}) * ${2_654_435_761 + salt * 2}) % 4294967296)`;
  const count = `CASE ${viewCounts.map(([below, n]) => `WHEN ${hash(1)} % 1000 < ${below} THEN ${n}`).join(" ")} ELSE 8 END`;
  const arrival = (column: number, index = "arrival") =>
    nth(
      index,
      arrivals.map((row) => [...row, sourceOf(row[0], row[2])][column] ?? null),
    );
  const pathOf = (index: string) => nth(index, paths);
  // Visitors spread evenly over the days; each arrives at some time of its day and sees 1-8
  // pages, 40 s apart: its landing page first.
  const withSeen = `WITH ${pg ? "" : "RECURSIVE "}${series},
    visitors AS (
      SELECT v, (v - 1) * ${dayCount} / ${visitors} AS d, ${count} AS views,
        ${hash(2)} % ${arrivals.length} AS arrival, ${hash(3)} % ${paths.length} AS landing,
        ${firstStart} + ((v - 1) * ${dayCount} / ${visitors}) * 86400000 + ${hash(4)} % 86000000 AS at
      FROM series),
    steps (k) AS (VALUES (0), (1), (2), (3), (4), (5), (6), (7)),
    seen AS (
      SELECT visitors.*, steps.k, visitors.at + steps.k * 40000 AS seen_at,
        CASE WHEN steps.k = 0 THEN landing ELSE ${hash(5, "v * 8 + steps.k")} % ${paths.length} END AS page
      FROM visitors JOIN steps ON steps.k < visitors.views)`;
  const pageViews = `INSERT INTO page_views (at, day, visitor, path, landing, referrer, utm_source, utm_campaign)
    ${withSeen}
    SELECT ${instant("seen_at")}, ${dayOf("d")}, v, ${pathOf("page")}, k = 0,
      CASE WHEN k = 0 THEN ${arrival(2)} END, CASE WHEN k = 0 THEN ${arrival(0)} END,
      CASE WHEN k = 0 THEN ${arrival(1)} END
    FROM seen`;
  // 60 % of views send a beacon; vitals spread as real ones do, the home page slower.
  const beacon = (salt: number) => hash(salt, "v * 8 + k");
  const beacons = `INSERT INTO beacons (at, day, visitor, path, lcp, inp, cls, form_opened)
    ${withSeen}
    SELECT ${instant("seen_at")}, ${dayOf("d")}, v, ${pathOf("page")},
      CASE WHEN page = 0 THEN 900 ELSE 600 END + ${beacon(6)} % 1000 + ${beacon(7)} % 1000 + ${beacon(8)} % 1500,
      CASE WHEN ${beacon(9)} % 10 < 7 THEN 24 + ${beacon(10)} % 120 + ${beacon(11)} % 200 END,
      (${beacon(12)} % 60 + ${beacon(13)} % 90) / 1000.0,
      CASE WHEN ${beacon(14)} % 100 < 3 THEN 'contact' END
    FROM seen WHERE ${beacon(15)} % 10 < 6`;
  // 1.5 % of visitors send a form after their last page; statuses as a desk's mix.
  const pagesSeen = pg
    ? `json_agg(${pathOf("page")} ORDER BY k)::text`
    : `json_group_array(${pathOf("page")})`;
  const leads = `INSERT INTO submissions (form, name, email, message, created_at, status, visitor,
      landing_page, visit_source, visit_campaign, pages_seen)
    ${withSeen}
    SELECT 'contact', 'Bench Lead', 'lead@example.com', 'A bench lead.',
      ${instant("at + views * 40000")}, ${nth(hash(17) + ` % ${statuses.length}`, statuses)},
      v, ${pathOf("landing")}, ${arrival(3)}, ${arrival(1)}, pages_seen
    FROM (SELECT v, max(at) AS at, max(views) AS views, max(landing) AS landing,
        max(arrival) AS arrival, ${pagesSeen} AS pages_seen
      FROM seen WHERE ${hash(16)} % 1000 < 15 GROUP BY v) lead_visitors`;
  return { pageViews, beacons, leads };
}

/**
 * Raw page views, beacons and leads for `dayCount` days ending `lastDay`, seeded in SQL, and
 * the last day's counts made from them, as the server keeps them while the day goes on.
 */
async function seed(store: Store, firstDay: string, lastDay: string) {
  const visitors = Math.round(totalViews / meanViews);
  const statements = seedSql(store.kind === "postgres" ? "postgres" : "sqlite", visitors, firstDay);
  for (const sql of [statements.pageViews, statements.beacons, statements.leads]) {
    if (store.kind === "postgres") await (store as PostgresStore).pool.query(sql);
    else (store as SqliteStore).db.prepare(sql).run();
  }
  const today = `day = '${lastDay}'`;
  if (store.kind === "postgres")
    await (store as PostgresStore).pool.query(postgresRecountSql(today));
  else (store as SqliteStore).db.exec(sqliteRecountSql(today));
  return { visitors };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

const dir = values.keep
  ? path.resolve(values.keep)
  : await mkdtemp(path.join(tmpdir(), "bench-overview-"));
await mkdir(dir, { recursive: true });
const postgres = values.postgres ? await startEmbeddedPostgres({ durable: false }) : undefined;
let store: Store | undefined;
try {
  const opened = postgres
    ? await openPostgresStore(postgres.url, { poolSize: 8 })
    : openSqliteStore(path.join(dir, "inbox.sqlite"));
  store = opened;
  if (opened.kind === "sqlite") (opened as SqliteStore).db.pragma("synchronous = OFF");
  const lastDay = today();
  const firstDay = addDays(lastDay, 1 - dayCount);
  console.log(
    `Overview bench on ${opened.kind}: ${totalViews.toLocaleString("en")} page views over ${dayCount} days (${firstDay} to ${lastDay})`,
  );

  let started = performance.now();
  const seeded = await seed(opened, firstDay, lastDay);
  const counted = await opened.countVisitEvents();
  console.log(
    `seeded  ${counted.pageViews.toLocaleString("en")} page views, ${counted.beacons.toLocaleString("en")} beacons, ${(await opened.countLeads()).toLocaleString("en")} leads, ${seeded.visitors.toLocaleString("en")} visitors in ${seconds(performance.now() - started)}`,
  );

  started = performance.now();
  const { rolledUp } = await rollUpAndPrune(opened, 36_500);
  const rollUpMs = performance.now() - started;
  console.log(
    `rollup  ${rolledUp.length} days in ${seconds(rollUpMs)} (${(rollUpMs / Math.max(1, rolledUp.length)).toFixed(0)} ms a day); today stays live`,
  );

  for (let i = 0; i < 2; i++) await buildOverview(opened, firstDay, lastDay);
  const times: number[] = [];
  let overview;
  for (let i = 0; i < runs; i++) {
    started = performance.now();
    overview = await buildOverview(opened, firstDay, lastDay);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `overview for ${firstDay}..${lastDay} (${runs} runs): median ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms, max ${(times.at(-1) ?? 0).toFixed(0)} ms (goal ≤ 300 ms)`,
  );
  console.log(
    `load    ${loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")} (1, 5, 15 min)`,
  );
  console.log(
    `        ${overview?.totals.visitors.toLocaleString("en")} visitors, ${overview?.totals.leads.toLocaleString("en")} leads, ${overview?.vitals.length} vitals rows`,
  );
} finally {
  await store?.close();
  await postgres?.stop();
  if (!values.keep) await rm(dir, { recursive: true, force: true });
}
