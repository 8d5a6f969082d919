import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newLead } from "@tests/support/lead-fixtures";
import { sqliteDb, startTestServer } from "@tests/support/test-server";

describe("GET /healthz and GET /readyz", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const hook = "http://127.0.0.1:9/hook";
  beforeAll(async () => {
    server = await startTestServer(
      { WEBHOOK_URLS: hook, WEBHOOK_SECRET: "a-secret-of-sixteen-characters" },
      // The worker polls once an hour here: a delivery stored behind its back stays due.
      { outbox: { pollMs: 3_600_000 }, health: { reuseMs: 0, outboxStuckAfterMs: 60_000 } },
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers that the process lives and the store takes writes, uncached", async () => {
    const live = await fetch(`${server.url}/healthz`);
    expect(live.status).toBe(200);
    expect(live.headers.get("cache-control")).toBe("no-store");
    expect(await live.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  it("is not ready while the store refuses writes, and ready again after", async () => {
    sqliteDb(server.app).pragma("query_only = ON");
    try {
      const refused = await fetch(`${server.url}/readyz`);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({
        status: "not ready",
        problems: ["the store does not take writes"],
      });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      sqliteDb(server.app).pragma("query_only = OFF");
    }
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it("is not ready while a delivery is overdue: the outbox is stuck", async () => {
    const hourAgo = new Date(Date.now() - 3_600_000);
    await server.app.store.storeLead(
      newLead({ now: hourAgo, deliveries: [{ kind: "webhook", target: hook }] }),
    );
    const stuck = await fetch(`${server.url}/readyz`);
    expect(stuck.status).toBe(503);
    expect((await stuck.json()).problems).toEqual(["the outbox has deliveries overdue"]);
  });
});
