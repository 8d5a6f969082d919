import { describe, expect, it } from "vitest";
import {
  hasRepeatedVisitors,
  leadFacts,
  pageLeadRows,
  visitTables,
  type LeadFactRow,
} from "./leads";

/** A day's row: its leads and those of them joined to no counted visit. */
const day = (key: string, leads: number | string, withoutVisit: number | string = 0) =>
  ({
    kind: "day",
    key,
    source: null,
    campaign: null,
    leads,
    without_visit: withoutVisit,
    converted: 0,
    replied: 0,
    won: 0,
  }) satisfies LeadFactRow;

/** Joined leads of one landing page, source and campaign, and the visitors who sent them. */
const visit = (
  [key, source, campaign]: [string, string, string],
  leads: number | string,
  converted: number | string = leads,
  replied: number | string = 0,
  won: number | string = 0,
) =>
  ({
    kind: "visit",
    key,
    source,
    campaign,
    leads,
    without_visit: 0,
    converted,
    replied,
    won,
  }) satisfies LeadFactRow;

describe("the Overview's leads, read once", () => {
  it("sorts the grouped rows out: days in order, the joined leads summed per dimension", () => {
    const facts = leadFacts(
      [
        day("2026-03-02", 2),
        day("2026-03-01", "5", "2"),
        visit(["/", "direct", ""], 3, 2, 1, 1),
        visit(["/", "google", "spring"], "1", "1", "1"),
        visit(["/pricing", "direct", ""], 1),
      ],
      [{ key: "/contact-us", leads: 5, converted: 4 }],
    );
    expect(facts.leadDays).toEqual([
      { day: "2026-03-01", leads: 5 },
      { day: "2026-03-02", leads: 2 },
    ]);
    expect(facts.leadsWithoutVisit).toBe(2);
    expect(facts.converted).toEqual({ sent: 4, replied: 2, won: 1 });
    expect([...facts.landingPages]).toEqual([
      ["/", { leads: 4, converted: 3 }],
      ["/pricing", { leads: 1, converted: 1 }],
    ]);
    expect(facts.sources.get("direct")).toEqual({ leads: 4, converted: 3 });
    expect(facts.campaigns.get("")).toEqual({ leads: 4, converted: 3 });
    expect(facts.campaigns.get("spring")).toEqual({ leads: 1, converted: 1 });
    expect(facts.pages.get("/contact-us")).toEqual({ leads: 5, converted: 4 });
  });

  it("sums the visitors landing per dimension and ranks by leads, visitors, then key", () => {
    const leads = leadFacts(
      [visit(["/pricing", "google", "spring"], 2, 1), visit(["/only-leads", "other", "other"], 1)],
      [{ key: "/contact-us", leads: 3, converted: 3 }],
    );
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
      { key: "other", visitors: 0, leads: 1, converted: 1 },
      { key: "direct", visitors: 30, leads: 0, converted: 0 },
      { key: "bing.com", visitors: 10, leads: 0, converted: 0 },
    ]);
    expect(tables.campaigns).toEqual([
      { key: "spring", visitors: 15, leads: 2, converted: 1 },
      { key: "other", visitors: 0, leads: 1, converted: 1 },
      { key: "", visitors: 40, leads: 0, converted: 0 },
    ]);
    expect(tables.pages).toEqual([
      { key: "/contact-us", views: 8, visitors: 6, leads: 3, converted: 3 },
      { key: "/", views: 51, visitors: 41, leads: 0, converted: 0 },
    ]);
  });

  it("counts each lead once per page it saw, each visitor once, and nothing for a list that is not one", () => {
    // Visitor 1 sent three of these leads, visitor 2 the fourth.
    const byVisitor: Array<[number, string[] | string]> = [
      [1, ["/", "/services", "/", "/contact-us"]],
      [1, ["/services", "7", "/about-us"]],
      [2, ["/services"]],
      [1, ["/services", "/about-us", "/pricing"]],
    ];
    const pagesSeen = [
      ...byVisitor.map(([, pages]) => JSON.stringify(pages)),
      JSON.stringify(["/x", 7, null, { path: "/" }]),
      "not json",
      JSON.stringify({ 0: "/" }),
      JSON.stringify("/"),
    ];
    const repeated = byVisitor
      .filter(([visitor]) => visitor === 1)
      .map(([visitor, pages]) => ({ visitor, pages_seen: JSON.stringify(pages) }));
    const counts = (rows: ReturnType<typeof pageLeadRows>) =>
      Object.fromEntries(rows.map((row) => [row.key, [row.leads, row.converted]]));
    expect(counts(pageLeadRows(pagesSeen, repeated))).toEqual({
      "/": [1, 1],
      // Four leads saw it, from two visitors.
      "/services": [4, 2],
      "/contact-us": [1, 1],
      "7": [1, 1],
      "/about-us": [2, 1],
      "/pricing": [1, 1],
      "/x": [1, 1],
    });
    // Without repeats every lead is a visitor of its own.
    expect(counts(pageLeadRows(pagesSeen))["/services"]).toEqual([4, 4]);
  });

  it("knows a visitor sent more than one lead when a landing's leads outnumber its visitors", () => {
    const once = visit(["/", "direct", ""], 3);
    expect(hasRepeatedVisitors([day("2026-03-01", 5, 2), once])).toBe(false);
    expect(hasRepeatedVisitors([once, visit(["/a", "direct", ""], "2", "1")])).toBe(true);
  });
});
