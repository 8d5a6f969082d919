import { describe, expect, it } from "vitest";
import { leadFacts, pageLeadRows, visitTables, type LeadFactRow } from "./overview-leads";

const row = (
  kind: LeadFactRow["kind"],
  key: string,
  leads: number | string,
  replied = 0,
  won = 0,
  converted: number | string = leads,
): LeadFactRow => ({
  kind,
  key,
  leads,
  converted,
  replied,
  won,
});

describe("the Overview's leads, read once", () => {
  it("sorts the grouped rows out: days in order, each dimension's counts", () => {
    const facts = leadFacts([
      row("day", "2026-03-02", 2, 1, 1),
      row("day", "2026-03-01", "3", 2, 0, "1"),
      row("withoutVisit", "", "2"),
      row("landingPage", "/", 4),
      row("landingPage", "/pricing", 1),
      row("source", "direct", 5),
      row("campaign", "", 4),
      row("campaign", "spring", 1),
      row("page", "/contact-us", 5),
    ]);
    expect(facts.leadDays).toEqual([
      { day: "2026-03-01", leads: 3, converted: 1, replied: 2, won: 0 },
      { day: "2026-03-02", leads: 2, converted: 2, replied: 1, won: 1 },
    ]);
    expect(facts.leadsWithoutVisit).toBe(2);
    expect([...facts.landingPages]).toEqual([
      ["/", { leads: 4, converted: 4 }],
      ["/pricing", { leads: 1, converted: 1 }],
    ]);
    expect(facts.sources.get("direct")).toEqual({ leads: 5, converted: 5 });
    expect(facts.campaigns.get("spring")).toEqual({ leads: 1, converted: 1 });
    expect(facts.pages.get("/contact-us")).toEqual({ leads: 5, converted: 5 });
  });

  it("sums the visitors landing per dimension and ranks by leads, visitors, then key", () => {
    const leads = leadFacts([
      row("landingPage", "/pricing", 2, 0, 0, 1),
      row("landingPage", "/only-leads", 1),
      row("source", "google", 2, 0, 0, 1),
      row("campaign", "spring", 2, 0, 0, 1),
      row("page", "/contact-us", 3),
    ]);
    const tables = visitTables(
      [
        { landing_page: "/", source: "direct", campaign: "", visitors: 30 },
        { landing_page: "/", source: "google", campaign: "spring", visitors: "10" },
        { landing_page: "/pricing", source: "google", campaign: "spring", visitors: 5 },
        { landing_page: "/b", source: "bing.com", campaign: "", visitors: 5 },
        { landing_page: "/a", source: "bing.com", campaign: "", visitors: 5 },
      ],
      [
        { path: "/", views: 50, visitors: 40 },
        { path: "/contact-us", views: 8, visitors: "6" },
        { path: "/", views: 1, visitors: 1 },
      ],
      leads,
      4,
    );
    expect(tables.landingPages).toEqual([
      { key: "/pricing", visitors: 5, leads: 2, converted: 1 },
      { key: "/only-leads", visitors: 0, leads: 1, converted: 1 },
      { key: "/", visitors: 40, leads: 0, converted: 0 },
      // "/a" and "/b" tie on leads and visitors: the key decides, and the limit cuts "/b".
      { key: "/a", visitors: 5, leads: 0, converted: 0 },
    ]);
    expect(tables.sources).toEqual([
      { key: "google", visitors: 15, leads: 2, converted: 1 },
      { key: "direct", visitors: 30, leads: 0, converted: 0 },
      { key: "bing.com", visitors: 10, leads: 0, converted: 0 },
    ]);
    expect(tables.campaigns).toEqual([
      { key: "spring", visitors: 15, leads: 2, converted: 1 },
      { key: "", visitors: 40, leads: 0, converted: 0 },
    ]);
    expect(tables.pages).toEqual([
      { key: "/contact-us", views: 8, visitors: 6, leads: 3, converted: 3 },
      { key: "/", views: 51, visitors: 41, leads: 0, converted: 0 },
    ]);
  });

  it("counts each lead once per page it saw, each visitor once, and nothing for a list that is not one", () => {
    const rows = pageLeadRows(
      [
        JSON.stringify(["/", "/services", "/", "/contact-us"]),
        JSON.stringify(["/services", 7, null, { path: "/" }]),
        JSON.stringify(["/services"]),
        "not json",
        JSON.stringify({ 0: "/" }),
        JSON.stringify("/"),
      ].map((pages, index) => ({ visitor: index < 2 ? 1 : index, pages_seen: pages })),
    );
    expect(Object.fromEntries(rows.map((row) => [row.key, [row.leads, row.converted]]))).toEqual({
      "/": [1, 1],
      // Three leads saw it, two of them from visitor 1.
      "/services": [3, 2],
      "/contact-us": [1, 1],
    });
    expect(rows.every((row) => row.kind === "page")).toBe(true);
  });
});
