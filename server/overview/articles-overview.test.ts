import { text } from "node:stream/consumers";
import { afterEach, describe, expect, it } from "vitest";
import { pageView, storeLeadWithVisit } from "@tests/support/overview-fixtures";
import { storeBackends } from "@tests/support/store-backends";
import type { Store } from "../store/store";
import { overviewCsv } from "./overview-csv";
import { buildOverview } from "./overview-report";

/**
 * Which articles bring clients, on both stores: the visitors who landed on an article's page
 * (/insights/<slug>) and the leads joined to their visit, per article; the list's pages, the
 * tags' pages and the other pages are no article.
 */

const { backends } = storeBackends("articles_overview");
const open: Store[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((store) => store.close()));
});

const day = "2026-11-20";
const at = (time: string) => new Date(`${day}T${time}Z`);
const article = "/insights/local-seo-for-service-businesses";

describe.each(backends)("articles in the Overview on %s", (_name, backend) => {
  it("counts visitors and leads per article, and nothing else as an article", async () => {
    const store = await (await backend.fresh())();
    open.push(store);
    await store.storePageViews([
      pageView({ day, hash: "a", path: article }),
      pageView({ day, hash: "a", path: "/contact-us", at: at("06:05:00") }),
      pageView({ day, hash: "b", path: article }),
      pageView({ day, hash: "c", path: "/insights/tag/seo" }),
      pageView({ day, hash: "d", path: "/insights" }),
      pageView({ day, hash: "e", path: "/about-us" }),
    ]);
    await storeLeadWithVisit(store, at("06:10:00"), {
      landingPage: article,
      source: "google",
      campaign: null,
      pagesSeen: [article, "/contact-us"],
      hash: "a",
    });
    await storeLeadWithVisit(store, at("06:20:00"), {
      landingPage: "/about-us",
      source: null,
      campaign: null,
      pagesSeen: ["/about-us"],
      hash: "e",
    });

    const overview = await buildOverview(store, day, day);
    expect(overview.articles).toEqual([{ key: article, visitors: 2, leads: 1, conversion: 0.5 }]);
    expect(overview.revenue.article.map((row) => row.key)).toEqual([article]);
    expect(overview.revenue.article[0]).toMatchObject({ leads: 1, won: 0 });
    const csv = await text(overviewCsv(overview, "articles"));
    expect(csv.split("\r\n")[1]).toBe(`${article},2,1,0.5000`);
  });
});
