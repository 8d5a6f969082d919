/**
 * The Overview at scale (not part of `npm test`): `npm run bench:events -- --overview`, or
 * `tsx scripts/bench/events-overview.ts`.
 *
 *   --views N        raw page views to seed (default 10,000,000) over --days days (default 365,
 *                    the last one today), with beacons (60 % of views) and leads (1.5 % of
 *                    visitors) in proportion
 *   --postgres       on an embedded PostgreSQL 18 (fsync off: seeding, not durability, is
 *                    measured) instead of SQLite in a temporary folder
 *   --runs N         timed Overview queries (default 15) after 2 untimed ones
 *   --keep DIR       SQLite only: the database is written into DIR and kept (a demo desk)
 *
 * Seeds RAW rows (bulk inserts in big transactions), rolls every complete day up as the
 * server's job does (timed), then times GET /admin/api/overview's work for the whole range
 * (buildOverview: rollups for the complete days, today live from the raw rows): median and
 * p95. Goal: ≤ 300 ms for a year with 10 million page views.
 */
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { startEmbeddedPostgres } from "@tests/support/embedded-postgres";
import { buildOverview } from "@server/overview/overview-report";
import { rollUpAndPrune } from "@server/overview/rollups";
import { addDays, dayStart, today } from "@server/overview/site-days";
import type { LeadStore } from "@server/store/lead-store";
import { openPostgresStore, type PostgresLeadStore } from "@server/store/postgres";
import { openSqliteStore, type SqliteLeadStore } from "@server/store/sqlite";

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

/** A fixed-seed generator (mulberry32): every run seeds the same rows. */
function random(seed = 43) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const next = random();
const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
/** Log-normal around `median` with a spread: how real vitals are shaped. */
const logNormal = (median: number, spread: number) => {
  const gauss = Math.sqrt(-2 * Math.log(next() || 1e-9)) * Math.cos(2 * Math.PI * next());
  return median * Math.exp(spread * gauss);
};

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

interface Seeder {
  pageViews(rows: unknown[][]): Promise<void>;
  beacons(rows: unknown[][]): Promise<void>;
  leads(rows: unknown[][]): Promise<void>;
}

