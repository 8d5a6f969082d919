import type pg from "pg";
import { vitalNames, vitalScales, type VitalName } from "@contracts/overview";
import type { OverviewFacts, OverviewStore } from "./overview";
import {
  daysOf,
  rollupSpans,
  type RollupSpans,
  histogramsOf,
  packCounts,
  unpackCounts,
  type BucketRow,
} from "./rollups";
import {
  hasRepeatedVisitors,
  leadFacts,
  pageLeadRows,
  visitTables,
  type LandingRow,
  type LeadFactRow,
  type RepeatedLeadRow,
  type PageViewsRow,
} from "./leads";
import type { PostgresContext } from "../database/postgres";

/**
 * The Overview's rollups on PostgreSQL: the same tables and SELECTs as SQLite's overview.ts
 * (decision 0199). Parameters: $1 from, $2 to (days) in ranges; $1 the day in a roll-up.
 */

/** The range's days not rolled up (yet), named one by one ($6): see SQLite's overview.ts. */
const liveDays = (parameter: number) => `day = ANY($${parameter}::text[])`;
const oneDay = "day = $1";

/** As submissions.visit_source: utm_source, else the referrer's host, else 'direct'. */
const sourceOfView = `COALESCE(NULLIF(utm_source, ''),
  CASE WHEN referrer IS NOT NULL THEN substr(referrer, strpos(referrer, '://') + 3) END, 'direct')`;

/** `from`: the page views' table, or the rows a statement has just inserted into it. */
export const liveVisits = (days: string, from = "page_views") => `
  SELECT day, path AS landing_page, ${sourceOfView} AS source,
    COALESCE(utm_campaign, '') AS campaign, count(*) AS visitors
  FROM ${from} WHERE landing AND ${days} GROUP BY 1, 2, 3, 4`;

export const livePages = (days: string) => `
  SELECT day, path, count(*) AS views, count(DISTINCT visitor) AS visitors
  FROM page_views WHERE ${days} GROUP BY day, path`;

const bucketOf = (metric: VitalName) => {
  const { width, top } = vitalScales[metric];
  return `LEAST(GREATEST(ceil(round((${metric} / ${width})::numeric, 6))::int, 0), ${top})`;
};

/** `from`: the beacons' table, or the rows a statement has just inserted into it. */
export const liveVitals = (days: string, from = "beacons") =>
  vitalNames
    .map(
      (metric) => `SELECT day, path AS route, '${metric}' AS metric, ${bucketOf(metric)} AS bucket,
        count(*) AS samples FROM ${from} WHERE ${metric} IS NOT NULL AND ${days} GROUP BY 1, 2, 4`,
    )
    .join(" UNION ALL ");

export const liveDayFigures = (days: string) => `
  SELECT v.day, v.visitors, v.views, COALESCE(f.opened, 0) AS "formOpened" FROM
    (SELECT day, count(DISTINCT visitor) AS visitors, count(*) AS views
       FROM page_views WHERE ${days} GROUP BY day) v
  LEFT JOIN (SELECT day, count(DISTINCT visitor) AS opened FROM beacons
       WHERE form_opened IS NOT NULL AND ${days} GROUP BY day) f ON f.day = v.day`;

/**
 * The days not rolled up read their counts, kept as their events are written
 * (postgres-live-counts.ts), not their raw rows, as on SQLite.
 */
const counted = {
  dayFigures: (days: string) =>
    `SELECT day, visitors, views, form_opened AS "formOpened" FROM live_day_figures WHERE ${days}`,
  landings: (days: string) =>
    `SELECT landing_page, source, campaign, visitors FROM live_visits WHERE ${days}`,
  pages: (days: string) => `SELECT path, views, visitors FROM live_pages WHERE ${days}`,
  vitals: (days: string) => `SELECT route, metric, bucket, samples FROM live_vitals WHERE ${days}`,
};

/** Rolled-up rows: edge days from `table`, whole months from month_`table`; spans from $`at`. */
const rolledUp = (table: string, columns: string, at: number) => `
  SELECT ${columns} FROM ${table}
    WHERE day BETWEEN $${at} AND $${at + 1} OR day BETWEEN $${at + 2} AND $${at + 3}
  UNION ALL SELECT ${columns} FROM month_${table} WHERE month BETWEEN $${at + 4} AND $${at + 5}`;

const spanValues = (spans: RollupSpans) => [
  spans.headFrom,
  spans.headTo,
  spans.tailFrom,
  spans.tailTo,
  spans.firstMonth,
  spans.lastMonth,
];

/**
 * The visitors landing, per landing page, source and campaign together: read once, the three
 * tables are summed from it in memory (visitTables in leads.ts).
 */
const landingsSql = `
  SELECT landing_page, source, campaign, sum(visitors)::float8 AS visitors FROM (
    ${rolledUp("visit_rollups", "landing_page, source, campaign, visitors", 2)}
    UNION ALL ${counted.landings(liveDays(1))}
  ) landings GROUP BY 1, 2, 3`;

