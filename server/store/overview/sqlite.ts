import { setImmediate as yieldToEvents } from "node:timers/promises";
import { vitalNames, vitalScales, type VitalName } from "@contracts/overview";
import type { OverviewFacts, OverviewRange, OverviewStore } from "./overview";
import {
  daysOf,
  rollupSpans,
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
import type { SqliteContext } from "../database/sqlite";

/**
 * The Overview's rollups (decision 0199). Each "live" SELECT below computes, from the raw
 * page_views and beacons, exactly the rows its rollup table keeps; rolling a day up is
 * inserting that SELECT's rows for the day, so a rolled-up day and a live one read the same.
 * Leads are always read live from submissions: their status (spam, replied, won) changes after
 * the day.
 */

/**
 * Raw rows of the range's days that are not rolled up (yet), named one by one (@live, a JSON
 * array): a range test would walk every raw row the retention still keeps.
 */
const liveDays = "day IN (SELECT value FROM json_each(@live))";
const oneDay = "day = @day";

/** As submissions.visit_source: utm_source, else the referrer's host, else 'direct'. */
const sourceOfView = `COALESCE(NULLIF(utm_source, ''),
  CASE WHEN referrer IS NOT NULL THEN substr(referrer, instr(referrer, '://') + 3) END, 'direct')`;

export const liveVisits = (days: string) => `
  SELECT day, path AS landing_page, ${sourceOfView} AS source,
    COALESCE(utm_campaign, '') AS campaign, count(*) AS visitors
  FROM page_views WHERE landing = 1 AND ${days} GROUP BY 1, 2, 3, 4`;

export const livePages = (days: string) => `
  SELECT day, path, count(*) AS views, count(DISTINCT visitor) AS visitors
  FROM page_views WHERE ${days} GROUP BY day, path`;

const bucketOf = (metric: VitalName) => {
  const { width, top } = vitalScales[metric];
  return `min(max(CAST(ceil(round(${metric} / ${width}, 6)) AS INTEGER), 0), ${top})`;
};

export const liveVitals = (days: string) =>
  vitalNames
    .map(
      (metric) => `SELECT day, path AS route, '${metric}' AS metric, ${bucketOf(metric)} AS bucket,
        count(*) AS samples FROM beacons WHERE ${metric} IS NOT NULL AND ${days} GROUP BY 1, 2, 4`,
    )
    .join(" UNION ALL ");

export const liveDayFigures = (days: string) => `
  SELECT v.day, v.visitors, v.views, COALESCE(f.opened, 0) AS formOpened FROM
    (SELECT day, count(DISTINCT visitor) AS visitors, count(*) AS views
       FROM page_views WHERE ${days} GROUP BY day) v
  LEFT JOIN (SELECT day, count(DISTINCT visitor) AS opened FROM beacons
       WHERE form_opened IS NOT NULL AND ${days} GROUP BY day) f ON f.day = v.day`;

/**
 * The days not rolled up read their counts, kept as their events are written
 * (sqlite-live-counts.ts), not their raw rows: reading today costs the same
 * however many views a flood left in it.
 */
const counted = {
  dayFigures: (days: string) =>
    `SELECT day, visitors, views, form_opened AS formOpened FROM live_day_figures WHERE ${days}`,
  landings: (days: string) =>
    `SELECT landing_page, source, campaign, visitors FROM live_visits WHERE ${days}`,
  pages: (days: string) => `SELECT path, views, visitors FROM live_pages WHERE ${days}`,
  vitals: (days: string) => `SELECT route, metric, bucket, samples FROM live_vitals WHERE ${days}`,
};

/** Rolled-up rows of a range: its edge days from `table`, its whole months from month_`table`. */
const rolledUp = (table: string, columns: string) => `
  SELECT ${columns} FROM ${table}
    WHERE day BETWEEN @headFrom AND @headTo OR day BETWEEN @tailFrom AND @tailTo
  UNION ALL SELECT ${columns} FROM month_${table} WHERE month BETWEEN @firstMonth AND @lastMonth`;

const leadsInRange = "created_at >= @start AND created_at < @end AND status <> 'spam'";

/**
 * The visitors landing, per landing page, source and campaign together: read once, the three
 * tables are summed from it in memory (visitTables in leads.ts).
 */
const landingsSql = `
  SELECT landing_page, source, campaign, sum(visitors) AS visitors FROM (
    ${rolledUp("visit_rollups", "landing_page, source, campaign, visitors")}
    UNION ALL ${counted.landings(liveDays)}
  ) GROUP BY 1, 2, 3`;

const pageViewsSql = `
  SELECT path, sum(views) AS views, sum(visitors) AS visitors FROM (
    ${rolledUp("page_rollups", "path, views, visitors")}
    UNION ALL ${counted.pages(liveDays)}
  ) GROUP BY path`;

/**
 * The range's leads read once (leads.ts): per day (in the site's time)
 * every lead and those joined to no counted visit; the joined ones per landing page, source and
 * campaign together, with the distinct visitors who sent them, had one replied to and won one.
 * Their pages seen before the form are read as they are (leadPagesSql) and counted in
 * pageLeadRows: cheaper than expanding them with json_each and sorting them twice.
 */
const leadFactsSql = `
  WITH leads AS MATERIALIZED (
    SELECT date(created_at, @offset) AS day, status, visitor, landing_page, visit_source,
      visit_campaign
    FROM submissions WHERE ${leadsInRange})
  SELECT 'day' AS kind, day AS key, NULL AS source, NULL AS campaign, count(*) AS leads,
    count(*) - count(visitor) AS without_visit, 0 AS converted, 0 AS replied, 0 AS won
    FROM leads GROUP BY day
  UNION ALL SELECT 'visit', COALESCE(landing_page, ''), COALESCE(visit_source, ''),
    COALESCE(visit_campaign, ''), count(*), 0, count(DISTINCT visitor),
    count(DISTINCT CASE WHEN status IN ('replied', 'won', 'lost') THEN visitor END),
    count(DISTINCT CASE WHEN status = 'won' THEN visitor END)
    FROM leads WHERE visitor IS NOT NULL GROUP BY 2, 3, 4`;

const leadPagesSql = `SELECT pages_seen FROM submissions
  WHERE ${leadsInRange} AND visitor IS NOT NULL AND pages_seen IS NOT NULL`;

/** The joined leads of the visitors who sent more than one in the range, when there are any. */
const repeatedLeadsSql = `SELECT visitor, pages_seen FROM submissions
  WHERE ${leadsInRange} AND pages_seen IS NOT NULL AND visitor IN (
    SELECT visitor FROM submissions WHERE ${leadsInRange} AND visitor IS NOT NULL
    GROUP BY visitor HAVING count(*) > 1)`;

/** A month's rows: the sums of its rolled-up days, rewritten whenever one of them is. */
function writeMonthRollups(prepare: SqliteContext["prepare"], month: string) {
  const days = { month, first: `${month}-01`, last: `${month}-31` };
  for (const table of ["visit_rollups", "page_rollups", "vital_rollups"])
    prepare(`DELETE FROM month_${table} WHERE month = ?`).run(month);
  prepare(`INSERT INTO month_visit_rollups (month, landing_page, source, campaign, visitors)
    SELECT @month, landing_page, source, campaign, sum(visitors) FROM visit_rollups
    WHERE day BETWEEN @first AND @last GROUP BY 2, 3, 4`).run(days);
  prepare(`INSERT INTO month_page_rollups (month, path, views, visitors)
    SELECT @month, path, sum(views), sum(visitors) FROM page_rollups
    WHERE day BETWEEN @first AND @last GROUP BY 2`).run(days);
  const dayRows = prepare(`SELECT route, metric, counts FROM vital_rollups
    WHERE day BETWEEN @first AND @last`).all(days) as Array<{
    route: string;
    metric: VitalName;
    counts: Buffer;
  }>;
  const insert = prepare(
    "INSERT INTO month_vital_rollups (month, route, metric, counts) VALUES (?, ?, ?, ?)",
  );
  for (const { route, metric, counts } of histogramsOf(
    [],
    dayRows.map((row) => ({ ...row, counts: unpackCounts(row.counts) })),
  ))
    insert.run(month, route, metric, packCounts(counts));
}

/** A day's rows in every rollup table (rewritten if they were there), then its month's. */
function writeDayRollups(prepare: SqliteContext["prepare"], day: string, rolledAt: string) {
  for (const table of ["visit_rollups", "page_rollups", "vital_rollups", "day_rollups"])
    prepare(`DELETE FROM ${table} WHERE day = ?`).run(day);
  prepare(`INSERT INTO visit_rollups (day, landing_page, source, campaign, visitors)
    ${liveVisits(oneDay)}`).run({ day });
  prepare(`INSERT INTO page_rollups (day, path, views, visitors) ${livePages(oneDay)}`).run({
    day,
  });
  const buckets = prepare(liveVitals(oneDay)).all({ day }) as BucketRow[];
  const insertVitals = prepare(
    "INSERT INTO vital_rollups (day, route, metric, counts) VALUES (?, ?, ?, ?)",
  );
  for (const { route, metric, counts } of histogramsOf(buckets))
    insertVitals.run(day, route, metric, packCounts(counts));
  writeMonthRollups(prepare, day.slice(0, 7));
  prepare(`INSERT INTO day_rollups (day, visitors, views, form_opened, rolled_at)
    SELECT @day, COALESCE(max(visitors), 0), COALESCE(max(views), 0), COALESCE(max(formOpened), 0),
      @rolledAt FROM (${liveDayFigures(oneDay)})`).run({ day, rolledAt });
  // The day's counts are its rollup's now.
  for (const table of ["live_day_figures", "live_visits", "live_pages", "live_vitals"])
    prepare(`DELETE FROM ${table} WHERE day = ?`).run(day);
}

/** The Overview's figures of a range: its rolled-up days with its live ones, its leads live. */
function readOverviewFacts(
  prepare: SqliteContext["prepare"],
  { from, to, start, end, utcOffsetMinutes }: OverviewRange,
  limit: number,
): OverviewFacts {
  const rolled = prepare("SELECT day FROM day_rollups WHERE day BETWEEN ? AND ?")
    .pluck()
    .all(from, to) as string[];
  const live = JSON.stringify(daysOf(from, to, new Set(rolled)));
  const range = { from, to, live, ...rollupSpans(from, to) };
  const leadRange = { start: start.toISOString(), end: end.toISOString() };
  const read = <Row>(sql: string, params: object) => prepare(sql).all(params) as Row[];
  const vitalRows = read<{ route: string; metric: VitalName; counts: Buffer }>(
    rolledUp("vital_rollups", "route, metric, counts"),
    range,
  );
  const liveBuckets = read<BucketRow>(counted.vitals(liveDays), range);
  const factRows = read<LeadFactRow>(leadFactsSql, {
    ...leadRange,
    offset: `${utcOffsetMinutes} minutes`,
  });
  const pages = pageLeadRows(
    prepare(leadPagesSql).pluck().all(leadRange) as string[],
    hasRepeatedVisitors(factRows) ? read<RepeatedLeadRow>(repeatedLeadsSql, leadRange) : [],
  );
  const leads = leadFacts(factRows, pages);
  return {
    days: read<OverviewFacts["days"][number]>(
      `SELECT day, visitors, views, form_opened AS formOpened FROM day_rollups
         WHERE day BETWEEN @from AND @to
       UNION ALL ${counted.dayFigures(liveDays)} ORDER BY day`,
      range,
    ),
    leadDays: leads.leadDays,
    leadsWithoutVisit: leads.leadsWithoutVisit,
    converted: leads.converted,
    ...visitTables(
      read<LandingRow>(landingsSql, range),
      read<PageViewsRow>(pageViewsSql, range),
      leads,
      limit,
    ),
    vitals: histogramsOf(
      liveBuckets,
      vitalRows.map((row) => ({ ...row, counts: unpackCounts(row.counts) })),
    ),
  };
}

export function sqliteOverview({ db, prepare, clock }: SqliteContext): OverviewStore {
  const rollUp = db.transaction((day: string, rolledAt: string) =>
    writeDayRollups(prepare, day, rolledAt),
  );

  return {
    async daysToRollUp(before) {
      const rows = prepare(`SELECT day FROM (
          SELECT DISTINCT day FROM page_views WHERE day < @before
          UNION SELECT DISTINCT day FROM beacons WHERE day < @before)
        WHERE day NOT IN (SELECT day FROM day_rollups) ORDER BY day`).all({ before }) as Array<{
        day: string;
      }>;
      return rows.map((row) => row.day);
    },

    async rollUpDay(day, now = clock()) {
      rollUp.immediate(day, now.toISOString());
    },

    async dropRawEventsBefore(before) {
      const days = prepare("SELECT day FROM day_rollups WHERE day < ? ORDER BY day").all(
        before,
      ) as Array<{ day: string }>;
      let deleted = 0;
      // A day at a time, yielding between: the first run on an old inbox must not stall requests.
      for (const { day } of days) {
        deleted += db
          .transaction(
            () =>
              prepare("DELETE FROM page_views WHERE day = ?").run(day).changes +
              prepare("DELETE FROM beacons WHERE day = ?").run(day).changes,
          )
          .immediate();
        await yieldToEvents();
      }
      return deleted;
    },

    async overviewFacts(range, limit) {
      return readOverviewFacts(prepare, range, limit);
    },
  };
}
