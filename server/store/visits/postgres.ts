import DataLoader from "dataloader";
import type pg from "pg";
import type { NewBeacon, NewPageView, VisitorPageView, VisitStore } from "./visits";
import { isoTime } from "../database/iso-time";
import { cappedViews, dayKeyId, dayKeyLimits, wantedDayKeys } from "./day-keys";
import { prepared, type PostgresContext } from "../database/postgres";
import { countedBeacons, countedPageViews } from "../overview/postgres-live-counts";

const column = <T, V>(rows: T[], value: (row: T) => V) => rows.map(value);

/** Visits on PostgreSQL: the day's salt and visitors, page views and beacons (decision 0115). */
export function postgresVisits(context: PostgresContext): VisitStore {
  return { ...visitors(context), ...visitEvents(context) };
}

/*
 * The statements of every page-view batch are named, as the batch's insert is: parsed and
 * planned once per connection rather than once per batch.
 */
const addVisitors = prepared(
  "add-day-visitors",
  `INSERT INTO day_visitors (day, hash)
   SELECT day, hash FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS k (day, hash, n)
   ORDER BY n
   ON CONFLICT DO NOTHING RETURNING day, hash`,
);
const readVisitors = prepared(
  "read-day-visitors",
  `SELECT v.id, v.day, v.hash FROM day_visitors v
   JOIN unnest($1::text[], $2::text[]) AS k (day, hash) ON v.day = k.day AND v.hash = k.hash`,
);

/**
 * Each (day, hash) of the batch gets its visitor number: new ones inserted in one sorted order
 * (two servers storing the same new visitors never deadlock), then all read back. A visitor
 * whose row this transaction made is new today: its first view of the batch is its landing.
 */
async function visitorNumbers(client: pg.PoolClient, views: NewPageView[]) {
  const keys = [...new Set(views.map((view) => `${view.day}\n${view.hash}`))].sort();
  const pairs = keys.map((key) => key.split("\n") as [string, string]);
  const days = column(pairs, ([day]) => day);
  const hashes = column(pairs, ([, hash]) => hash);
  const { rows: added } = await client.query<{ day: string; hash: string }>(addVisitors, [
    days,
    hashes,
  ]);
  const { rows } = await client.query<{ id: string; day: string; hash: string }>(readVisitors, [
    days,
    hashes,
  ]);
  return {
    numbers: new Map(rows.map((row) => [`${row.day}\n${row.hash}`, Number(row.id)])),
    added: new Set(added.map((row) => `${row.day}\n${row.hash}`)),
  };
}

/** The advisory lock of adding a day's source or campaign, across every server on the store. */
const dayKeysLock = 7_310_057;

/** Of the batch's wanted places, those already taken, and how many each (day, kind) holds. */
const knownDayKeys = prepared(
  "known-day-keys",
  `SELECT w.day, w.kind, w.value, k.value IS NOT NULL AS known,
     (SELECT count(*) FROM day_keys c WHERE c.day = w.day AND c.kind = w.kind) AS used
   FROM unnest($1::text[], $2::text[], $3::text[]) AS w (day, kind, value)
   LEFT JOIN day_keys k ON k.day = w.day AND k.kind = w.kind AND k.value = w.value`,
);

/** New places in the batch's order while their (day, kind) has room; then every place held. */
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
 * The places of the day's sources and campaigns the batch's views take (server/store/
 * day-keys.ts). Adding one is counting and inserting, which two servers at once could both
 * do past the cap: it holds an advisory lock, taken before the batch writes anything (a batch
 * waiting for it holds no row another batch could wait for), and only when a new value may
 * still get a place, so a full day or known values cost no lock.
 */
async function dayKeyPlaces(client: pg.PoolClient, views: NewPageView[]) {
  const wanted = wantedDayKeys(views);
  if (wanted.length === 0) return new Set<string>();
  const values = [
    column(wanted, (key) => key.day),
    column(wanted, (key) => key.kind),
    column(wanted, (key) => key.value),
  ];
  const { rows } = await client.query<{
    day: string;
    kind: "source" | "campaign";
    value: string;
    known: boolean;
    used: string;
  }>(knownDayKeys, values);
  const admitted = new Set(
    rows.filter((row) => row.known).map((row) => dayKeyId(row.day, row.kind, row.value)),
  );
  const roomFor = rows.filter((row) => !row.known && Number(row.used) < dayKeyLimits[row.kind]);
  if (roomFor.length === 0) return admitted;
  await client.query("SELECT pg_advisory_xact_lock($1)", [dayKeysLock]);
  await client.query(addDayKeys, [...values, dayKeyLimits.source, dayKeyLimits.campaign]);
  const { rows: held } = await client.query<{ day: string; kind: "source"; value: string }>(
    `SELECT k.day, k.kind, k.value FROM day_keys k
     JOIN unnest($1::text[], $2::text[], $3::text[]) AS w (day, kind, value)
       ON k.day = w.day AND k.kind = w.kind AND k.value = w.value`,
    values,
  );
  return new Set(held.map((row) => dayKeyId(row.day, row.kind, row.value)));
}

/**
 * The batch's page views and beacons, each inserted and counted for the Overview in one
 * statement (postgres-live-counts.ts), named: parsed and planned once per connection.
 */
const insertPageViews = prepared(
  "store-page-views",
  countedPageViews(`
  INSERT INTO page_views (at, day, visitor, path, landing, referrer, utm_source,
    utm_medium, utm_campaign, utm_term, utm_content)
  SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::bigint[], $4::text[],
    $5::boolean[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[])`),
);

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

/** Page views and beacons stored a batch at a time, one column array per field, and counted. */
function visitEvents({
  query,
  transaction,
}: PostgresContext): Pick<VisitStore, "storePageViews" | "storeBeacons" | "countVisitEvents"> {
  return {
    async storePageViews(batch: NewPageView[]) {
      if (batch.length === 0) return;
      await transaction(async (client) => {
        const views = cappedViews(batch, await dayKeyPlaces(client, batch));
        const { numbers, added } = await visitorNumbers(client, views);
        const rows = views.map((view) => {
          const key = `${view.day}\n${view.hash}`;
          const landing = added.delete(key);
          return { view, visitor: numbers.get(key), landing };
        });
        await client.query(insertPageViews, [
          column(rows, ({ view }) => view.at),
          column(rows, ({ view }) => view.day),
          column(rows, ({ visitor }) => visitor),
          column(rows, ({ view }) => view.path),
          column(rows, ({ landing }) => landing),
          column(rows, ({ view }) => view.referrer),
          column(rows, ({ view }) => view.utmSource),
          column(rows, ({ view }) => view.utmMedium),
          column(rows, ({ view }) => view.utmCampaign),
          column(rows, ({ view }) => view.utmTerm),
          column(rows, ({ view }) => view.utmContent),
        ]);
      });
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