const pageViewsSql = `
  SELECT path, sum(views)::float8 AS views, sum(visitors)::float8 AS visitors FROM (
    ${rolledUp("page_rollups", "path, views, visitors", 2)}
    UNION ALL ${counted.pages(liveDays(1))}
  ) pages GROUP BY path`;

/**
 * The range's leads read once and counted by every dimension (leads.ts),
 * as SQLite's leadFactsSql: $1 the site's UTC offset in minutes, $2 and $3 the range's instants.
 * Their pages seen before the form are read as they are (leadPagesSql) and counted in
 * pageLeadRows, as on SQLite: cheaper than parsing each list twice and hashing the pairs here.
 */
const leadFactsSql = `
  WITH leads AS MATERIALIZED (
    SELECT
      to_char((created_at AT TIME ZONE 'UTC') + make_interval(mins => $1::int), 'YYYY-MM-DD') AS day,
      status, visitor, landing_page, visit_source, visit_campaign
    FROM submissions WHERE created_at >= $2 AND created_at < $3 AND status <> 'spam')
  SELECT 'day' AS kind, day AS key, NULL AS source, NULL AS campaign, count(*)::float8 AS leads,
    (count(*) - count(visitor))::float8 AS without_visit, 0::float8 AS converted,
    0::float8 AS replied, 0::float8 AS won
    FROM leads GROUP BY day
  UNION ALL SELECT 'visit', COALESCE(landing_page, ''), COALESCE(visit_source, ''),
    COALESCE(visit_campaign, ''), count(*), 0, count(DISTINCT visitor),
    count(DISTINCT visitor) FILTER (WHERE status IN ('replied', 'won', 'lost')),
    count(DISTINCT visitor) FILTER (WHERE status = 'won')
    FROM leads WHERE visitor IS NOT NULL GROUP BY 2, 3, 4`;

const leadsInRange = "created_at >= $1 AND created_at < $2 AND status <> 'spam'";

const leadPagesSql = `SELECT pages_seen FROM submissions
  WHERE ${leadsInRange} AND visitor IS NOT NULL AND pages_seen IS NOT NULL`;

/** The joined leads of the visitors who sent more than one in the range, when there are any. */
const repeatedLeadsSql = `SELECT visitor, pages_seen FROM submissions
  WHERE ${leadsInRange} AND pages_seen IS NOT NULL AND visitor IN (
    SELECT visitor FROM submissions WHERE ${leadsInRange} AND visitor IS NOT NULL
    GROUP BY visitor HAVING count(*) > 1)`;

/** A month's rows: the sums of its rolled-up days, rewritten whenever one of them is. */
async function rollUpMonth(client: pg.PoolClient, month: string) {
  const days = [month, `${month}-01`, `${month}-31`];
  for (const table of ["visit_rollups", "page_rollups", "vital_rollups"])
    await client.query(`DELETE FROM month_${table} WHERE month = $1`, [month]);
  await client.query(
    `INSERT INTO month_visit_rollups (month, landing_page, source, campaign, visitors)
     SELECT $1, landing_page, source, campaign, sum(visitors) FROM visit_rollups
     WHERE day BETWEEN $2 AND $3 GROUP BY 2, 3, 4`,
    days,
  );
  await client.query(
    `INSERT INTO month_page_rollups (month, path, views, visitors)
     SELECT $1, path, sum(views), sum(visitors) FROM page_rollups
     WHERE day BETWEEN $2 AND $3 GROUP BY 2`,
    days,
  );
  const { rows } = await client.query<{ route: string; metric: VitalName; counts: Buffer }>(
    "SELECT route, metric, counts FROM vital_rollups WHERE day BETWEEN $1 AND $2",
    days.slice(1),
  );
  const sums = histogramsOf(
    [],
    rows.map((row) => ({ ...row, counts: unpackCounts(row.counts) })),
  );
  for (const { route, metric, counts } of sums)
    await client.query(
      "INSERT INTO month_vital_rollups (month, route, metric, counts) VALUES ($1, $2, $3, $4)",
      [month, route, metric, packCounts(counts)],
    );
}

/** One roll-up at a time across servers: a second waits and then redoes the same day. */
const rollUpLock = 7_310_043;

export function postgresOverview(context: PostgresContext): OverviewStore {
  return { ...overviewRollups(context), ...overviewReads(context) };
}

