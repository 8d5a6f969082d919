import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, serverDatabases, startVisitServer } from "@tests/support/visit-server";
import { visitDay } from "./visit-day";
import { visitorHash } from "./visitor-hash";

/**
 * What an outsider cannot make the server count, through the real server on SQLite and on
 * PostgreSQL: views for a Host that is not the site's, a visitor per Host, more views a minute
 * than the limit from one client (an IPv6 /64 as one), and views from listed referrer spammers.
 * Every page is still served.
 */

const backends = serverDatabases("counting");

/** The limit the tests run with, and the minute they all fall in (the clock stands still). */
const limit = 5;
const now = new Date();

describe.each(backends)("counting limits on %s", (_name, database) => {
  let server: Awaited<ReturnType<typeof startVisitServer>>;
  let clients = 0;
  const client = () => `203.0.113.${++clients}`;

  beforeAll(async () => {
    server = await startVisitServer(
      await database(),
      { PAGE_VIEW_RATE_LIMIT_MAX: String(limit) },
      { visitsNow: () => now },
    );
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  /** A page as a client at `address` asks for it, naming `host`. */
  const get = (url: string, address: string, headers: Record<string, string> = {}) =>
    server.app.inject({
      url,
      headers: {
        host: new URL(server.url).host,
        "user-agent": browser,
        "x-forwarded-for": address,
        ...headers,
      },
    });
  const pageViews = async () => {
    await server.app.visits.settled();
    return (await server.app.store.countVisitEvents()).pageViews;
  };

  it("serves a page for any Host but counts it only for the site's own", async () => {
    const address = client();
    const before = await pageViews();
    const answers = [
      await get("/", address, { host: "attacker.example" }),
      await get("/", address, { host: "www.example.com.attacker.example" }),
      await get("/", address, { host: "127.0.0.2" }),
      await get("/careers", address, { host: "LOCALHOST:9" }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await pageViews()).toBe(before + 1);
  });

  it("makes one visitor of one browser whatever host of the site it names", async () => {
    const address = client();
    await get("/", address, { host: new URL(server.url).host });
    await get("/careers", address, { host: "localhost" });
    await get("/contact-us", address, { host: "[::1]:8080" });
    await server.app.visits.settled();
    const salt = await server.app.store.daySalt(visitDay(now), () => Buffer.alloc(32));
    const found = await server.app.store.visitorPageViews(
      visitDay(now),
      visitorHash(salt, address, browser),
      new Date(now.getTime() + 1000),
      20,
    );
    expect(found?.views.map((view) => [view.path, view.landing])).toEqual([
      ["/", true],
      ["/careers", false],
      ["/contact-us", false],
    ]);
  });

  it("counts at most the limit of views a minute from one client, and serves every page", async () => {
    const before = await pageViews();
    const flood = Array.from({ length: 40 }, (_, i) =>
      get(`/?utm_source=spam${i}&utm_campaign=c${i}`, `2001:db8:5:6::${(i + 1).toString(16)}`, {
        "user-agent": `${browser} Flood/${i}`,
        referer: `https://r${i}.example.org/`,
      }),
    );
    const answers = await Promise.all(flood);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await pageViews()).toBe(before + limit);
    // Another client is still counted.
    await get("/", client());
    expect(await pageViews()).toBe(before + limit + 1);
    expect(server.app.visits.counts().notCounted.overLimit).toBeGreaterThanOrEqual(40 - limit);
  });

  it("does not count a view referred by a listed referrer spammer", async () => {
    const before = await pageViews();
    await get("/", client(), { referer: "https://semalt.com/" });
    await get("/", client(), { referer: "http://www.semalt.com/page?x=1" });
    await get("/", client(), { referer: "https://news.example.com/story" });
    expect(await pageViews()).toBe(before + 1);
  });
});