function sqliteSeeder(store: SqliteLeadStore): Seeder {
  const { db } = store;
  // Seeding only: the measured queries read the same pages whatever the sync mode.
  db.pragma("synchronous = OFF");
  const insertMany = (sql: string) => {
    const statement = db.prepare(sql);
    const all = db.transaction((rows: unknown[][]) => {
      for (const row of rows) statement.run(row);
    });
    return async (rows: unknown[][]) => all(rows);
  };
  return {
    pageViews: insertMany(
      `INSERT INTO page_views (at, day, visitor, path, landing, referrer, utm_source, utm_campaign)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    beacons: insertMany(
      `INSERT INTO beacons (at, day, visitor, path, lcp, inp, cls, form_opened)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    leads: insertMany(
      `INSERT INTO submissions (form, created_at, name, email, message, status, visitor,
         landing_page, visit_source, visit_campaign, pages_seen)
       VALUES ('contact', ?, 'Bench Lead', 'lead@example.com', 'A bench lead.', ?, ?, ?, ?, ?, ?)`,
    ),
  };
}

/** PostgreSQL: one INSERT … SELECT FROM unnest(arrays) per batch, a round trip per 50,000 rows. */
function postgresSeeder(store: PostgresLeadStore): Seeder {
  const insertMany =
    (table: string, columns: string[], types: string[]) => async (rows: unknown[][]) => {
      const arrays = columns.map((_, i) => rows.map((row) => row[i]));
      await store.pool.query(
        `INSERT INTO ${table} (${columns.join(", ")})
       SELECT * FROM unnest(${types.map((type, i) => `$${i + 1}::${type}[]`).join(", ")})`,
        arrays,
      );
    };
  const leadConstants = ["contact", "Bench Lead", "lead@example.com", "A bench lead."];
  const insertLeads = insertMany(
    "submissions",
    [
      "form",
      "name",
      "email",
      "message",
      "created_at",
      "status",
      "visitor",
      "landing_page",
      "visit_source",
      "visit_campaign",
      "pages_seen",
    ],
    [
      "text",
      "text",
      "text",
      "text",
      "timestamptz",
      "text",
      "bigint",
      "text",
      "text",
      "text",
      "text",
    ],
  );
  const insertViews = insertMany(
    "page_views",
    ["at", "day", "visitor", "path", "landing", "referrer", "utm_source", "utm_campaign"],
    ["timestamptz", "text", "bigint", "text", "boolean", "text", "text", "text"],
  );
  return {
    pageViews: (rows) =>
      insertViews(rows.map((row) => row.map((value, i) => (i === 4 ? value === 1 : value)))),
    beacons: insertMany(
      "beacons",
      ["at", "day", "visitor", "path", "lcp", "inp", "cls", "form_opened"],
      ["timestamptz", "text", "bigint", "text", "real", "real", "real", "text"],
    ),
    leads: (rows) => insertLeads(rows.map((row) => [...leadConstants, ...row])),
  };
}

/** Raw page views, beacons and leads for `dayCount` days ending today, in batches. */
async function seed(seeder: Seeder, lastDay: string) {
  const batch = 50_000;
  const views: unknown[][] = [];
  const beacons: unknown[][] = [];
  const leads: unknown[][] = [];
  const flush = async (force = false) => {
    if (views.length >= batch || force) await seeder.pageViews(views.splice(0));
    if (beacons.length >= batch || force) await seeder.beacons(beacons.splice(0));
    if (leads.length >= batch || force) await seeder.leads(leads.splice(0));
  };
  let visitor = 0;
  let seeded = 0;
  const viewsPerDay = totalViews / dayCount;
  for (let d = dayCount - 1; d >= 0; d--) {
    const day = addDays(lastDay, -d);
    const start = dayStart(day).getTime();
    const target = Math.round(viewsPerDay * (dayCount - d)) - seeded;
    let dayViews = 0;
    while (dayViews < target) {
      visitor++;
      const [utmSource, utmCampaign, referrer] = pick(arrivals);
      const landing = pick(paths);
      const count = Math.min(1 + Math.floor(logNormal(1.6, 0.7)), 8, target - dayViews);
      const at = start + Math.floor(next() * 86_000_000);
      const seen: string[] = [];
      for (let v = 0; v < count; v++) {
        const page = v === 0 ? landing : pick(paths);
        seen.push(page);
        const when = new Date(at + v * 40_000).toISOString();
        views.push([
          when,
          day,
          visitor,
          page,
          v === 0 ? 1 : 0,
          v === 0 ? referrer : null,
          v === 0 ? utmSource : null,
          v === 0 ? utmCampaign : null,
        ]);
        if (next() < 0.6)
          beacons.push([
            when,
            day,
            visitor,
            page,
            Math.round(logNormal(page === "/" ? 1900 : 1500, 0.5)),
            next() < 0.7 ? Math.round(logNormal(120, 0.7)) : null,
            Math.round(logNormal(0.03, 1.2) * 1000) / 1000,
            next() < 0.03 ? pick(["contact", "quote", "newsletter"] as const) : null,
          ]);
      }
      if (next() < 0.015)
        leads.push([
          new Date(at + count * 40_000).toISOString(),
          pick(statuses),
          visitor,
          landing,
          sourceOf(utmSource, referrer),
          utmCampaign,
          JSON.stringify(seen),
        ]);
      dayViews += count;
      await flush();
    }
    seeded += dayViews;
  }
  await flush(true);
  return { views: seeded, visitors: visitor };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

const dir = values.keep
  ? path.resolve(values.keep)
  : await mkdtemp(path.join(tmpdir(), "bench-overview-"));
await mkdir(dir, { recursive: true });
const postgres = values.postgres ? await startEmbeddedPostgres({ durable: false }) : undefined;
let store: LeadStore | undefined;
try {
  const opened = postgres
    ? await openPostgresStore(postgres.url, { poolSize: 8 })
    : openSqliteStore(path.join(dir, "inbox.sqlite"));
  store = opened;
  const seeder = opened.kind === "postgres" ? postgresSeeder(opened) : sqliteSeeder(opened);
  const lastDay = today();
  const firstDay = addDays(lastDay, 1 - dayCount);
  console.log(
    `Overview bench on ${opened.kind}: ${totalViews.toLocaleString("en")} page views over ${dayCount} days (${firstDay} to ${lastDay})`,
  );

  let started = performance.now();
  const seeded = await seed(seeder, lastDay);
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
    `        ${overview?.totals.visitors.toLocaleString("en")} visitors, ${overview?.totals.leads.toLocaleString("en")} leads, ${overview?.vitals.length} vitals rows`,
  );
} finally {
  await store?.close();
  await postgres?.stop();
  if (!values.keep) await rm(dir, { recursive: true, force: true });
}
