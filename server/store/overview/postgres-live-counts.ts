import { liveDayFigures, livePages, liveVisits, liveVitals } from "./postgres";

/**
 * The Overview's counts of the days not rolled up yet, kept as each batch is written, as on
 * SQLite (sqlite-live-counts.ts). The batch's INSERT and its counting are one statement: the
 * inserted rows (the CTE `batch`, their RETURNING) go through the rollup's own SELECTs, grouped,
 * and are added to the day's rows, so a batch costs one round trip to PostgreSQL however many
 * counts it adds to, and each count's row (the day's figures above all, which every batch of
 * the day adds to) is written once per batch and locked only until the commit that follows.
 *
 * Servers writing at once stay exact: the additions are upserts, a (visitor, page) pair or a
 * visitor's form flag counts only for the statement that made it, and every upsert takes its
 * rows in key order, so two batches never wait on each other in a circle.
 */

/**
 * `rows` (the key columns, then the counts, one row per key) added to `table`'s rows, taken in
 * key order.
 */
const addTo = (table: string, keys: string[], counts: string[], rows: string) => `
  INSERT INTO ${table} (${[...keys, ...counts].join(", ")})
  SELECT * FROM (${rows}) r ORDER BY ${keys.map((_, index) => index + 1).join(", ")}
  ON CONFLICT (${keys.join(", ")}) DO UPDATE
    SET ${counts.map((count) => `${count} = ${table}.${count} + excluded.${count}`).join(", ")}`;

const dayFigures = ["visitors", "views", "form_opened"];

/** The page views' columns the counts read, returned by their INSERT. */
const pageViewColumns = "day, visitor, path, landing, referrer, utm_source, utm_campaign";

/**
 * `insert` (an INSERT INTO page_views without its RETURNING) with the counts of the rows it
 * inserts: the CTEs `batch` (the rows inserted) and those adding them to the counts, for a
 * statement's WITH list, which the CTEs making the rows may precede. A page's visitors are the
 * batch's (visitor, page) pairs new to the day; every visitor has exactly one landing, the view
 * that made its number.
 */
export const countedPageViews = (insert: string) => `
  batch AS (${insert} RETURNING ${pageViewColumns}),
  visits AS (${addTo(
    "live_visits",
    ["day", "landing_page", "source", "campaign"],
    ["visitors"],
    liveVisits("true", "batch"),
  )}),
  pairs AS (
    INSERT INTO day_visitor_pages (day, visitor, path)
    SELECT DISTINCT day, visitor, path FROM batch ORDER BY 1, 2, 3
    ON CONFLICT DO NOTHING RETURNING day, path),
  pages AS (${addTo(
    "live_pages",
    ["day", "path"],
    ["views", "visitors"],
    `SELECT v.day, v.path, v.views, COALESCE(p.visitors, 0) FROM
      (SELECT day, path, count(*) AS views FROM batch GROUP BY 1, 2) v
      LEFT JOIN (SELECT day, path, count(*) AS visitors FROM pairs GROUP BY 1, 2) p
        ON p.day = v.day AND p.path = v.path`,
  )}),
  figures AS (${addTo(
    "live_day_figures",
    ["day"],
    dayFigures,
    "SELECT day, count(*) FILTER (WHERE landing), count(*), 0 FROM batch GROUP BY day",
  )})`;

/** The beacons' columns the counts read, returned by their INSERT. */
const beaconColumns = "day, visitor, path, lcp, inp, cls, fcp, ttfb, form_opened";

/**
 * `insert` (an INSERT INTO beacons without its RETURNING) with the counts of the rows it
 * inserts: their vitals' buckets, and the day's visitors who opened a form for the first time.
 * Their flags are locked in id order first, so two servers flagging the same visitors wait for
 * each other in turn, never in a circle; a visitor another server flagged meanwhile is skipped.
 */
export const countedBeacons = (insert: string) => `
  WITH batch AS (${insert} RETURNING ${beaconColumns}),
  vitals AS (${addTo(
    "live_vitals",
    ["day", "route", "metric", "bucket"],
    ["samples"],
    liveVitals("true", "batch"),
  )}),
  opened AS (
    UPDATE day_visitors v SET form_opened = true FROM (
      SELECT id FROM day_visitors WHERE NOT form_opened AND id IN (
        SELECT visitor FROM batch WHERE form_opened IS NOT NULL)
      ORDER BY id FOR UPDATE) o
    WHERE v.id = o.id
    RETURNING v.day)
  ${addTo("live_day_figures", ["day"], dayFigures, "SELECT day, 0, 0, count(*) FROM opened GROUP BY day")}`;

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
