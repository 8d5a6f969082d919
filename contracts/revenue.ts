import type { LeadStatus } from "./desk";

/**
 * What a lead earned and why one was lost, as the desk, the board and the Overview read it. The
 * schemas the server checks are in contracts/revenue-schema.ts, apart, so the desk loads no zod.
 */

/** The currencies a won lead's value may be in; the first is the default. */
export const currencies = ["PKR", "USD", "EUR", "GBP", "AED"] as const;
export type Currency = (typeof currencies)[number];
export const defaultCurrency: Currency = "PKR";

/** A deal's value in whole units of its currency (no paisa or cents: deals are quoted whole). */
export interface DealValue {
  value: number;
  currency: Currency;
}

/** The largest value a deal may carry: well inside a 64-bit sum of 100,000 of them. */
export const maxDealValue = 1_000_000_000_000;

/** The lost reasons' list: at most this many, each at most this long. */
export const lostReasonLimits = { count: 30, length: 80 } as const;

/** GET and PUT /admin/api/lost-reasons: the list the owner edits, in its order. */
export interface LostReasonList {
  reasons: string[];
}

/** Sums of values, one per currency: amounts in different currencies are never added. */
export type CurrencySums = Partial<Record<Currency, number>>;

/** A card of the pipeline board: enough to recognise the lead and its value. */
export interface BoardCard {
  id: number;
  name: string | null;
  email: string | null;
  service: string | null;
  createdAt: string;
  deal: DealValue | null;
}

/** One column of the board: a status, all its leads counted and valued, the newest shown. */
export interface BoardColumn {
  status: LeadStatus;
  count: number;
  values: CurrencySums;
  cards: BoardCard[];
}

/** GET /admin/api/board */
export interface Board {
  columns: BoardColumn[];
  /** Cards shown per column, newest first; the count says how many there are. */
  cardsPerColumn: number;
}

/** The Overview's revenue dimensions; "article" waits for the site's articles. */
export const revenueDimensions = ["source", "campaign", "landingPage", "article"] as const;
export type RevenueDimension = (typeof revenueDimensions)[number];

/** A row of a revenue table: the leads of one source, campaign or landing page in the range. */
export interface RevenueRow {
  key: string;
  /** Leads created in the range, spam excluded. */
  leads: number;
  won: number;
  /** won / leads, 0 to 1 (0 without leads). */
  winRate: number;
  /** Each currency summed on its own. */
  revenue: CurrencySums;
  /** Median days from the lead to its win, null without a win. */
  medianDaysToWin: number | null;
}

/** The Overview's revenue tables (in OverviewReport.revenue). */
export type RevenueTables = Record<RevenueDimension, RevenueRow[]>;
