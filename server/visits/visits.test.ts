import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { beaconPath } from "@contracts/visits";
import { browser, serverDatabases, startVisitServer } from "@tests/support/visit-server";
import type { Store } from "../store/store";
import type { PostgresStore } from "../store/postgres";
import type { SqliteStore } from "../store/sqlite";
import { visitDay } from "./visit-day";
import { visitorHash } from "./visitor-hash";

/**
 * Visits end to end through the real server, on SQLite and on PostgreSQL: which requests are
 * counted, the beacon's contract, a lead joined to its visit, and that nothing identifying is
 * stored and no cookie is set.
 */

const crawler = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** Every text of every row of every table, for a scan of what the store holds. */
async function everyStoredText(store: Store): Promise<string> {
  if (store.kind === "sqlite") {
    const { db } = store as SqliteStore;
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all() as Array<{ name: string }>;
    return tables
      .map(({ name }) => JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all()))
      .join("\n");
  }
  const { pool } = store as PostgresStore;
  const { rows: tables } = await pool.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'",
  );
  const texts = await Promise.all(
    tables.map(async ({ name }) =>
      JSON.stringify((await pool.query(`SELECT * FROM "${name}"`)).rows),
    ),
  );
  return texts.join("\n");
}

const backends = serverDatabases("visits");

