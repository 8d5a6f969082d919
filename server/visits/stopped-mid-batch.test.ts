import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { beaconPath } from "@contracts/visits";
import {
  startEmbeddedPostgres,
  type EmbeddedPostgresServer,
} from "@tests/support/embedded-postgres";
import { startServerProcess } from "@tests/support/server-process";
import { makeSite } from "@tests/support/test-server";
import type { Store } from "../store/store";
import { openPostgresStore } from "../store/postgres";
import { openSqliteStore } from "../store/sqlite";

/**
 * A server stopped (SIGTERM) while page views and beacons arrive, the page views gathering for
 * their batch (25 ms by default, here for a minute), has stored every event it acknowledged: each
 * page answered 200 (its view is counted) and each beacon answered 204. The real server, as a child
 * process.
 */

const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let postgres: EmbeddedPostgresServer;
beforeAll(async () => {
  postgres = await startEmbeddedPostgres({ durable: false });
}, 120_000);
afterAll(async () => {
  await postgres?.stop();
}, 60_000);

/**
 * Sends page views and beacons from 8 clients until stopped; counts what was acknowledged.
 * `reached` settles once `each` page views and `each` beacons have been.
 */
function traffic(origin: string, each: number) {
  const acknowledged = { pageViews: 0, beacons: 0 };
  let stopped = false;
  let stopRequested = () => {};
  const stopping = new Promise<void>((resolve) => (stopRequested = resolve));
  let enough = () => {};
  const reached = new Promise<void>((resolve) => (enough = resolve));
  let sent = 0;
  const client = async () => {
    while (!stopped) {
      const address = `10.0.${(sent >> 8) & 255}.${sent++ & 255}`;
      const headers = { "user-agent": browser, "x-forwarded-for": address };
      try {
        const page = await fetch(`${origin}/contact-us?utm_campaign=stop`, { headers });
        await page.arrayBuffer();
        if (page.status === 200) acknowledged.pageViews++;
        const beacon = await fetch(`${origin}${beaconPath}`, {
          method: "POST",
          headers: { ...headers, "content-type": "text/plain;charset=UTF-8" },
          body: JSON.stringify({ path: "/contact-us", lcp: 1200, inp: 40, cls: 0.01 }),
        });
        await beacon.arrayBuffer();
        if (beacon.status === 204) acknowledged.beacons++;
        if (Math.min(acknowledged.pageViews, acknowledged.beacons) >= each) enough();
      } catch {
        // The server stopped under this request: nothing more to send until the test stops too.
        await stopping;
      }
    }
  };
  const clients = Array.from({ length: 8 }, client);
  return {
    acknowledged,
    reached,
    async stop() {
      stopped = true;
      stopRequested();
      await Promise.all(clients);
    },
  };
}

describe.each(["sqlite", "postgres"] as const)("a server stopped mid-batch (%s)", (kind) => {
  it("has stored every page view and beacon it acknowledged", { timeout: 90_000 }, async () => {
    const site = await makeSite();
    const databasePath = path.join(site.dir, "data", "stop.sqlite");
    const databaseUrl =
      kind === "postgres" ? await postgres.createDatabase("stopped_mid_batch") : undefined;
    const openStore = (): Promise<Store> | Store =>
      databaseUrl ? openPostgresStore(databaseUrl, { poolSize: 1 }) : openSqliteStore(databasePath);
    try {
      const server = await startServerProcess({
        env: {
          SITE_DIR: site.dir,
          DATA_DIR: path.join(site.dir, "data"),
          DATABASE_PATH: databasePath,
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
          TRUST_PROXY: "127.0.0.1",
          BEACON_RATE_LIMIT_MAX: "100000",
          LOG_LEVEL: "silent",
          // A window longer than the test: its views are stored only if the stop drains it.
          PAGE_VIEW_GATHER_MS: "60000",
        },
      });
      const sending = traffic(server.origin, 200);
      await sending.reached;
      // Stopped while the clients still send: the last views are in their gathering window.
      const code = await server.stop();
      await sending.stop();
      expect(code).toBe(0);

      const store = await openStore();
      try {
        const stored = await store.countVisitEvents();
        expect(stored.pageViews).toBeGreaterThanOrEqual(sending.acknowledged.pageViews);
        expect(stored.beacons).toBeGreaterThanOrEqual(sending.acknowledged.beacons);
      } finally {
        await store.close();
      }
    } finally {
      await site.cleanup();
    }
  });
});