/** Raw days rolled up into day and month rows, and raw events dropped once rolled up. */
function overviewRollups({
  query,
  transaction,
  clock,
}: PostgresContext): Pick<OverviewStore, "daysToRollUp" | "rollUpDay" | "dropRawEventsBefore"> {
  return {
    async daysToRollUp(before) {
      const { rows } = await query<{ day: string }>(
        `SELECT day FROM (
           SELECT DISTINCT day FROM page_views WHERE day < $1
           UNION SELECT DISTINCT day FROM beacons WHERE day < $1) raw
         WHERE day NOT IN (SELECT day FROM day_rollups) ORDER BY day`,
        [before],
      );
      return rows.map((row) => row.day);
    },

    async rollUpDay(day, now = clock()) {
      await transaction(async (client) => {
        await client.query("SELECT pg_advisory_xact_lock($1)", [rollUpLock]);
        for (const table of ["visit_rollups", "page_rollups", "vital_rollups", "day_rollups"])
          await client.query(`DELETE FROM ${table} WHERE day = $1`, [day]);
        await client.query(
          `INSERT INTO visit_rollups (day, landing_page, source, campaign, visitors)
           ${liveVisits(oneDay)}`,
          [day],
        );
        await client.query(
          `INSERT INTO page_rollups (day, path, views, visitors) ${livePages(oneDay)}`,
          [day],
        );
        const { rows } = await client.query<BucketRow>(liveVitals(oneDay), [day]);
        for (const { route, metric, counts } of histogramsOf(rows))
          await client.query(
            "INSERT INTO vital_rollups (day, route, metric, counts) VALUES ($1, $2, $3, $4)",
            [day, route, metric, packCounts(counts)],
          );
        await rollUpMonth(client, day.slice(0, 7));
        await client.query(
          `INSERT INTO day_rollups (day, visitors, views, form_opened, rolled_at)
           SELECT $1, COALESCE(max(visitors), 0), COALESCE(max(views), 0),
             COALESCE(max("formOpened"), 0), $2 FROM (${liveDayFigures("day = $1")}) figures`,
          [day, now],
        );
        // The day's counts are its rollup's now.
        for (const table of ["live_day_figures", "live_visits", "live_pages", "live_vitals"])
          await client.query(`DELETE FROM ${table} WHERE day = $1`, [day]);
      });
    },

    async dropRawEventsBefore(before) {
      const { rows } = await query<{ day: string }>(
        "SELECT day FROM day_rollups WHERE day < $1 ORDER BY day",
        [before],
      );
      let deleted = 0;
      for (const { day } of rows)
        deleted += await transaction(async (client) => {
          const views = await client.query("DELETE FROM page_views WHERE day = $1", [day]);
          const beacons = await client.query("DELETE FROM beacons WHERE day = $1", [day]);
          return (views.rowCount ?? 0) + (beacons.rowCount ?? 0);
        });
      return deleted;
    },
  };
}

/** A range's figures: rolled-up rows where a day is rolled up, the raw events elsewhere. */
function overviewReads({ query }: PostgresContext): Pick<OverviewStore, "overviewFacts"> {
  return {
    async overviewFacts({ from, to, start, end, utcOffsetMinutes }, limit) {
      const { rows: rolledDays } = await query<{ day: string }>(
        "SELECT day FROM day_rollups WHERE day BETWEEN $1 AND $2",
        [from, to],
      );
      const liveDayList = daysOf(from, to, new Set(rolledDays.map((row) => row.day)));
      const spans = spanValues(rollupSpans(from, to));
      const visitParams = [liveDayList, ...spans];
      const read = async <Row extends object>(sql: string, params: unknown[]) =>
        (await query<Row>(sql, params)).rows;
      const [days, leadRows, pagesSeen, landings, pageViews, rolled, live] = await Promise.all([
        read<OverviewFacts["days"][number]>(
          `SELECT day, visitors::float8 AS visitors, views::float8 AS views,
             "formOpened"::float8 AS "formOpened" FROM (
             SELECT day, visitors, views, form_opened AS "formOpened" FROM day_rollups
               WHERE day BETWEEN $1 AND $2
             UNION ALL ${counted.dayFigures(liveDays(3))}) figures ORDER BY day`,
          [from, to, liveDayList],
        ),
        read<LeadFactRow>(leadFactsSql, [utcOffsetMinutes, start, end]),
        read<{ pages_seen: string }>(leadPagesSql, [start, end]),
        read<LandingRow>(landingsSql, visitParams),
        read<PageViewsRow>(pageViewsSql, visitParams),
        read<{ route: string; metric: VitalName; counts: Buffer }>(
          rolledUp("vital_rollups", "route, metric, counts", 1),
          spans,
        ),
        read<BucketRow>(counted.vitals(liveDays(1)), [liveDayList]),
      ]);
      // Rare: only then a second round trip.
      const repeated = hasRepeatedVisitors(leadRows)
        ? await read<RepeatedLeadRow>(repeatedLeadsSql, [start, end])
        : [];
      const pages = pageLeadRows(
        pagesSeen.map((row) => row.pages_seen),
        repeated,
      );
      const leads = leadFacts(leadRows, pages);
      return {
        days,
        leadDays: leads.leadDays,
        leadsWithoutVisit: leads.leadsWithoutVisit,
        converted: leads.converted,
        ...visitTables(landings, pageViews, leads, limit),
        vitals: histogramsOf(
          live,
          rolled.map((row) => ({ ...row, counts: unpackCounts(row.counts) })),
        ),
      };
    },
  };
}
