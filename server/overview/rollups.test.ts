import { afterEach, describe, expect, it } from "vitest";
import { beacon, pageView, storeLeadWithVisit } from "@tests/support/overview-fixtures";
import { storeBackends } from "@tests/support/store-backends";
import type { Store } from "../store/store";
import { buildOverview } from "./overview-report";
import { rollUpAndPrune } from "./rollups";

/**
 * The rollups on both stores: a rolled-up day reads exactly as it read live, rolling up twice
 * changes nothing, raw events go only once their day is rolled up, and the rollups stay.
 */

const { backends } = storeBackends("overview");
const open: Store[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((store) => store.close()));
});

const [day1, day2, today] = ["2026-11-20", "2026-11-21", "2026-11-22"] as const;
/** Noon in Islamabad on `today`. */
const now = new Date(`${today}T07:00:00Z`);

/** Three days: two complete (to roll up) and today (always live). */
async function seed(store: Store) {
  await store.storePageViews([
    pageView({
      day: day1,
      hash: "a",
      path: "/web-design",
      utmSource: "google",
      utmCampaign: "spring",
    }),
    pageView({ day: day1, hash: "a", path: "/pricing" }),
    pageView({ day: day1, hash: "a", path: "/contact-us" }),
    pageView({ day: day1, hash: "b", path: "/", referrer: "https://news.example.com" }),
    pageView({ day: day1, hash: "c", path: "/" }),
    pageView({
      day: day2,
      hash: "d",
      path: "/web-design",
      utmSource: "google",
      utmCampaign: "spring",
    }),
    pageView({ day: day2, hash: "e", path: "/pricing" }),
    pageView({ day: today, hash: "f", path: "/" }),
  ]);
  await store.storeBeacons([
    beacon({ day: day1, hash: "a", path: "/web-design", lcp: 1200, inp: 80, cls: 0.1 }),
    beacon({ day: day1, hash: "a", path: "/contact-us", formOpened: "contact" }),
    beacon({ day: day1, hash: "b", path: "/", lcp: 2600 }),
    beacon({ day: day1, hash: "c", path: "/", lcp: 4100, inp: 600, cls: 0.3 }),
    beacon({ day: today, hash: "f", path: "/", lcp: 1000 }),
  ]);
  const won = await storeLeadWithVisit(store, new Date(`${day1}T05:00:00Z`), {
    landingPage: "/web-design",
    source: "google",
    campaign: "spring",
    pagesSeen: ["/web-design", "/pricing", "/contact-us"],
    hash: "a",
  });
  await store.setLeadStatus(won, "won", "owner@example.com");
  await storeLeadWithVisit(
    store,
    new Date(`${day2}T05:00:00Z`),
    {
      landingPage: "/pricing",
      source: "direct",
      campaign: null,
      pagesSeen: ["/pricing"],
      hash: "e",
    },
    "spam",
  );
  // 23:30 in Islamabad on day 2 is 18:30 UTC: still day 2 on the site's calendar. Visitor "e"
  // of /pricing sent it, joined to the visit.
  await storeLeadWithVisit(store, new Date(`${day2}T18:30:00Z`), {
    landingPage: "/pricing",
    source: "direct",
    campaign: null,
    pagesSeen: ["/pricing"],
    hash: "e",
  });
  // A lead joined to no counted visit: in the leads and apart, in no conversion.
  await storeLeadWithVisit(store, new Date(`${day2}T18:45:00Z`), {
    landingPage: null,
    source: null,
    campaign: null,
    pagesSeen: null,
  });
}

describe.each(backends)("the Overview's rollups on %s", (_name, backend) => {
  const openStore = async () => (await backend.fresh())();
  it("reads a rolled-up day exactly as it read live, and rolling up again changes nothing", async () => {
    const store = await openStore();
    open.push(store);
    await seed(store);
    const live = await buildOverview(store, day1, today);

    expect(live.totals).toEqual({
      visitors: 6,
      views: 8,
      leads: 3,
      leadsWithoutVisit: 1,
      conversion: 2 / 6,
    });
    expect(live.days.map((day) => [day.day, day.visitors, day.leads])).toEqual([
      [day1, 3, 1],
      [day2, 2, 2],
      [today, 1, 0],
    ]);
    expect(live.campaigns).toContainEqual({
      key: "spring",
      visitors: 2,
      leads: 1,
      conversion: 0.5,
    });
    expect(live.sources).toContainEqual({
      key: "news.example.com",
      visitors: 1,
      leads: 0,
      conversion: 0,
    });
    expect(live.sources).toContainEqual({
      key: "direct",
      visitors: 3,
      leads: 1,
      conversion: 1 / 3,
    });
    expect(live.pagesByLeads.find((page) => page.key === "/contact-us")).toMatchObject({
      views: 1,
      leads: 1,
      conversion: 1,
    });
    expect(live.funnel.map((step) => step.count)).toEqual([6, 1, 2, 1, 1]);
    // "/" has LCP 2.6 s and 4.1 s on day 1 and 1.0 s today: p75 is the third sample, 4.1 s.
    expect(live.vitals).toContainEqual({
      route: "/",
      metric: "lcp",
      p75: 4100,
      beyond: false,
      samples: 3,
      rating: "poor",
    });
    expect(live.vitals).toContainEqual({
      route: "/web-design",
      metric: "cls",
      p75: 0.1,
      beyond: false,
      samples: 1,
      rating: "good",
    });

    // A whole month reads its month rollups once rolled up: the same figures.
    const month = await buildOverview(store, "2026-11-01", "2026-11-30");
    const { rolledUp } = await rollUpAndPrune(store, 90, now);
    expect(rolledUp).toEqual([day1, day2]);
    expect(await store.daysToRollUp(today)).toEqual([]);
    expect(await buildOverview(store, day1, today)).toEqual(live);

    expect(await buildOverview(store, "2026-11-01", "2026-11-30")).toEqual(month);
    await store.rollUpDay(day1, now);
    expect(await buildOverview(store, day1, today)).toEqual(live);
    expect(await buildOverview(store, day2, day2)).toMatchObject({
      totals: { visitors: 2, views: 2, leads: 2, leadsWithoutVisit: 1, conversion: 0.5 },
    });
  }, 60_000);

  it("drops raw events only of rolled-up days past the retention, and keeps the rollups", async () => {
    const store = await openStore();
    open.push(store);
    await seed(store);
    const before = await store.countVisitEvents();
    expect(await store.dropRawEventsBefore(today)).toBe(0);
    expect(await store.countVisitEvents()).toEqual(before);
    const live = await buildOverview(store, day1, today);

    // One raw day kept: day 1 (5 views, 4 beacons) goes once rolled up; day 2 and today stay.
    const { dropped } = await rollUpAndPrune(store, 1, now);
    expect(dropped).toBe(9);
    expect(await store.countVisitEvents()).toEqual({
      pageViews: before.pageViews - 5,
      beacons: before.beacons - 4,
    });
    expect(await buildOverview(store, day1, today)).toEqual(live);
  }, 60_000);
});
