import DataLoader from "dataloader";
import type { NewBeacon, NewPageView, VisitorPageView, VisitStore } from "./visits";
import { isoTime } from "../database/iso-time";
import { dayKeyLimits, otherKey, placesOf, wantedDayKeys } from "./day-keys";
import { prepared, type PostgresContext } from "../database/postgres";
import { countedBeacons, countedPageViews } from "../overview/postgres-live-counts";

const column = <T, V>(rows: T[], value: (row: T) => V) => rows.map(value);

/** Visits on PostgreSQL: the day's salt and visitors, page views and beacons (decision 0115). */
export function postgresVisits(context: PostgresContext): VisitStore {
  return { ...visitors(context), ...visitEvents(context) };
}

/** The advisory lock of adding a day's source or campaign, across every server on the store. */
const dayKeysLock = 7_310_057;

/** New places in the batch's order while their (day, kind) has room. */
const addDayKeys = `
  WITH wanted AS (
    SELECT w.*, row_number() OVER (PARTITION BY w.day, w.kind ORDER BY w.n) AS rank
    FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS w (day, kind, value, n)
    WHERE NOT EXISTS (SELECT 1 FROM day_keys k
      WHERE k.day = w.day AND k.kind = w.kind AND k.value = w.value))
  INSERT INTO day_keys (day, kind, value)
  SELECT day, kind, value FROM wanted w
  WHERE rank + (SELECT count(*) FROM day_keys c WHERE c.day = w.day AND c.kind = w.kind)
    <= CASE kind WHEN 'source' THEN $4::int ELSE $5::int END`;

/**
 * A batch of page views in one statement, named (parsed and planned once per connection): the
 * places of their sources and campaigns (day-keys.ts), their visitors' numbers, the views and
 * their counts for the Overview (postgres-live-counts.ts). One statement is atomic on its own:
 * no BEGIN and COMMIT around it.
 *
 * - `places`: each source and campaign the batch brings, held or not. A batch bringing one not
 *   held while its (day, kind) has room writes nothing and answers `unplaced`: adding a place is
 *   counting and inserting, which two servers at once could both do past the cap, so it is done
 *   under a lock (storeWithNewPlaces). Otherwise a view whose value holds no place (its day is
 *   full) is stored as cappedViews makes it on SQLite: "other", its referrer dropped.
 * - `added`: the batch's new visitors, inserted in one sorted order (two servers storing the same
 *   new visitors never deadlock). Those the statement made are new today: each one's first view
 *   of the batch is its landing. The others are read by their key, an index probe each.
 * - A visitor another server numbered after this statement began is neither made nor seen by
 *   it (it reads what was committed when it began): its views get no number, page_views'
 *   NOT NULL refuses the statement whole, and the next attempt sees the number.
 */
const insertPageViews = prepared(
  "store-page-views",
  `WITH offered AS (
    SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[],
      $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[])
      WITH ORDINALITY AS o (at, day, hash, path, referrer, utm_source, utm_medium, utm_campaign,
        utm_term, utm_content, source_place, campaign_place, n)),
  places AS (
    SELECT w.*, EXISTS (SELECT 1 FROM day_keys k
      WHERE k.day = w.day AND k.kind = w.kind AND k.value = w.value) AS held
    FROM (SELECT day, 'source'::text AS kind, source_place AS value FROM offered
      WHERE source_place IS NOT NULL
      UNION SELECT day, 'campaign', campaign_place FROM offered
      WHERE campaign_place IS NOT NULL) w),
  unplaced AS (
    SELECT 1 FROM places p WHERE NOT held
      AND (SELECT count(*) FROM day_keys c WHERE c.day = p.day AND c.kind = p.kind)
        < CASE kind WHEN 'source' THEN $13::int ELSE $14::int END
    LIMIT 1),
  capped AS (
    SELECT o.n, o.at, o.day, o.hash, o.path, o.utm_medium, o.utm_term, o.utm_content,
      CASE WHEN s.held IS FALSE THEN NULL ELSE o.referrer END AS referrer,
      CASE WHEN s.held IS FALSE THEN $15 ELSE o.utm_source END AS utm_source,
      CASE WHEN c.held IS FALSE THEN $15 ELSE o.utm_campaign END AS utm_campaign
    FROM offered o
    LEFT JOIN places s ON s.kind = 'source' AND s.day = o.day AND s.value = o.source_place
    LEFT JOIN places c ON c.kind = 'campaign' AND c.day = o.day AND c.value = o.campaign_place
    WHERE NOT EXISTS (SELECT 1 FROM unplaced)),
  added AS (
    INSERT INTO day_visitors (day, hash)
    SELECT DISTINCT day, hash FROM capped ORDER BY 1, 2
    ON CONFLICT DO NOTHING RETURNING id, day, hash),
  numbered AS (
    SELECT c.*, COALESCE(a.id, (SELECT v.id FROM day_visitors v
        WHERE v.day = c.day AND v.hash = c.hash)) AS visitor,
      a.id IS NOT NULL AND c.n = min(c.n) OVER (PARTITION BY c.day, c.hash) AS landing
    FROM capped c LEFT JOIN added a ON a.day = c.day AND a.hash = c.hash),
  ${countedPageViews(`
    INSERT INTO page_views (at, day, visitor, path, landing, referrer, utm_source, utm_medium,
      utm_campaign, utm_term, utm_content)
    SELECT at, day, visitor, path, landing, referrer, utm_source, utm_medium, utm_campaign,
      utm_term, utm_content
    FROM numbered ORDER BY n`)}
  SELECT EXISTS (SELECT 1 FROM unplaced) AS unplaced`,
);

