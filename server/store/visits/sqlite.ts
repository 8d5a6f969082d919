import type { NewBeacon, NewPageView, VisitStore, VisitorPageView } from "./visits";
import { cappedViews, dayKeyId, dayKeyLimits, wantedDayKeys } from "./day-keys";
import type { SqliteContext } from "../database/sqlite";
import type { DurableCommitter } from "../database/sqlite-durable-commit";
import { liveCountWriter } from "../overview/sqlite-live-counts";

interface PageViewRow {
  at: string;
  path: string;
  landing: number;
  referrer: string | null;
  utm_source: string | null;
  utm_campaign: string | null;
}

const toVisitorPageView = (row: PageViewRow): VisitorPageView => ({
  at: row.at,
  path: row.path,
  landing: row.landing === 1,
  referrer: row.referrer,
  utmSource: row.utm_source,
  utmCampaign: row.utm_campaign,
});

const visitorSql = "SELECT id FROM day_visitors WHERE day = ? AND hash = ?";

/** The day's salt, made once a day: older salts and their visitors are dropped with it. */
function daySalts({ db, statement }: SqliteContext) {
  const dropSaltsBefore = statement("DELETE FROM visit_salts WHERE day < ?");
  const dropVisitorsBefore = statement("DELETE FROM day_visitors WHERE day < ?");
  const dropKeysBefore = statement("DELETE FROM day_keys WHERE day < ?");
  const dropPagesSeenBefore = statement("DELETE FROM day_visitor_pages WHERE day < ?");
  const addSalt = statement(
    "INSERT INTO visit_salts (day, salt) VALUES (?, ?) ON CONFLICT DO NOTHING",
  );
  const readSalt = statement("SELECT salt FROM visit_salts WHERE day = ?");
  return db.transaction((day: string, fresh: Buffer) => {
    dropSaltsBefore().run(day);
    dropVisitorsBefore().run(day);
    dropKeysBefore().run(day);
    dropPagesSeenBefore().run(day);
    addSalt().run(day, fresh);
    return (readSalt().get(day) as { salt: Buffer }).salt;
  });
}

/**
 * The places of the day's sources and campaigns (day-keys.ts) the batch's views
 * take: those already taken, then new ones while the day has room. Writes are serialised on
 * SQLite, so counting and adding in the batch's transaction cannot overshoot.
 */
function dayKeyPlaces({ statement }: SqliteContext) {
  const known = statement("SELECT 1 FROM day_keys WHERE day = ? AND kind = ? AND value = ?");
  const add = statement(
    `INSERT INTO day_keys (day, kind, value) SELECT @day, @kind, @value
     WHERE (SELECT count(*) FROM day_keys WHERE day = @day AND kind = @kind) < @limit`,
  );
  return (views: NewPageView[]) => {
    const admitted = new Set<string>();
    for (const { day, kind, value } of wantedDayKeys(views))
      if (
        known().get(day, kind, value) !== undefined ||
        add().run({ day, kind, value, limit: dayKeyLimits[kind] }).changes === 1
      )
        admitted.add(dayKeyId(day, kind, value));
    return admitted;
  };
}

/**
 * A batch of page views in one transaction; a visitor's first view of the day is a landing.
 * The day's counts (overview/sqlite-live-counts.ts) take the batch in the same transaction.
 */
