import { leadStatuses, type LeadStatus } from "@contracts/desk";
import {
  currencies,
  type Board,
  type Currency,
  type CurrencySums,
  type DealValue,
  type RevenueRow,
  type RevenueTables,
} from "@contracts/revenue";
import { isArticlePath } from "@contracts/overview";

/**
 * The revenue section: the owner's list of lost reasons, the pipeline board's columns and the
 * facts of the Overview's revenue tables. Its interface, rows and the sums both dialects share;
 * each dialect's SQL beside it (sqlite.ts, postgres.ts). A lead's value, currency, win and lost
 * reason are set with its status (the desk section's setLeadStatus), in the same transaction.
 */

/** What a status change may carry: a won lead's value, a lost lead's reason. */
export interface LeadOutcome {
  deal?: DealValue;
  lostReason?: string;
}

/** What a status change is given besides the status: its outcome, the webhooks to tell. */
export interface StatusChangeOptions extends LeadOutcome {
  /** WEBHOOK_URLS: each is queued a `lead.status_changed` event in the change's transaction. */
  webhookUrls?: readonly string[];
}

/** The subject a status change's webhook delivery is stored with; its body is the change. */
export const statusChangedEvent = "lead.status_changed";

/** What a status change's webhook says (its body, as JSON): the move and the outcome. */
export interface StatusChangeEvent {
  from: LeadStatus;
  to: LeadStatus;
  at: string;
  deal: DealValue | null;
  lostReason: string | null;
}

/**
 * Whether a change is told to the webhooks: any change of status or outcome that neither
 * leaves nor enters spam (a release is told as the lead.created it never had; spam is nothing
 * for another system).
 */
export const toldToWebhooks = (before: LeadStatus, after: LeadStatus, outcome: LeadOutcome) =>
  before !== "spam" &&
  after !== "spam" &&
  (before !== after || outcome.deal !== undefined || outcome.lostReason !== undefined);

/** The webhook body of a change, from the columns it wrote. */
export const statusChangeBody = (
  before: LeadStatus,
  after: LeadStatus,
  columns: OutcomeColumns,
  at: Date,
) =>
  JSON.stringify({
    from: before,
    to: after,
    at: at.toISOString(),
    deal:
      columns.deal_value === null || !columns.deal_currency
        ? null
        : { value: columns.deal_value, currency: columns.deal_currency },
    lostReason: columns.lost_reason,
  } satisfies StatusChangeEvent);

export interface RevenueStore {
  /** The owner's lost reasons, in their order. */
  lostReasons(): Promise<string[]>;
  /** Replaces the list (audited); leads keep the reason they were given. */
  setLostReasons(reasons: string[], actor: string): Promise<void>;
  /** Every status: its leads counted, their values summed per currency, the newest `cards`. */
  board(cards: number): Promise<Board>;
  /** The revenue tables of the leads created from `start` (inclusive) to `end` (exclusive). */
  revenueTables(range: { start: Date; end: Date }, limit: number): Promise<RevenueTables>;
}

/** The list a new inbox starts with; the owner edits it in the desk's settings. */
export const seedLostReasons = [
  "Price",
  "Chose another agency",
  "No reply",
  "Not a fit for us",
  "Timing",
];

/** The seeded reasons as SQL rows, and the currencies as a CHECK's list: the same on both. */
export const seedLostReasonRows = seedLostReasons
  .map((reason, index) => `(${index}, '${reason.replaceAll("'", "''")}')`)
  .join(", ");
export const currencyCheckList = currencies.map((code) => `'${code}'`).join(", ");

/** The columns a lead's outcome is written to, computed from what it was and the change. */
export interface OutcomeColumns {
  deal_value: number | null;
  deal_currency: Currency | null;
  won_at: Date | null;
  lost_reason: string | null;
}

export interface OutcomeBefore {
  status: LeadStatus;
  deal_value: number | string | null;
  deal_currency: Currency | null;
  won_at: string | Date | null;
  lost_reason: string | null;
}

/**
 * A lead's outcome after a change to `status`: a value given replaces the deal's, else it stays
 * (a card moved back by mistake keeps its value); the win's time is kept while the lead stays
 * won, set when it becomes won, cleared when it leaves; the reason is kept only while lost.
 */
export function outcomeAfter(
  before: OutcomeBefore,
  status: LeadStatus,
  outcome: LeadOutcome,
  now: Date,
): OutcomeColumns {
  const deal = outcome.deal;
  const keptWin = before.status === "won" && before.won_at ? new Date(before.won_at) : now;
  return {
    deal_value: deal ? deal.value : before.deal_value === null ? null : Number(before.deal_value),
    deal_currency: deal ? deal.currency : before.deal_currency,
    won_at: status === "won" ? keptWin : null,
    lost_reason:
      status === "lost"
        ? (outcome.lostReason ?? (before.status === "lost" ? before.lost_reason : null))
        : null,
  };
}

