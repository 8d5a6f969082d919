import type { SqliteContext } from "../database/sqlite";
import { liveDayFigures, livePages, liveVisits, liveVitals } from "./sqlite";

/**
 * The Overview's counts of the days not rolled up yet (today), kept as each batch is written,
 * so that reading today costs what reading a rolled-up day does, whatever number of raw rows
 * a flood has left in it. Each count is the rollup's own SELECT (sqlite.ts) run over the batch's rows just inserted and added to the day's row; the
 * visitors of a page and those who opened a form are counted once each through the day's
 * (visitor, page) pairs and a flag on the visitor. The roll-up deletes a day's counts.
 */

/** The rows of the batch just written: SQLite writes one transaction at a time, ids in order. */
const batchRows = "id BETWEEN @first AND @last";

export function liveCountWriter({ statement }: SqliteContext) {
  const countVisits = statement(
    `INSERT INTO live_visits (day, landing_page, source, campaign, visitors)
     SELECT * FROM (${liveVisits(batchRows)}) WHERE true
     ON CONFLICT (day, landing_page, source, campaign)
       DO UPDATE SET visitors = visitors + excluded.visitors`,
  );
  const countViews = statement(
    `INSERT INTO live_pages (day, path, views, visitors)
     SELECT day, path, count(*), 0 FROM page_views WHERE ${batchRows} GROUP BY day, path
     ON CONFLICT (day, path) DO UPDATE SET views = views + excluded.views`,
  );
  const newPageVisitors = statement(
    `INSERT INTO day_visitor_pages (day, visitor, path)
     SELECT DISTINCT day, visitor, path FROM page_views WHERE ${batchRows}
     ON CONFLICT DO NOTHING RETURNING day, path`,
  );
  const countPageVisitor = statement(
    "UPDATE live_pages SET visitors = visitors + 1 WHERE day = ? AND path = ?",
  );
  // Every visitor has exactly one landing, the view that made its number.
  const countDay = statement(
    `INSERT INTO live_day_figures (day, visitors, views, form_opened)
     SELECT day, sum(landing), count(*), 0 FROM page_views WHERE ${batchRows} GROUP BY day
     ON CONFLICT (day) DO UPDATE
       SET visitors = visitors + excluded.visitors, views = views + excluded.views`,
  );
  const countVitals = statement(
    `INSERT INTO live_vitals (day, route, metric, bucket, samples)
     SELECT * FROM (${liveVitals(batchRows)}) WHERE true
     ON CONFLICT (day, route, metric, bucket) DO UPDATE SET samples = samples + excluded.samples`,
  );
  const newFormOpeners = statement(
    `UPDATE day_visitors SET form_opened = 1 WHERE form_opened = 0 AND id IN (
       SELECT visitor FROM beacons WHERE ${batchRows} AND form_opened IS NOT NULL)
     RETURNING day`,
  );
  const countFormOpener = statement(
    `INSERT INTO live_day_figures (day, visitors, views, form_opened) VALUES (?, 0, 0, 1)
     ON CONFLICT (day) DO UPDATE SET form_opened = form_opened + 1`,
  );
  return {
    /** Counts the page views of ids first to last, inside their transaction. */
    pageViews(first: number, last: number) {
      const rows = { first, last };
      countVisits().run(rows);
      countViews().run(rows);
      for (const { day, path } of newPageVisitors().all(rows) as Array<{
        day: string;
        path: string;
      }>)
        countPageVisitor().run(day, path);
      countDay().run(rows);
    },
    /** Counts the beacons of ids first to last, inside their transaction. */
    beacons(first: number, last: number) {
      const rows = { first, last };
      countVitals().run(rows);
      for (const { day } of newFormOpeners().all(rows) as Array<{ day: string }>)
        countFormOpener().run(day);
    },
  };
}

/** Days not rolled up, whose counts a store upgraded while they were going on starts from. */
/**
 * The counts of the days `days` (a WHERE on day) made from their raw rows: an inbox upgraded
 * mid-day keeps its day's figures, and a bench that seeds raw rows in SQL counts them. The
 * (visitor, page) pairs only of the days whose visitors are still known.
 */
export const recountSql = (days: string) => `
  INSERT INTO live_day_figures SELECT * FROM (${liveDayFigures(days)}) WHERE true;
  INSERT INTO live_visits SELECT * FROM (${liveVisits(days)}) WHERE true;
  INSERT INTO live_pages SELECT * FROM (${livePages(days)}) WHERE true;
  INSERT INTO live_vitals SELECT * FROM (${liveVitals(days)}) WHERE true;
  INSERT INTO day_visitor_pages SELECT DISTINCT p.day, p.visitor, p.path FROM page_views p
    WHERE ${days} AND p.visitor IN (SELECT id FROM day_visitors);
  UPDATE day_visitors SET form_opened = 1 WHERE id IN (SELECT visitor FROM beacons
    WHERE ${days} AND form_opened IS NOT NULL AND visitor IS NOT NULL);`;

const notRolledUp = "day NOT IN (SELECT day FROM day_rollups)";

/**
 * The counts' tables, filled from the raw rows of the days not rolled up yet (an inbox
 * upgraded mid-day keeps its day's figures); day_visitor_pages only for the days whose
 * visitors are still known.
 */
export const liveCountsMigration = `
  CREATE TABLE live_day_figures (
    day TEXT PRIMARY KEY,
    visitors INTEGER NOT NULL,
    views INTEGER NOT NULL,
    form_opened INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE live_visits (
    day TEXT NOT NULL,
    landing_page TEXT NOT NULL,
    source TEXT NOT NULL,
    campaign TEXT NOT NULL,
    visitors INTEGER NOT NULL,
    PRIMARY KEY (day, landing_page, source, campaign)
  ) WITHOUT ROWID;
  CREATE TABLE live_pages (
    day TEXT NOT NULL,
    path TEXT NOT NULL,
    views INTEGER NOT NULL,
    visitors INTEGER NOT NULL,
    PRIMARY KEY (day, path)
  ) WITHOUT ROWID;
  CREATE TABLE live_vitals (
    day TEXT NOT NULL,
    route TEXT NOT NULL,
    metric TEXT NOT NULL,
    bucket INTEGER NOT NULL,
    samples INTEGER NOT NULL,
    PRIMARY KEY (day, route, metric, bucket)
  ) WITHOUT ROWID;
  CREATE TABLE day_visitor_pages (
    day TEXT NOT NULL,
    visitor INTEGER NOT NULL,
    path TEXT NOT NULL,
    PRIMARY KEY (day, visitor, path)
  ) WITHOUT ROWID;
  ALTER TABLE day_visitors ADD COLUMN form_opened INTEGER NOT NULL DEFAULT 0;
  ${recountSql(notRolledUp)}`;
