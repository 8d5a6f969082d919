import { afterEach, describe, expect, it, vi } from "vitest";
import { pageView } from "@tests/support/overview-fixtures";
import { storeBackends } from "@tests/support/store-backends";
import { overviewRange } from "@server/overview/site-days";
import type { PostgresStore } from "../postgres";

/**
 * Two servers on one PostgreSQL may number the same new visitor at the same moment. The one
 * that commits first makes the number and the landing; the other's batch waits for it, then
 * stores its views under that number, none of them a second landing, and counts the visitor
 * once. On SQLite one writer at a time makes this race impossible.
 */

const { backends } = storeBackends("visitors_at_once");
const postgres = backends.find(([name]) => name === "PostgreSQL")?.[1];
const open: PostgresStore[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((store) => store.close()));
});

const day = "2026-12-01";

describe("a visitor two servers number at once, on PostgreSQL", () => {
  it("gets one number and one landing, from the server that committed first", async () => {
    const opened = await (postgres as NonNullable<typeof postgres>).fresh();
    const [store, other] = [(await opened()) as PostgresStore, (await opened()) as PostgresStore];
    open.push(store, other);
    await store.daySalt(day, () => Buffer.alloc(32));

    // The other server has numbered visitor "x" and not committed yet.
    const otherServer = await other.pool.connect();
    let writing: Promise<void> | undefined;
    try {
      await otherServer.query("BEGIN");
      const { rows } = await otherServer.query<{ id: string }>(
        "INSERT INTO day_visitors (day, hash) VALUES ($1, 'x') RETURNING id",
        [day],
      );
      writing = store.storePageViews([
        pageView({ day, hash: "x", path: "/" }),
        pageView({ day, hash: "y", path: "/work" }),
        pageView({ day, hash: "x", path: "/work" }),
      ]);
      // This server's batch waits for the other's row before it decides whose "x" is.
      await vi.waitFor(
        async () => {
          const { rows: waiting } = await other.pool.query<{ n: string }>(
            "SELECT count(*) AS n FROM pg_locks WHERE NOT granted",
          );
          expect(Number(waiting[0]?.n)).toBeGreaterThan(0);
        },
        { timeout: 10_000, interval: 20 },
      );
      await otherServer.query("COMMIT");
      await writing;

      const x = await store.visitorPageViews(day, "x", new Date("2026-12-31"), 10);
      const y = await store.visitorPageViews(day, "y", new Date("2026-12-31"), 10);
      expect(x?.visitor).toBe(Number(rows[0]?.id));
      expect(x?.views.map((view) => [view.path, view.landing])).toEqual([
        ["/", false],
        ["/work", false],
      ]);
      expect(y?.views.map((view) => [view.path, view.landing])).toEqual([["/work", true]]);
      // The other server counts "x" with its own views; this batch counts "y" alone.
      const [figures] = (await store.overviewFacts(overviewRange(day, day), 10)).days;
      expect(figures).toMatchObject({ day, visitors: 1, views: 3 });
    } finally {
      await writing?.catch(() => {});
      otherServer.release();
    }
  });
});