/** What the audit entry adds to a status change: the value given, the reason. */
export function outcomeDetail(outcome: LeadOutcome) {
  const parts = [];
  if (outcome.deal) parts.push(`value ${outcome.deal.value} ${outcome.deal.currency}`);
  if (outcome.lostReason) parts.push(`reason: ${outcome.lostReason}`);
  return parts.length > 0 ? ` (${parts.join(", ")})` : "";
}

export interface BoardTotalRow {
  status: LeadStatus;
  currency: Currency | null;
  leads: number | string;
  value: number | string | null;
}

export interface BoardCardRow {
  id: number | string;
  status: LeadStatus;
  name: string | null;
  email: string | null;
  service: string | null;
  created_at: string | Date;
  deal_value: number | string | null;
  deal_currency: Currency | null;
}

const addSum = (sums: CurrencySums, currency: Currency | null, value: number) => {
  if (currency) sums[currency] = (sums[currency] ?? 0) + value;
};

/** The board from its totals (per status and currency) and its cards (newest first). */
export function boardOf(totals: BoardTotalRow[], cards: BoardCardRow[], perColumn: number): Board {
  const columns = leadStatuses.map((status) => ({
    status,
    count: 0,
    values: {} as CurrencySums,
    cards: [] as Board["columns"][number]["cards"],
  }));
  const byStatus = new Map(columns.map((column) => [column.status, column]));
  for (const row of totals) {
    const column = byStatus.get(row.status);
    if (!column) continue;
    column.count += Number(row.leads);
    if (row.value !== null) addSum(column.values, row.currency, Number(row.value));
  }
  for (const row of cards)
    byStatus.get(row.status)?.cards.push({
      id: Number(row.id),
      name: row.name,
      email: row.email,
      service: row.service,
      createdAt: new Date(row.created_at).toISOString(),
      deal:
        row.deal_value === null || !row.deal_currency
          ? null
          : { value: Number(row.deal_value), currency: row.deal_currency },
    });
  return { columns, cardsPerColumn: perColumn };
}

/**
 * A row of the revenue facts: the range's leads of one source, campaign and landing page
 * together (grouped once, summed here per dimension as the Overview's visits are). '' is none.
 */
export interface RevenueLeadsRow {
  source: string;
  campaign: string;
  landing_page: string;
  leads: number | string;
}

/** A won lead of the range: its dimensions, value and days from the lead to the win. */
export interface WonLeadRow {
  source: string;
  campaign: string;
  landing_page: string;
  currency: Currency | null;
  value: number | string | null;
  days: number | string;
}

interface Tally {
  leads: number;
  won: number;
  revenue: CurrencySums;
  days: number[];
}

const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const value =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return Math.round(value * 10) / 10;
};

/** Most revenue leads first: the most wins, then the most leads, then by key. */
const byWins = (a: RevenueRow, b: RevenueRow) =>
  b.won - a.won || b.leads - a.leads || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** The four tables (the articles' from the landing pages that are articles) from the two reads. */
export function revenueTablesOf(
  leads: RevenueLeadsRow[],
  wins: WonLeadRow[],
  limit: number,
): RevenueTables {
  const dimensions = ["source", "campaign", "landing_page"] as const;
  const tallies = dimensions.map(() => new Map<string, Tally>());
  const tallyOf = (index: number, key: string) => {
    const map = tallies[index] as Map<string, Tally>;
    const found = map.get(key) ?? { leads: 0, won: 0, revenue: {}, days: [] };
    map.set(key, found);
    return found;
  };
  for (const row of leads)
    dimensions.forEach((name, index) => (tallyOf(index, row[name]).leads += Number(row.leads)));
  for (const row of wins)
    dimensions.forEach((name, index) => {
      const tally = tallyOf(index, row[name]);
      tally.won += 1;
      tally.days.push(Number(row.days));
      if (row.value !== null) addSum(tally.revenue, row.currency, Number(row.value));
    });
  const rows = (index: number, most = limit) =>
    [...(tallies[index] as Map<string, Tally>)]
      .map(([key, { leads: count, won, revenue, days }]) => ({
        key,
        leads: count,
        won,
        winRate: count > 0 ? won / count : 0,
        revenue,
        medianDaysToWin: median(days),
      }))
      .sort(byWins)
      .slice(0, most);
  // An article is a landing page that is one (/insights/<slug>), ranked among the articles.
  const article = rows(2, Number.MAX_SAFE_INTEGER)
    .filter((row) => isArticlePath(row.key))
    .slice(0, limit);
  return { source: rows(0), campaign: rows(1), landingPage: rows(2), article };
}
