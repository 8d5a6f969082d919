import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Overview } from "@contracts/overview";
import { newLead } from "@tests/support/lead-fixtures";
import { pageView, storeLeadWithVisit } from "@tests/support/overview-fixtures";
import { storeBackends } from "@tests/support/store-backends";
import { hashPassword } from "../sign-in/password";
import { adminPlugin } from "../admin/plugin";
import type { Store } from "../store/store";

/** GET /admin/api/overview and overview.csv on both stores: owner only, ranges checked, CSV safe. */

const { backends, dir } = storeBackends("overview_api");
const owner = { email: "owner@example.com", password: "overview owner password" };

const day = "2026-11-20";

describe.each(backends)("the Overview API on %s", (_name, backend) => {
  let store: Store;
  let app: FastifyInstance;
  let cookie = "";

  beforeAll(async () => {
    store = await (await backend.fresh())();
    await store.addOwner(owner.email, await hashPassword(owner.password));
    await store.storePageViews([
      pageView({ day, hash: "a", path: "/web-design", utmCampaign: "=HYPERLINK(1)" }),
      pageView({ day, hash: "b", path: "/", utmCampaign: "spring" }),
    ]);
    await storeLeadWithVisit(store, new Date(`${day}T05:00:00Z`), {
      landingPage: "/web-design",
      source: "direct",
      campaign: "=HYPERLINK(1)",
      pagesSeen: ["/web-design"],
      hash: "a",
    });
    app = Fastify();
    await app.register(adminPlugin, { store, clientDir: dir() });
    const signIn = await app.inject({
      method: "POST",
      url: "/admin/api/session",
      headers: { origin: "http://localhost:80", "sec-fetch-site": "same-origin" },
      payload: owner,
    });
    cookie = `desk_session=${signIn.cookies.find((c) => c.name === "desk_session")?.value}`;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await store?.close();
  });

  const get = (url: string, signedIn = true) =>
    app.inject({ method: "GET", url, headers: signedIn ? { cookie } : {} });

  it("answers only the signed-in owner", async () => {
    expect((await get(`/admin/api/overview?from=${day}&to=${day}`, false)).statusCode).toBe(401);
    expect(
      (await get(`/admin/api/overview.csv?table=days&from=${day}&to=${day}`, false)).statusCode,
    ).toBe(401);
  });

  it("refuses a missing, malformed, reversed or longer than 400 days range with a 400", async () => {
    for (const query of [
      "",
      `from=${day}`,
      "from=2026-13-01&to=2026-12-01",
      "from=2026-11-20&to=2026-11-19",
      "from=2025-01-01&to=2026-02-05",
      `from=${day}&to=${day}&table=secrets`,
    ])
      expect((await get(`/admin/api/overview.csv?${query}`)).statusCode, query).toBe(400);
    expect((await get("/admin/api/overview?from=2025-01-01&to=2026-02-05")).statusCode).toBe(400);
    // 400 days exactly is answered.
    expect((await get("/admin/api/overview?from=2025-10-25&to=2026-11-28")).statusCode).toBe(200);
  });

  it("answers the range's figures", async () => {
    const response = await get(`/admin/api/overview?from=${day}&to=${day}`);
    expect(response.statusCode).toBe(200);
    const overview = response.json<Overview>();
    expect(overview.totals).toEqual({
      visitors: 2,
      views: 2,
      leads: 1,
      leadsWithoutVisit: 0,
      conversion: 0.5,
    });
    expect(overview.landingPages[0]).toEqual({
      key: "/web-design",
      visitors: 1,
      leads: 1,
      conversion: 1,
    });
  });

  it("gives the median time to first reply per week, in the API and its CSV", async () => {
    // Three leads of the week before, replied after 20, 40 and 90 minutes; one never replied.
    const created = Date.parse("2026-11-10T05:00:00Z");
    for (const wait of [20, 90, 40]) {
      const { id } = await store.storeLead(newLead({ now: new Date(created + wait * 1000) }));
      const reply = { subject: "Re", body: "Hello", author: owner.email, target: "a@example.org" };
      await store.queueReply(id, reply, new Date(created + wait * 1000 + wait * 60_000));
    }
    await store.storeLead(newLead({ now: new Date(created) }));
    const range = `from=2026-11-09&to=${day}`;
    const overview = (await get(`/admin/api/overview?${range}`)).json<Overview>();
    expect(overview.firstReply).toEqual([
      { week: "2026-11-09", replied: 3, medianMs: 40 * 60_000 },
    ]);
    // The lead of the 20th (never replied) is in no week; the 10th is outside a range from the 11th.
    const later = (await get(`/admin/api/overview?from=2026-11-11&to=${day}`)).json<Overview>();
    expect(later.firstReply).toEqual([]);
    const csv = await get(`/admin/api/overview.csv?table=first-reply&${range}`);
    expect(csv.body.split("\r\n")).toEqual([
      "week,replied leads,median minutes to first reply",
      "2026-11-09,3,40",
      "",
    ]);
  });

  it("exports each table as CSV, a formula-like cell neutralised", async () => {
    const response = await get(`/admin/api/overview.csv?table=campaigns&from=${day}&to=${day}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toContain("overview-campaigns-");
    expect(response.body.split("\r\n")).toEqual([
      "campaign,visitors,leads,conversion",
      "'=HYPERLINK(1),1,1,1.0000",
      "spring,1,0,0.0000",
      "",
    ]);
    for (const table of [
      "totals",
      "days",
      "weeks",
      "sources",
      "landing-pages",
      "pages",
      "funnel",
      "vitals",
    ])
      expect(
        (await get(`/admin/api/overview.csv?table=${table}&from=${day}&to=${day}`)).statusCode,
      ).toBe(200);
  });
});
