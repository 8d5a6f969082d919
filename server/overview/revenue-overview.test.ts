import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Overview } from "@contracts/overview";
import { newLead } from "@tests/support/lead-fixtures";
import { storeBackends } from "@tests/support/store-backends";
import { noAttribution } from "../store/intake/intake";
import { hashPassword } from "../sign-in/password";
import { adminPlugin } from "../admin/plugin";
import type { Store } from "../store/store";

/** The Overview's revenue tables and their CSVs on both stores: per currency, never converted. */

const { backends, dir } = storeBackends("overview_revenue");
const owner = { email: "owner@example.com", password: "overview owner password" };
const range = "from=2026-11-01&to=2026-11-30";

describe.each(backends)("the Overview's revenue on %s", (_name, backend) => {
  let store: Store;
  let app: FastifyInstance;
  let cookie = "";

  beforeAll(async () => {
    // Every win on 11 November.
    store = await (await backend.fresh())({ clock: () => new Date("2026-11-11T09:00:00Z") });
    await store.addOwner(owner.email, await hashPassword(owner.password));
    const lead = async (campaign: string, day: string) =>
      (
        await store.storeLead(
          newLead({
            now: new Date(`${day}T09:00:00Z`),
            attribution: { ...noAttribution, utmCampaign: campaign, utmSource: "newsletter" },
          }),
        )
      ).id;
    const won = async (id: number, value: number, currency: "PKR" | "USD") =>
      store.setLeadStatus(id, "won", owner.email, undefined, { deal: { value, currency } });
    await won(await lead("spring", "2026-11-01"), 250_000, "PKR");
    await won(await lead("spring", "2026-11-03"), 400, "USD");
    await lead("spring", "2026-11-04");
    await won(await lead("=HYPERLINK(1)", "2026-11-05"), 9, "PKR");
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

  const get = (url: string) => app.inject({ method: "GET", url, headers: { cookie } });

  it("shows each campaign's revenue per currency, wins, win rate and median days to win", async () => {
    const overview = (await get(`/admin/api/overview?${range}`)).json<Overview>();
    expect(overview.revenue.campaign[0]).toEqual({
      key: "spring",
      leads: 3,
      won: 2,
      winRate: 2 / 3,
      revenue: { PKR: 250_000, USD: 400 },
      medianDaysToWin: 9,
    });
    expect(overview.revenue.source).toEqual([
      expect.objectContaining({ key: "newsletter", leads: 4, won: 3 }),
    ]);
    expect(overview.revenue.article).toEqual([]);
  });

  it("exports a revenue table as CSV, a column per currency held, formulas neutralised", async () => {
    const response = await get(`/admin/api/overview.csv?table=revenue-campaigns&${range}`);
    expect(response.statusCode).toBe(200);
    expect(response.body.split("\r\n")).toEqual([
      "campaign,leads,won,win rate,revenue PKR,revenue USD,median days to win",
      "spring,3,2,0.6667,250000,400,9",
      "'=HYPERLINK(1),1,1,1.0000,9,0,6",
      "",
    ]);
    for (const table of ["revenue-sources", "revenue-landing-pages", "revenue-articles"])
      expect((await get(`/admin/api/overview.csv?table=${table}&${range}`)).statusCode).toBe(200);
    const articles = await get(`/admin/api/overview.csv?table=revenue-articles&${range}`);
    expect(articles.body).toBe("article,leads,won,win rate,median days to win\r\n");
  });
});
