import type { OverviewFacts } from "./store";

/**
 * The Overview's leads and visits put together (decision 0207), shared by both stores. A range's
 * leads are read once, grouped by every dimension in one query (each store's `leadFactsSql`),
 * instead of once per table; the visitors landing are read once, per landing page, source and
 * campaign together, and summed here per dimension. At 10 million page views a year holds some
 * 60,000 leads: reading them four times was most of the Overview's time.
 */

/**
 * What the leads of a range are counted by: one row per kind and key. `withoutVisit` is one
 * row (key '') of the leads joined to no counted visit; every other kind but `day` counts only
 * joined leads, since only they have visitors to be a share of.
 */
export type LeadFactKind = "day" | "withoutVisit" | "landingPage" | "source" | "campaign" | "page";

/** A row of the leads' grouped query: `key` is the day for `day` rows. */
export interface LeadFactRow {
  kind: LeadFactKind;
  key: string;
  /** On `day` rows every lead of the day; on a dimension's rows the joined leads. */
  leads: number | string;
  /**
   * The distinct counted visitors who sent those leads (visitor numbers are never reused, so
   * the distinct count of a range is the visitors who converted): a conversion's numerator,
   * never more than the visitors, however many forms one of them sent.
   */
  converted: number | string;
  /** Only on `day` rows: of those visitors, the ones with a lead replied to (replied, won or lost) and won. */
  replied: number | string;
  won: number | string;
}

/** A visitors' row as read once: the three dimensions of a landing, its visitors summed. */
export interface LandingRow {
  landing_page: string;
  source: string;
  campaign: string;
  visitors: number | string;
}

/** A page's views and visitors summed over the range. */
export interface PageViewsRow {
  path: string;
  views: number | string;
  visitors: number | string;
}

/** A dimension's key: its joined leads and the distinct visitors who sent them. */
export interface KeyLeads {
  leads: number;
  converted: number;
}

export interface LeadFacts {
  leadDays: OverviewFacts["leadDays"];
  leadsWithoutVisit: number;
  /** Joined leads per key of each dimension, and per page seen before the form. */
  landingPages: Map<string, KeyLeads>;
  sources: Map<string, KeyLeads>;
  campaigns: Map<string, KeyLeads>;
  pages: Map<string, KeyLeads>;
}

/** The grouped rows, sorted out by kind. */
export function leadFacts(rows: LeadFactRow[]): LeadFacts {
  const facts: LeadFacts = {
    leadDays: [],
    leadsWithoutVisit: 0,
    landingPages: new Map(),
    sources: new Map(),
    campaigns: new Map(),
    pages: new Map(),
  };
  const byKind = {
    landingPage: facts.landingPages,
    source: facts.sources,
    campaign: facts.campaigns,
    page: facts.pages,
  };
  for (const row of rows) {
    const leads = Number(row.leads);
    const converted = Number(row.converted);
    if (row.kind === "day")
      facts.leadDays.push({
        day: row.key,
        leads,
        converted,
        replied: Number(row.replied),
        won: Number(row.won),
      });
    else if (row.kind === "withoutVisit") facts.leadsWithoutVisit += leads;
    else {
      const found = byKind[row.kind].get(row.key) ?? { leads: 0, converted: 0 };
      byKind[row.kind].set(row.key, {
        leads: found.leads + leads,
        converted: found.converted + converted,
      });
    }
  }
  facts.leadDays.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  return facts;
}

/** A joined lead's visitor and the pages it saw before the form, as both stores read them. */
export interface LeadPagesRow {
  visitor: number | string;
  pages_seen: string;
}

/**
 * Joined leads per page seen before the form, from the leads' `pages_seen` (JSON arrays of
 * paths): each lead once per page, each visitor once per page among the converted; anything but
 * an array of strings counts nothing. Both stores read the lists as they are and count them here:
 * parsing some 50,000 short lists in JavaScript costs less than expanding them in SQL and sorting
 * (SQLite) or hashing (PostgreSQL) the pairs.
 */
export function pageLeadRows(leads: Iterable<LeadPagesRow>): LeadFactRow[] {
  const counts = new Map<string, { leads: number; visitors: Set<string> }>();
  for (const { visitor, pages_seen: seen } of leads) {
    let list: unknown;
    try {
      list = JSON.parse(seen);
    } catch {
      continue;
    }
    if (!Array.isArray(list)) continue;
    list.forEach((page: unknown, index) => {
      if (typeof page !== "string" || list.indexOf(page) !== index) return;
      const found = counts.get(page) ?? { leads: 0, visitors: new Set<string>() };
      found.leads += 1;
      found.visitors.add(String(visitor));
      counts.set(page, found);
    });
  }
  return [...counts].map(([key, { leads, visitors }]) => ({
    kind: "page",
    key,
    leads,
    converted: visitors.size,
    replied: 0,
    won: 0,
  }));
}

/** Code-point order, as SQLite's (binary) ORDER BY key: the same on both stores. */
const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Most leads first, then most visitors, then by key; the first `limit`. */
function ranked<Row extends { key: string; visitors: number; leads: number }>(
  rows: Row[],
  limit: number,
): Row[] {
  return rows
    .sort((a, b) => b.leads - a.leads || b.visitors - a.visitors || byKey(a.key, b.key))
    .slice(0, limit);
}

const none: KeyLeads = { leads: 0, converted: 0 };

/** One dimension's rows: every key with visitors or joined leads. */
function dimensionRows(visitors: Map<string, number>, leads: Map<string, KeyLeads>, limit: number) {
  const keys = new Set([...visitors.keys(), ...leads.keys()]);
  return ranked(
    [...keys].map((key) => ({
      key,
      visitors: visitors.get(key) ?? 0,
      ...(leads.get(key) ?? none),
    })),
    limit,
  );
}

/**
 * The Overview's tables of landing pages, sources, campaigns and pages: the visitors' rows
 * (read once) with the leads' counts, `limit` rows each.
 */
export function visitTables(
  landings: LandingRow[],
  pageViews: PageViewsRow[],
  leads: LeadFacts,
  limit: number,
): Pick<OverviewFacts, "landingPages" | "sources" | "campaigns" | "pages"> {
  const visitors = {
    landingPages: new Map<string, number>(),
    sources: new Map<string, number>(),
    campaigns: new Map<string, number>(),
  };
  const add = (map: Map<string, number>, key: string, count: number) =>
    map.set(key, (map.get(key) ?? 0) + count);
  for (const row of landings) {
    const count = Number(row.visitors);
    add(visitors.landingPages, row.landing_page, count);
    add(visitors.sources, row.source, count);
    add(visitors.campaigns, row.campaign, count);
  }
  const pages = new Map<string, { views: number; visitors: number }>();
  for (const row of pageViews) {
    const found = pages.get(row.path) ?? { views: 0, visitors: 0 };
    found.views += Number(row.views);
    found.visitors += Number(row.visitors);
    pages.set(row.path, found);
  }
  const pageKeys = new Set([...pages.keys(), ...leads.pages.keys()]);
  return {
    landingPages: dimensionRows(visitors.landingPages, leads.landingPages, limit),
    sources: dimensionRows(visitors.sources, leads.sources, limit),
    campaigns: dimensionRows(visitors.campaigns, leads.campaigns, limit),
    pages: ranked(
      [...pageKeys].map((key) => ({
        key,
        views: pages.get(key)?.views ?? 0,
        visitors: pages.get(key)?.visitors ?? 0,
        ...(leads.pages.get(key) ?? none),
      })),
      limit,
    ),
  };
}