/** The statement refused views whose visitor another server numbered meanwhile. */
const visitorNumberedMeanwhile = (error: unknown) => {
  const { code, column: refused } = (error ?? {}) as { code?: unknown; column?: unknown };
  return code === "23502" && refused === "visitor";
};

/** Attempts at a batch whose new visitors other servers keep numbering meanwhile, at most. */
const visitorAttempts = 5;

/**
 * A beacon names its visitor by (day, hash): joined to its number, NULL when none is stored.
 * One statement, so no transaction around it: the beacons and their counts commit together.
 */
const insertBeacons = prepared(
  "store-beacons",
  countedBeacons(`
  INSERT INTO beacons (at, day, visitor, path, lcp, inp, cls, fcp, ttfb, time_on_page_ms,
    form_opened)
  SELECT b.at, b.day, v.id, b.path, b.lcp, b.inp, b.cls, b.fcp, b.ttfb, b.time_on_page_ms,
    b.form_opened
  FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::real[], $6::real[],
    $7::real[], $8::real[], $9::real[], $10::integer[], $11::text[])
    AS b (at, day, hash, path, lcp, inp, cls, fcp, ttfb, time_on_page_ms, form_opened)
  LEFT JOIN day_visitors v ON v.day = b.day AND v.hash = b.hash`),
);

/**
 * A batch that brings a new source or campaign while its day has room, again under the lock of
 * adding places, taken with the BEGIN before anything is written (a batch waiting for it holds
 * no row another batch could wait for): the places added in the batch's order while their
 * (day, kind) has room, then the batch's statement, which now finds each value placed or its
 * day full. A day full or its values known cost no lock.
 */
async function storeWithNewPlaces(
  transaction: PostgresContext["transaction"],
  batch: NewPageView[],
  values: unknown[],
) {
  const wanted = wantedDayKeys(batch);
  await transaction(async (client) => {
    await client.query(addDayKeys, [
      column(wanted, (key) => key.day),
      column(wanted, (key) => key.kind),
      column(wanted, (key) => key.value),
      dayKeyLimits.source,
      dayKeyLimits.campaign,
    ]);
    const { rows } = await client.query<{ unplaced: boolean }>(insertPageViews, values);
    if (rows[0]?.unplaced) throw new Error("A day's source or campaign lost its place mid-batch.");
  }, `BEGIN; SELECT pg_advisory_xact_lock(${dayKeysLock})`);
}

/** Page views and beacons stored a batch at a time, one column array per field, and counted. */
function visitEvents({
  query,
  transaction,
}: PostgresContext): Pick<VisitStore, "storePageViews" | "storeBeacons" | "countVisitEvents"> {
  return {
    async storePageViews(batch: NewPageView[]) {
      if (batch.length === 0) return;
      const places = batch.map(placesOf);
      const values = [
        column(batch, (view) => view.at),
        column(batch, (view) => view.day),
        column(batch, (view) => view.hash),
        column(batch, (view) => view.path),
        column(batch, (view) => view.referrer),
        column(batch, (view) => view.utmSource),
        column(batch, (view) => view.utmMedium),
        column(batch, (view) => view.utmCampaign),
        column(batch, (view) => view.utmTerm),
        column(batch, (view) => view.utmContent),
        column(places, (place) => place.source),
        column(places, (place) => place.campaign),
        dayKeyLimits.source,
        dayKeyLimits.campaign,
        otherKey,
      ];
      for (let attempt = 1; ; attempt++) {
        try {
          const { rows } = await query<{ unplaced: boolean }>(insertPageViews, values);
          if (rows[0]?.unplaced) await storeWithNewPlaces(transaction, batch, values);
          return;
        } catch (error) {
          if (!visitorNumberedMeanwhile(error) || attempt === visitorAttempts) throw error;
        }
      }
    },
    async storeBeacons(beacons: NewBeacon[]) {
      if (beacons.length === 0) return;
      await query(insertBeacons, [
        column(beacons, (beacon) => beacon.at),
        column(beacons, (beacon) => beacon.day),
        column(beacons, (beacon) => beacon.hash),
        column(beacons, (beacon) => beacon.path),
        column(beacons, (beacon) => beacon.lcp),
        column(beacons, (beacon) => beacon.inp),
        column(beacons, (beacon) => beacon.cls),
        column(beacons, (beacon) => beacon.fcp),
        column(beacons, (beacon) => beacon.ttfb),
        column(beacons, (beacon) => beacon.timeOnPageMs),
        column(beacons, (beacon) => beacon.formOpened),
      ]);
    },
    async countVisitEvents() {
      const { rows } = await query<{ views: string; beacons: string }>(
        `SELECT (SELECT count(*) FROM page_views) AS views,
                (SELECT count(*) FROM beacons) AS beacons`,
      );
      return { pageViews: Number(rows[0]?.views ?? 0), beacons: Number(rows[0]?.beacons ?? 0) };
    },
  };
}

