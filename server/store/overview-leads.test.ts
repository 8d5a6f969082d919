import { describe, expect, it } from "vitest";
import { leadFacts, pageLeadRows, visitTables, type LeadFactRow } from "./overview-leads";

const row = (
  kind: LeadFactRow["kind"],
  key: string,
  leads: number | string,
  replied = 0,
  won = 0,
): LeadFactRow => ({
  kind,
  key,
  leads,
  replied,
  won,
});

describe("the Overview's leads, read once", () => {
  it("sorts the grouped rows out: days in order, each dimension's counts", () => {
    const facts = leadFacts([
      row("day", "2026-03-02", 2, 1, 1),
      row("day", "2026-03-01", "3", 2, 0),
      row("landingPage", "/", 4),
      row("landingPage", "/pricing", 1),
      row("source", "direct", 5),
      row("campaign", "", 4),
      row("campaign", "spring", 1),
      row("page", "/contact-us", 5),
    ]);
    expect(facts.leadDays).toEqual([
      { day: "2026-03-01", leads: 3, replied: 2, won: 0 },
      { day: "2026-03-02", leads: 2, replied: 1, won: 1 },
    ]);
    expect([...facts.landingPages]).toEqual([
      ["/", 4],
      ["/pricing", 1],
    ]);
    expect(facts.sources.get("direct")).toBe(5);
    expect(facts.campaigns.get("spring")).toBe(1);
    expect(facts.pages.get("/contact-us")).toBe(5);
  });

  it("sums the visitors landing per dimension and ranks by leads, visitors, then key", () => {
    const leads = leadFacts([
      row("landingPage", "/pricing", 2),
      row("landingPage", "/only-leads", 1),
      row("source", "google", 2),
      row("campaign", "spring", 2),
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
      { key: "/pricing", visitors: 5, leads: 2 },
      { key: "/only-leads", visitors: 0, leads: 1 },
      { key: "/", visitors: 40, leads: 0 },
      // "/a" and "/b" tie on leads and visitors: the key decides, and the limit cuts "/b".
      { key: "/a", visitors: 5, leads: 0 },
    ]);
    expect(tables.sources).toEqual([
      { key: "google", visitors: 15, leads: 2 },
      { key: "direct", visitors: 30, leads: 0 },
      { key: "bing.com", visitors: 10, leads: 0 },
    ]);
    expect(tables.campaigns).toEqual([
      { key: "spring", visitors: 15, leads: 2 },
      { key: "", visitors: 40, leads: 0 },
    ]);
    expect(tables.pages).toEqual([
      { key: "/contact-us", views: 8, visitors: 6, leads: 3 },
      { key: "/", views: 51, visitors: 41, leads: 0 },
    ]);
  });

  it("counts each lead once per page it saw, and nothing for a list that is not one", () => {
    const rows = pageLeadRows([
      JSON.stringify(["/", "/services", "/", "/contact-us"]),
      JSON.stringify(["/services", 7, null, { path: "/" }]),
      "not json",
      JSON.stringify({ 0: "/" }),
      JSON.stringify("/"),
    ]);
    expect(Object.fromEntries(rows.map((row) => [row.key, row.leads]))).toEqual({
      "/": 1,
      "/services": 2,
      "/contact-us": 1,
    });
    expect(rows.every((row) => row.kind === "page")).toBe(true);
  });
});
