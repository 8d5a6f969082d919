import { text } from "node:stream/consumers";
import { afterEach, describe, expect, it } from "vitest";
import type { Overview } from "@contracts/overview";
import { newLead } from "@tests/support/lead-fixtures";
import { pageView, storeLeadWithVisit } from "@tests/support/overview-fixtures";
import { storeBackends } from "@tests/support/store-backends";
import type { Store } from "../store/store";
import { overviewCsv } from "./overview-csv";
import { buildOverview } from "./overview-report";

/**
 * Conversion counts only leads joined to a counted visit, on both stores: leads that came
 * without one (a post from another site or a script, a browser not counted, a visit from before
 * counting began) are shown apart, and no conversion anywhere is above 100 %.
 */

const { backends } = storeBackends("conversion");
const open: Store[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((store) => store.close()));
});

const day = "2026-11-20";
const at = (time: string) => new Date(`${day}T${time}Z`);

/**
 * Every conversion the Overview shows: totals, the funnel's steps after the visit (its "of
 * visitors"), sources, campaigns, landing pages and pages.
 */
function conversions(overview: Overview): number[] {
  const [visit, ...steps] = overview.funnel;
  const visitors = visit?.count ?? 0;
  return [
    overview.totals.conversion,
    ...steps.map((step) => (visitors > 0 ? step.count / visitors : null)),
    ...[overview.sources, overview.campaigns, overview.landingPages, overview.pagesByLeads]
      .flat()
      .map((row) => row.conversion),
  ].filter((value) => typeof value === "number");
}

describe.each(backends)("conversion on %s", (_name, backend) => {
  const openStore = async () => {
    const store = await (await backend.fresh())();
    open.push(store);
    return store;
  };

  it("is not 700 % for one visitor and seven leads without a counted visit", async () => {
    const store = await openStore();
    await store.storePageViews([pageView({ day, hash: "a", path: "/web-design" })]);
    for (let lead = 0; lead < 7; lead++)
      await store.storeLead(newLead({ now: at(`05:0${lead}:00`), deliveries: [] }));

    const overview = await buildOverview(store, day, day);
    expect(Math.max(...conversions(overview))).toBe(0);
    expect(overview.totals).toEqual({
      visitors: 1,
      views: 1,
      leads: 7,
      leadsWithoutVisit: 7,
      conversion: 0,
    });
    // No row of leads without a visit ("(none)") beside the visitors' rows.
    for (const rows of [overview.sources, overview.campaigns, overview.landingPages])
      expect(rows.reduce((sum, row) => sum + row.leads, 0)).toBe(0);
    const funnel = Object.fromEntries(overview.funnel.map((step) => [step.step, step.count]));
    expect(funnel).toMatchObject({ visit: 1, lead: 0 });
    // The leads per day still count every lead.
    expect(overview.days[0]?.leads).toBe(7);

    const csv = await text(overviewCsv(overview, "totals"));
    expect(csv.split("\r\n")).toEqual([
      "visitors,views,leads,leads without a counted visit,conversion",
      "1,1,7,7,0.0000",
      "",
    ]);
  });

  it("counts a visitor who sent two leads once, and the leads without a visit apart", async () => {
    const store = await openStore();
    await store.storePageViews([
      pageView({ day, hash: "a", path: "/web-design", utmSource: "google", utmCampaign: "fall" }),
      pageView({ day, hash: "a", path: "/contact-us", at: at("06:05:00") }),
      pageView({ day, hash: "b", path: "/" }),
    ]);
    const visit = {
      landingPage: "/web-design",
      source: "google",
      campaign: "fall",
      pagesSeen: ["/web-design", "/contact-us"],
      hash: "a",
    };
    await storeLeadWithVisit(store, at("06:10:00"), visit);
    await storeLeadWithVisit(store, at("06:11:00"), visit);
    const unjoined = { landingPage: null, source: null, campaign: null, pagesSeen: null };
    for (const time of ["07:00:00", "07:01:00", "07:02:00"])
      await storeLeadWithVisit(store, at(time), unjoined);

    const overview = await buildOverview(store, day, day);
    expect(Math.max(...conversions(overview))).toBeLessThanOrEqual(1);
    expect(overview.totals).toEqual({
      visitors: 2,
      views: 3,
      leads: 5,
      leadsWithoutVisit: 3,
      conversion: 0.5,
    });
    const fall = { key: "fall", visitors: 1, leads: 2, conversion: 1 };
    expect(overview.campaigns).toContainEqual(fall);
    expect(overview.sources).toContainEqual({ ...fall, key: "google" });
    expect(overview.landingPages).toContainEqual({ ...fall, key: "/web-design" });
    expect(overview.pagesByLeads.find((page) => page.key === "/contact-us")).toMatchObject({
      visitors: 1,
      leads: 2,
      conversion: 1,
    });
    expect(overview.funnel.find((step) => step.step === "lead")?.count).toBe(1);
    const campaigns = await text(overviewCsv(overview, "campaigns"));
    expect(campaigns).toContain("fall,1,2,1.0000");
  });
});