function pageViewWriter(context: SqliteContext) {
  const { db, statement } = context;
  const places = dayKeyPlaces(context);
  const counts = liveCountWriter(context);
  const addVisitor = statement(
    "INSERT INTO day_visitors (day, hash) VALUES (?, ?) ON CONFLICT DO NOTHING",
  );
  const visitorOf = statement(visitorSql);
  const insertView = statement(
    `INSERT INTO page_views (at, day, visitor, path, landing, referrer, utm_source, utm_medium,
       utm_campaign, utm_term, utm_content)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return db.transaction((batch: NewPageView[]) => {
    const views = cappedViews(batch, places(batch));
    // Visitors seen earlier in this batch: their later views are not landings.
    const known = new Map<string, number>();
    const ids: number[] = [];
    for (const view of views) {
      const key = `${view.day}\n${view.hash}`;
      let visitor = known.get(key);
      let landing = false;
      if (visitor === undefined) {
        const added = addVisitor().run(view.day, view.hash);
        landing = added.changes === 1;
        visitor = landing
          ? Number(added.lastInsertRowid)
          : (visitorOf().get(view.day, view.hash) as { id: number }).id;
        known.set(key, visitor);
      }
      const inserted = insertView().run(
        view.at.toISOString(),
        view.day,
        visitor,
        view.path,
        landing ? 1 : 0,
        view.referrer,
        view.utmSource,
        view.utmMedium,
        view.utmCampaign,
        view.utmTerm,
        view.utmContent,
      );
      ids.push(Number(inserted.lastInsertRowid));
    }
    if (ids.length > 0) counts.pageViews(ids[0] as number, ids.at(-1) as number);
  });
}

/** A batch of beacons in one transaction, each tied to its day's visitor, and counted. */
function beaconWriter(context: SqliteContext) {
  const { db, statement } = context;
  const counts = liveCountWriter(context);
  const insertBeacon = statement(
    `INSERT INTO beacons (at, day, visitor, path, lcp, inp, cls, fcp, ttfb, time_on_page_ms,
       form_opened)
     VALUES (?, ?, (SELECT id FROM day_visitors WHERE day = ? AND hash = ?), ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return db.transaction((beacons: NewBeacon[]) => {
    const ids = beacons.map(
      (beacon) =>
        insertBeacon().run(
          beacon.at.toISOString(),
          beacon.day,
          beacon.day,
          beacon.hash,
          beacon.path,
          beacon.lcp,
          beacon.inp,
          beacon.cls,
          beacon.fcp,
          beacon.ttfb,
          beacon.timeOnPageMs,
          beacon.formOpened,
        ).lastInsertRowid,
    );
    if (ids.length > 0) counts.beacons(Number(ids[0]), Number(ids.at(-1)));
  });
}

/** Visits on SQLite: the day's salt and visitors, page views and beacons (decision 0115). */
export function sqliteVisits(
  context: SqliteContext,
  { commitDurably }: DurableCommitter,
): VisitStore {
  const { statement } = context;
  const saltOf = daySalts(context);
  const storeViews = pageViewWriter(context);
  const storeBeaconRows = beaconWriter(context);
  const visitorOf = statement(visitorSql);
  const viewsOf = statement(
    `SELECT at, path, landing, referrer, utm_source, utm_campaign FROM page_views
     WHERE day = ? AND visitor = ? AND at <= ? ORDER BY id LIMIT ?`,
  );
  const countViews = statement("SELECT count(*) AS n FROM page_views");
  const countBeacons = statement("SELECT count(*) AS n FROM beacons");

  return {
    async daySalt(day, fresh) {
      return saltOf.immediate(day, fresh());
    },
    async storePageViews(views) {
      if (views.length > 0) await commitDurably(() => storeViews.immediate(views));
    },
    async storeBeacons(beacons) {
      if (beacons.length > 0) await commitDurably(() => storeBeaconRows.immediate(beacons));
    },
    async visitorPageViews(day, hash, until, limit) {
      const found = visitorOf().get(day, hash) as { id: number } | undefined;
      if (!found) return undefined;
      const rows = viewsOf().all(day, found.id, until.toISOString(), limit) as PageViewRow[];
      return { visitor: found.id, views: rows.map(toVisitorPageView) };
    },
    async countVisitEvents() {
      return {
        pageViews: (countViews().get() as { n: number }).n,
        beacons: (countBeacons().get() as { n: number }).n,
      };
    },
  };
}
