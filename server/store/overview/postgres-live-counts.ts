import type pg from "pg";
import { liveDayFigures, livePages, liveVisits, liveVitals } from "./postgres";

/**
 * The Overview's counts of the days not rolled up yet, kept as each batch is written, as on
 * SQLite (sqlite-live-counts.ts): the rollup's own SELECTs over the batch's rows
 * ($1, their ids), added to the day's rows. Servers writing at once stay exact: the additions
 * are upserts, a (visitor, page) pair or a visitor's form flag counts only for the transaction
 * that made it, and every statement takes its rows in key order, so two batches never wait on
 * each other in a circle.
 */

const batchRows = "id = ANY($1::bigint[])";

const countVisits = `
  INSERT INTO live_visits (day, landing_page, source, campaign, visitors)
  SELECT * FROM (${liveVisits(batchRows)}) v ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, landing_page, source, campaign)
    DO UPDATE SET visitors = live_visits.visitors + excluded.visitors`;

const countViews = `
  INSERT INTO live_pages (day, path, views, visitors)
  SELECT day, path, count(*), 0 FROM page_views WHERE ${batchRows} GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, path) DO UPDATE SET views = live_pages.views + excluded.views`;

const countPageVisitors = `
  WITH added AS (
    INSERT INTO day_visitor_pages (day, visitor, path)
    SELECT DISTINCT day, visitor, path FROM page_views WHERE ${batchRows} ORDER BY 1, 2, 3
    ON CONFLICT DO NOTHING RETURNING day, path)
  UPDATE live_pages p SET visitors = p.visitors + a.n
  FROM (SELECT day, path, count(*) AS n FROM added GROUP BY 1, 2) a
  WHERE p.day = a.day AND p.path = a.path`;

/** Every visitor has exactly one landing, the view that made its number. */
const countDay = `
  INSERT INTO live_day_figures (day, visitors, views, form_opened)
  SELECT day, count(*) FILTER (WHERE landing), count(*), 0 FROM page_views WHERE ${batchRows}
  GROUP BY day ORDER BY day
  ON CONFLICT (day) DO UPDATE SET visitors = live_day_figures.visitors + excluded.visitors,
    views = live_day_figures.views + excluded.views`;

const countVitals = `
  INSERT INTO live_vitals (day, route, metric, bucket, samples)
  SELECT * FROM (${liveVitals(batchRows)}) v ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, route, metric, bucket)
    DO UPDATE SET samples = live_vitals.samples + excluded.samples`;

const countFormOpeners = `
  WITH opened AS (
    UPDATE day_visitors SET form_opened = true WHERE NOT form_opened AND id IN (
      SELECT visitor FROM beacons WHERE ${batchRows} AND form_opened IS NOT NULL)
    RETURNING day)
  INSERT INTO live_day_figures (day, visitors, views, form_opened)
  SELECT day, 0, 0, count(*) FROM opened GROUP BY day ORDER BY day
  ON CONFLICT (day) DO UPDATE
    SET form_opened = live_day_figures.form_opened + excluded.form_opened`;

/** Counts the page views of `ids`, inside their transaction. */
export async function countPageViews(client: pg.PoolClient, ids: string[]) {
  for (const sql of [countVisits, countViews, countPageVisitors, countDay])
    await client.query(sql, [ids]);
}

/** Counts the beacons of `ids`, inside their transaction. */
export async function countBeacons(client: pg.PoolClient, ids: string[]) {
  for (const sql of [countVitals, countFormOpeners]) await client.query(sql, [ids]);
}

/** The counts of the days `days` made from their raw rows, as on SQLite. */
export const recountSql = (days: string) => `
  INSERT INTO live_day_figures SELECT * FROM (${liveDayFigures(days)}) f;
  INSERT INTO live_visits SELECT * FROM (${liveVisits(days)}) v;
  INSERT INTO live_pages SELECT * FROM (${livePages(days)}) p;
  INSERT INTO live_vitals SELECT * FROM (${liveVitals(days)}) b;
  INSERT INTO day_visitor_pages SELECT DISTINCT day, visitor, path FROM page_views
    WHERE ${days} AND visitor IN (SELECT id FROM day_visitors);
  UPDATE day_visitors SET form_opened = true WHERE id IN (SELECT visitor FROM beacons
    WHERE ${days} AND form_opened IS NOT NULL AND visitor IS NOT NULL);`;

const notRolledUp = "day NOT IN (SELECT day FROM day_rollups)";

/** The counts' tables, filled from the raw rows of the days not rolled up, as on SQLite. */
export const liveCountsMigration = `
  CREATE TABLE live_day_figures (
    day text PRIMARY KEY,
    visitors bigint NOT NULL,
    views bigint NOT NULL,
    form_opened bigint NOT NULL
  );
  CREATE TABLE live_visits (
    day text NOT NULL,
    landing_page text NOT NULL,
    source text NOT NULL,
    campaign text NOT NULL,
    visitors bigint NOT NULL,
    PRIMARY KEY (day, landing_page, source, campaign)
  );
  CREATE TABLE live_pages (
    day text NOT NULL,
    path text NOT NULL,
    views bigint NOT NULL,
    visitors bigint NOT NULL,
    PRIMARY KEY (day, path)
  );
  CREATE TABLE live_vitals (
    day text NOT NULL,
    route text NOT NULL,
    metric text NOT NULL,
    bucket integer NOT NULL,
    samples bigint NOT NULL,
    PRIMARY KEY (day, route, metric, bucket)
  );
  CREATE TABLE day_visitor_pages (
    day text NOT NULL,
    visitor bigint NOT NULL,
    path text NOT NULL,
    PRIMARY KEY (day, visitor, path)
  );
  ALTER TABLE day_visitors ADD COLUMN form_opened boolean NOT NULL DEFAULT false;
  ${recountSql(notRolledUp)}`;