interface VisitorViewRow {
  n: string;
  visitor: string;
  at: Date | null;
  path: string | null;
  landing: boolean | null;
  referrer: string | null;
  utm_source: string | null;
  utm_campaign: string | null;
}

interface VisitorAsk {
  day: string;
  hash: string;
  until: Date;
  limit: number;
}

/** Each asked visitor's row even with no view in range (LEFT JOIN): the visitor is still known. */
const visitorViews = prepared(
  "visitor-views",
  `
  SELECT k.n, v.id AS visitor, p.at, p.path, p.landing, p.referrer, p.utm_source, p.utm_campaign
  FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::integer[])
    WITH ORDINALITY AS k (day, hash, until, max, n)
  JOIN day_visitors v ON v.day = k.day AND v.hash = k.hash
  LEFT JOIN LATERAL (
    SELECT * FROM page_views
    WHERE day = v.day AND visitor = v.id AND at <= k.until ORDER BY id LIMIT k.max
  ) p ON true
  ORDER BY k.n, p.id`,
);

const toView = (row: VisitorViewRow) =>
  row.at === null || row.path === null
    ? []
    : [
        {
          at: isoTime(row.at),
          path: row.path,
          landing: row.landing === true,
          referrer: row.referrer,
          utmSource: row.utm_source,
          utmCampaign: row.utm_campaign,
        },
      ];

/**
 * The visits of the posts that arrive together, read in one statement: every form post asks for
 * its visitor's views, and a round trip each cost the server more than the read. The asks made
 * in one turn of the event loop (as the group commit gathers its batch) go together.
 */
function visitorViewsLoader(query: PostgresContext["query"]) {
  return new DataLoader<VisitorAsk, Awaited<ReturnType<VisitStore["visitorPageViews"]>>>(
    async (asks) => {
      const { rows } = await query<VisitorViewRow>(visitorViews, [
        column([...asks], (ask) => ask.day),
        column([...asks], (ask) => ask.hash),
        column([...asks], (ask) => ask.until),
        column([...asks], (ask) => ask.limit),
      ]);
      const found = asks.map(
        (): { visitor: number; views: VisitorPageView[] } | undefined => undefined,
      );
      for (const row of rows) {
        const index = Number(row.n) - 1;
        const visit = (found[index] ??= { visitor: Number(row.visitor), views: [] });
        visit.views.push(...toView(row));
      }
      return found;
    },
    { cache: false, batchScheduleFn: (send) => setImmediate(send) },
  );
}

/** The day's salt (older days' salts and visitors dropped) and one visitor's page views. */
function visitors({
  query,
  transaction,
}: PostgresContext): Pick<VisitStore, "daySalt" | "visitorPageViews"> {
  const views = visitorViewsLoader(query);
  return {
    async daySalt(day, fresh) {
      return transaction(async (client) => {
        await client.query("DELETE FROM visit_salts WHERE day < $1", [day]);
        await client.query("DELETE FROM day_visitors WHERE day < $1", [day]);
        await client.query("DELETE FROM day_keys WHERE day < $1", [day]);
        await client.query("DELETE FROM day_visitor_pages WHERE day < $1", [day]);
        await client.query(
          "INSERT INTO visit_salts (day, salt) VALUES ($1, $2) ON CONFLICT DO NOTHING",
          [day, fresh()],
        );
        const { rows } = await client.query<{ salt: Buffer }>(
          "SELECT salt FROM visit_salts WHERE day = $1",
          [day],
        );
        return (rows[0] as { salt: Buffer }).salt;
      });
    },
    visitorPageViews: (day, hash, until, limit) => views.load({ day, hash, until, limit }),
  };
}