describe.each(backends)("visits on %s", (_name, database) => {
  let server: Awaited<ReturnType<typeof startVisitServer>>;
  let app: FastifyInstance;
  /** Each test is its own client address, so its visitor is its own. */
  let clients = 0;
  const client = () => `203.0.113.${++clients}`;

  beforeAll(async () => {
    server = await startVisitServer(await database());
    app = server.app;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const get = (
    url: string,
    address: string,
    headers: Record<string, string> = {},
    method = "GET",
  ) =>
    fetch(`${server.url}${url}`, {
      method,
      redirect: "manual",
      headers: { "user-agent": browser, "x-forwarded-for": address, ...headers },
    });
  /** Page views and beacons stored, once everything counted so far is written. */
  const stored = async () => {
    await app.visits.settled();
    return app.store.countVisitEvents();
  };

  it("counts a page served to a browser once, and nothing else", async () => {
    const address = client();
    const before = await stored();
    expect((await get("/website-design", address)).status).toBe(200);
    const counted = [
      await get("/", address, {}, "HEAD"),
      await get("/", address, { "user-agent": crawler }),
      await get("/", address, { "sec-purpose": "prefetch" }),
      await get("/", address, { "sec-purpose": "prefetch;prerender" }),
      await get("/", address, { purpose: "prefetch" }),
      await get("/", address, { "x-moz": "prefetch" }),
      await get("/no-such-page", address),
      await get("/assets/app.js", address),
      await get("/admin", address),
      await get("/website-design/", address),
    ];
    expect(counted.map((response) => response.status)).toEqual([
      200, 200, 200, 200, 200, 200, 404, 200, 303, 301,
    ]);
    expect(await stored()).toEqual({ ...before, pageViews: before.pageViews + 1 });
  });

  it("counts a page answered 304 (a revisit), the visitor's later views not as landings", async () => {
    const address = client();
    const before = await stored();
    const first = await get("/", address);
    const etag = first.headers.get("etag") ?? "";
    expect((await get("/", address, { "if-none-match": etag })).status).toBe(304);
    expect(await stored()).toEqual({ ...before, pageViews: before.pageViews + 2 });
    // The same visitor, by the hash the server makes of the day's salt, address and agent.
    const day = visitDay(new Date());
    const salt = await app.store.daySalt(day, () => Buffer.alloc(32));
    const hash = visitorHash(salt, address, browser);
    const found = await app.store.visitorPageViews(day, hash, new Date(), 20);
    expect(found?.views.map((view) => [view.path, view.landing])).toEqual([
      ["/", true],
      ["/", false],
    ]);
  });

  it("sets no cookie on any public page, beacon or form answer", async () => {
    const address = client();
    const answers = [
      await get("/", address),
      await get("/contact-us", address),
      await get("/no-such-page", address),
      await fetch(`${server.url}${beaconPath}`, {
        method: "POST",
        headers: { "user-agent": browser, "x-forwarded-for": address },
        body: JSON.stringify({ path: "/" }),
      }),
    ];
    for (const answer of answers) expect(answer.headers.get("set-cookie")).toBeNull();
  });

  const beacon = (address: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${beaconPath}`, {
      method: "POST",
      headers: {
        "user-agent": browser,
        "x-forwarded-for": address,
        "content-type": "text/plain;charset=UTF-8",
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  /** A form posted as the browser at `address` would, asking for JSON. */
  const postForm = (form: string, address: string, fields: Record<string, string>) =>
    fetch(`${server.url}/api/forms/${form}`, {
      method: "POST",
      headers: {
        "user-agent": browser,
        "x-forwarded-for": address,
        accept: "application/json",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(fields).toString(),
    });

  it("stores a beacon before answering 204, with the day's visitor of its page view", async () => {
    const address = client();
    await get("/careers", address);
    const before = await stored();
    const answer = await beacon(address, {
      path: "/careers",
      lcp: 1234.5,
      inp: 48,
      cls: 0.02,
      fcp: 800,
      ttfb: 120.25,
      timeOnPageMs: 15_000,
      formOpened: "newsletter",
    });
    expect(answer.status).toBe(204);
    expect((await app.store.countVisitEvents()).beacons).toBe(before.beacons + 1);
  });

  it("refuses a beacon that is not exactly the contract's, and stores none of it", async () => {
    const address = client();
    const before = await stored();
    const refusals = [
      await beacon(address, { path: "/", lcp: 1, extra: 1 }),
      await beacon(address, '{"path": "/", "lcp": 1e400}'),
      await beacon(address, { path: "/", cls: -1 }),
      await beacon(address, { path: "/", lcp: "12" }),
      await beacon(address, { path: "/", formOpened: "login" }),
      await beacon(address, { path: "/no-such-page" }),
      await beacon(address, { path: "/admin" }),
      await beacon(address, "not json"),
      await beacon(address, "[]"),
      await beacon(address, JSON.stringify({ path: "/", pad: "x".repeat(2000) })),
      await beacon(address, { path: "/" }, { "content-type": "application/x-www-form-urlencoded" }),
      await get(beaconPath, address),
    ];
    expect(refusals.map((answer) => answer.status)).toEqual([
      400, 400, 400, 400, 400, 400, 400, 400, 400, 413, 415, 405,
    ]);
    expect(await stored()).toEqual(before);
  });

  it("joins a lead to its visit: landing page, source, campaign and the pages seen", async () => {
    const address = client();
    await get("/website-design?utm_campaign=spring&utm_source=newsletter", address, {
      referer: "https://www.example.net/some/path?q=1",
    });
    await get("/careers", address, { referer: `${server.url}/website-design` });
    await get("/contact-us", address, { referer: `${server.url}/careers` });
    const posted = await postForm("contact", address, {
      name: "Sana Iqbal",
      email: "sana@example.org",
    });
    expect(posted.status).toBe(200);
    const [lead] = (await app.store.listLeads({}, { offset: 0, limit: 1 })).leads;
    expect(lead?.visit).toEqual({
      landingPage: "/website-design",
      source: "newsletter",
      campaign: "spring",
      pagesSeen: ["/website-design", "/careers", "/contact-us"],
    });
  });

  it("names the referrer's host as the source without utm_source, and direct without either", async () => {
    const referred = client();
    await get("/careers", referred, { referer: "https://news.example.com/story/1" });
    const direct = client();
    await get("/careers", direct);
    const post = (address: string, email: string) => postForm("newsletter", address, { email });
    expect((await post(referred, "referred@example.org")).status).toBe(200);
    expect((await post(direct, "direct@example.org")).status).toBe(200);
    const leads = (await app.store.listLeads({}, { offset: 0, limit: 2 })).leads;
    expect(leads.map((lead) => [lead.email, lead.visit?.source, lead.visit?.campaign])).toEqual([
      ["direct@example.org", "direct", null],
      ["referred@example.org", "news.example.com", null],
    ]);
  });

  it("leaves a lead without a visit when its sender was never counted today", async () => {
    const posted = await postForm("newsletter", client(), { email: "unseen@example.org" });
    expect(posted.status).toBe(200);
    const [lead] = (await app.store.listLeads({}, { offset: 0, limit: 1 })).leads;
    expect(lead).toMatchObject({ email: "unseen@example.org", visit: null });
  });

  it("stores no address, no user agent and no referrer path anywhere", async () => {
    const address = "198.51.100.231";
    await get("/?utm_campaign=scan", address, { referer: "https://secret.example.org/private/p" });
    await beacon(address, { path: "/", lcp: 10 });
    await postForm("newsletter", address, { email: "scan@example.org" });
    await app.visits.settled();
    const text = await everyStoredText(app.store);
    expect(text).toContain("scan@example.org");
    expect(text).toContain("https://secret.example.org");
    for (const identifying of [address, "VisitsTestMark", "Chrome/131", "/private/p"])
      expect(text).not.toContain(identifying);
    expect(text).toContain(visitDay(new Date()));
  });
});
