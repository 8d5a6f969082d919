import pg from "pg";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { newLead } from "@tests/support/lead-fixtures";
import { beacon, pageView } from "@tests/support/overview-fixtures";
import { storeBackends } from "@tests/support/store-backends";
import { overviewRange } from "@server/overview/site-days";
import type { Store } from "../store";

/**
 * The statements PostgreSQL is sent for the form's writes and the visits'. Each is a round trip
 * to the database, and on a machine shared with PostgreSQL each costs the server more CPU than
 * the work it asks for: a batch is stored in a fixed few statements whatever its size or mix,
 * the visits of posts that arrive together are read in one, and a batch of page views or
 * beacons is counted for the Overview in the statement that inserts it.
 */

const { backends } = storeBackends("round-trips");
const postgres = backends.find(([name]) => name === "PostgreSQL")?.[1];

/** Runs `work` and counts the statements any pg client sent meanwhile. */
async function statementsOf<T>(work: () => Promise<T>) {
  const spy = vi.spyOn(pg.Client.prototype, "query");
  try {
    const result = await work();
    return { result, statements: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

const day = "2026-11-20";
const at = new Date(`${day}T09:00:00Z`);

/** A batch of `size` new leads: keyed and keyless, each with two deliveries, some one person. */
const batch = (size: number, tag: string) =>
  Array.from({ length: size }, (_, index) =>
    newLead(
      {
        submissionKey: index % 2 === 0 ? `${tag}-${index}` : null,
        duplicateWindowMs: 600_000,
        deliveries: [
          { kind: "notify", target: null },
          { kind: "autoreply", target: `p${index % 3}@example.org` },
        ],
        now: at,
      },
      { email: `p${index % 3}@example.org`, message: `${tag} message ${index}` },
    ),
  );

/** `size` page views of the campaign "dec" by seven visitors of `tag`, on two pages. */
const views = (size: number, tag: string) =>
  Array.from({ length: size }, (_, index) =>
    pageView({
      day,
      hash: `${tag}${index % 7}`,
      path: ["/", "/work"][index % 2] as string,
      utmCampaign: "dec",
    }),
  );

/** `size` beacons of the same visitors, each with a form opened. */
const beacons = (size: number, tag: string) =>
  Array.from({ length: size }, (_, index) =>
    beacon({ day, hash: `${tag}${index % 7}`, lcp: 900 + index, formOpened: "contact" }),
  );

describe("PostgreSQL round trips", () => {
  let store: Store;
  beforeEach(async () => {
    store = await (await (postgres as NonNullable<typeof postgres>).fresh())();
  }, 30_000);
  afterEach(async () => {
    await store.close();
  });

  it("stores a batch of new leads in four statements, whatever its size", async () => {
    const one = await statementsOf(() => store.storeLeads(batch(1, "one")));
    const many = await statementsOf(() => store.storeLeads(batch(24, "many")));
    expect(one.result.map((result) => result.replay)).toEqual([false]);
    expect(new Set(many.result.map((result) => result.id)).size).toBe(24);
    expect(many.result.every((result) => !result.replay)).toBe(true);
    expect(await store.countLeads()).toBe(25);
    expect(one.statements).toBeLessThanOrEqual(4);
    expect(many.statements).toBeLessThanOrEqual(4);
  });

  it("answers a batch of replays in four statements, stored or of the same batch", async () => {
    const stored = await store.storeLeads(batch(6, "again"));
    const replayed = await statementsOf(() =>
      store.storeLeads([...batch(6, "again"), ...batch(2, "again")]),
    );
    expect(replayed.result.map((result) => result.id)).toEqual([
      ...stored.map((result) => result.id),
      ...stored.slice(0, 2).map((result) => result.id),
    ]);
    expect(replayed.result.every((result) => result.replay)).toBe(true);
    expect(await store.countLeads()).toBe(6);
    expect(replayed.statements).toBeLessThanOrEqual(4);
  });

  it("has PostgreSQL parse and plan the intake's statements once per connection", async () => {
    await store.storeLeads(batch(3, "first"));
    await store.storeLeads(batch(3, "second"));
    const parse = vi.spyOn(pg.Connection.prototype, "parse");
    try {
      await store.storeLeads(batch(5, "third"));
      await store.storeLeads(batch(2, "fourth"));
      // Each batch ran on a connection that had stored one before (the pool keeps them).
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
    expect(await store.countLeads()).toBe(13);
  });

  it("stores and counts a batch of page views in one statement, as a batch of beacons", async () => {
    // The day's first view of the campaign gives it its place, under the lock of adding one:
    // the statement that finds it new, BEGIN with the lock, the place, the views, COMMIT.
    const first = await statementsOf(() => store.storePageViews(views(1, "first")));
    const fewViews = await statementsOf(() => store.storePageViews(views(2, "a")));
    const manyViews = await statementsOf(() => store.storePageViews(views(40, "b")));
    const fewBeacons = await statementsOf(() => store.storeBeacons(beacons(1, "a")));
    const manyBeacons = await statementsOf(() => store.storeBeacons(beacons(30, "b")));
    expect(await store.countVisitEvents()).toEqual({ pageViews: 43, beacons: 31 });
    const [figures] = (await store.overviewFacts(overviewRange(day, day), 10)).days;
    expect(figures).toEqual({ day, visitors: 10, views: 43, formOpened: 8 });
    // The batches after find the campaign known: their views, visitors and counts in one.
    expect(first.statements).toBe(5);
    expect([fewViews.statements, manyViews.statements]).toEqual([1, 1]);
    expect([fewBeacons.statements, manyBeacons.statements]).toEqual([1, 1]);
  });

  it("has PostgreSQL parse and plan the visits' statements once per connection", async () => {
    await store.storePageViews(views(3, "first"));
    await store.storeBeacons(beacons(3, "first"));
    const parse = vi.spyOn(pg.Connection.prototype, "parse");
    try {
      await store.storePageViews(views(5, "second"));
      await store.storeBeacons(beacons(4, "second"));
      await store.storePageViews(views(2, "third"));
      // Each batch ran on a connection that had stored one before (the pool keeps them).
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
    expect(await store.countVisitEvents()).toEqual({ pageViews: 10, beacons: 7 });
  });

  it("reads the visits of posts that arrive together in one statement", async () => {
    await store.daySalt(day, () => Buffer.alloc(32));
    await store.storePageViews([
      pageView({ day, hash: "a", path: "/", at: new Date(`${day}T08:00:00Z`) }),
      pageView({ day, hash: "a", path: "/services", at: new Date(`${day}T08:01:00Z`) }),
      pageView({ day, hash: "b", path: "/work", at: new Date(`${day}T08:02:00Z`) }),
    ]);
    const asks: Array<[string, Date, number]> = [
      ["a", at, 20],
      ["a", new Date(`${day}T08:00:30Z`), 20],
      ["a", at, 1],
      ["b", at, 20],
      ["nobody", at, 20],
    ];
    const alone = [];
    for (const [hash, until, limit] of asks)
      alone.push(await store.visitorPageViews(day, hash, until, limit));
    const together = await statementsOf(() =>
      Promise.all(
        asks.map(([hash, until, limit]) => store.visitorPageViews(day, hash, until, limit)),
      ),
    );
    expect(together.result).toEqual(alone);
    expect(alone.map((found) => found?.views.map((view) => view.path))).toEqual([
      ["/", "/services"],
      ["/"],
      ["/"],
      ["/work"],
      undefined,
    ]);
    expect(together.statements).toBe(1);
  });
});
