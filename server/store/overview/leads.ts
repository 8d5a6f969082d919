import { isArticlePath } from "@contracts/overview";
import type { OverviewFacts } from "./overview";

/**
 * The Overview's leads and visits put together, shared by both stores. A range's leads are read
 * once (each store's `leadFactsSql`): per day, and the joined ones per landing page, source and
 * campaign together, as the visitors landing are read; both are summed here per dimension. At 10
 * million page views a year holds some 60,000 leads: reading them once per table was most of
 * the Overview's time, and counting distinct visitors per dimension in SQL added half again to
 * the leads' query, where one grouping by the three together costs about what a count did.
 */

/**
 * A row of the leads' grouped query. `day` rows count every lead of a site day, and those of
 * them joined to no counted visit; `visit` rows count only joined leads, per landing page,
 * source and campaign together (as the visitors landing are read), since only they have
 * visitors to be a share of.
 */
export interface LeadFactRow {
  kind: "day" | "visit";
  /** The day on `day` rows, the landing page ('' for none) on `visit` rows. */
  key: string;
  /** On `visit` rows the source and the campaign ('' for none). */
  source: string | null;
  campaign: string | null;
  leads: number | string;
  /** On `day` rows: the leads joined to no counted visit. */
  without_visit: number | string;
  /**
   * On `visit` rows: the distinct visitors who sent those leads, had one replied to (replied,
   * won or lost) and won one. A visitor number is never reused and a visitor lands once, so
   * summing these over the rows counts each converted visitor once per dimension, however many
   * forms they sent: a conversion's numerator, never more than the visitors.
   */
  converted: number | string;
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
  converted: OverviewFacts["converted"];
  /** Joined leads per key of each dimension, and per page seen before the form. */
  landingPages: Map<string, KeyLeads>;
  sources: Map<string, KeyLeads>;
  campaigns: Map<string, KeyLeads>;
  pages: Map<string, KeyLeads>;
}

const addTo = (map: Map<string, KeyLeads>, key: string, leads: number, converted: number) => {
  const found = map.get(key);
  if (found) {
    found.leads += leads;
    found.converted += converted;
  } else map.set(key, { leads, converted });
};

/** The grouped rows sorted out: days in order, each dimension's sums, the pages' counts. */
export function leadFacts(rows: LeadFactRow[], pages: PageLeads[]): LeadFacts {
  const facts: LeadFacts = {
    leadDays: [],
    leadsWithoutVisit: 0,
    converted: { sent: 0, replied: 0, won: 0 },
    landingPages: new Map(),
    sources: new Map(),
    campaigns: new Map(),
    pages: new Map(pages.map(({ key, leads, converted }) => [key, { leads, converted }])),
  };
  for (const row of rows) {
    const leads = Number(row.leads);
    if (row.kind === "day") {
      facts.leadDays.push({ day: row.key, leads });
      facts.leadsWithoutVisit += Number(row.without_visit);
      continue;
    }
    const converted = Number(row.converted);
    facts.converted.sent += converted;
    facts.converted.replied += Number(row.replied);
    facts.converted.won += Number(row.won);
    addTo(facts.landingPages, row.key, leads, converted);
    addTo(facts.sources, row.source ?? "", leads, converted);
    addTo(facts.campaigns, row.campaign ?? "", leads, converted);
  }
  facts.leadDays.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  return facts;
}

/** A lead of a visitor who sent more than one, and the pages it saw before the form. */
export interface RepeatedLeadRow {
  visitor: number | string;
  pages_seen: string;
}

/** A page seen before the form: the joined leads that saw it and the distinct visitors who sent them. */
export interface PageLeads extends KeyLeads {
  key: string;
}

/**
 * Whether some visitor sent more than one joined lead in the range: only then are their leads
 * read again (each store's repeatedLeadsSql), since grouping every lead by visitor to find them
 * cost as much as the pages' whole count.
 */
export const hasRepeatedVisitors = (rows: LeadFactRow[]) =>
  rows.some((row) => row.kind === "visit" && Number(row.leads) > Number(row.converted));

/** The distinct strings of a JSON array of them; anything else is none. */
function pagesOf(seen: string): string[] {
  let list: unknown;
  try {
    list = JSON.parse(seen);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.filter(
    (page: unknown, index): page is string =>
      typeof page === "string" && list.indexOf(page) === index,
  );
}

/**
 * Joined leads per page seen before the form, from their `pages_seen` (JSON arrays of paths):
 * each lead once per page; anything but an array of strings counts nothing. Every lead counts
 * as a visitor of its own, then the leads of the visitors who sent more than one (`repeated`,
 * rare) take their repeats back, so each visitor is converted once per page. Both stores read
 * the lists as they are and count them here: parsing some 50,000 short lists in JavaScript costs
 * less than expanding them in SQL and sorting (SQLite) or hashing (PostgreSQL) the pairs.
 */
export function pageLeadRows(
  pagesSeen: Iterable<string>,
  repeated: RepeatedLeadRow[] = [],
): PageLeads[] {
  const counts = new Map<string, KeyLeads>();
  for (const seen of pagesSeen) for (const page of pagesOf(seen)) addTo(counts, page, 1, 1);
  const counted = new Map<number, Set<string>>();
  for (const { visitor, pages_seen: seen } of repeated) {
    const known = counted.get(Number(visitor)) ?? new Set<string>();
    for (const page of pagesOf(seen)) {
      if (known.has(page)) addTo(counts, page, 0, -1);
      known.add(page);
    }
    counted.set(Number(visitor), known);
  }
  return [...counts].map(([key, found]) => ({ key, ...found }));
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

/** The entries of a landing pages' map that are articles' pages. */
const onlyArticles = <T>(map: Map<string, T>) =>
  new Map([...map].filter(([key]) => isArticlePath(key)));

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
): Pick<OverviewFacts, "landingPages" | "articles" | "sources" | "campaigns" | "pages"> {
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
    articles: dimensionRows(
      onlyArticles(visitors.landingPages),
      onlyArticles(leads.landingPages),
      limit,
    ),
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
