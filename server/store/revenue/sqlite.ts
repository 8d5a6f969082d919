import { leadStatuses } from "@contracts/desk";
import type { SqliteContext } from "../database/sqlite";
import { sqliteAuditLogger } from "../audit/sqlite";
import {
  boardOf,
  revenueTablesOf,
  currencyCheckList,
  seedLostReasonRows,
  type BoardCardRow,
  type BoardTotalRow,
  type RevenueLeadsRow,
  type RevenueStore,
  type WonLeadRow,
} from "./revenue";
import { boardCardColumns, revenueDimensionColumns } from "./dimensions";

/**
 * The deal's value and currency, the win's time and the lost reason on each lead; the owner's
 * list of lost reasons; the indexes the board's sums and the won leads of a range are read by.
 */
export const sqliteRevenueMigration = `
  ALTER TABLE submissions ADD COLUMN deal_value INTEGER CHECK (deal_value >= 0);
  ALTER TABLE submissions ADD COLUMN deal_currency TEXT
    CHECK (deal_currency IN (${currencyCheckList}));
  ALTER TABLE submissions ADD COLUMN won_at TEXT;
  ALTER TABLE submissions ADD COLUMN lost_reason TEXT;
  CREATE INDEX submissions_by_status_value ON submissions (status, deal_currency, deal_value);
  CREATE INDEX submissions_won_by_created ON submissions (created_at) WHERE status = 'won';
  CREATE TABLE lost_reasons (position INTEGER PRIMARY KEY, reason TEXT NOT NULL);
  INSERT INTO lost_reasons (position, reason) VALUES ${seedLostReasonRows};`;

const inRange = "created_at >= ? AND created_at < ?";

/**
 * The range's leads per source, campaign and landing page, along the dimensions' index: named,
 * since without statistics (the store runs no ANALYZE) the planner would take the time's index
 * and sort the range's leads to group them.
 */
export const revenueLeadsSql = `SELECT ${revenueDimensionColumns}, count(*) AS leads
  FROM submissions INDEXED BY submissions_by_revenue_dimensions WHERE ${inRange} AND status <> 'spam' GROUP BY 1, 2, 3`;

/** The lost reasons, the board and the revenue tables on SQLite. */
export function sqliteRevenue(context: SqliteContext): RevenueStore {
  const { db, prepare } = context;
  const logAudit = sqliteAuditLogger(context);
  return {
    async lostReasons() {
      const rows = prepare("SELECT reason FROM lost_reasons ORDER BY position").all() as Array<{
        reason: string;
      }>;
      return rows.map(({ reason }) => reason);
    },
    async setLostReasons(reasons, actor) {
      db.transaction(() => {
        prepare("DELETE FROM lost_reasons").run();
        const insert = prepare("INSERT INTO lost_reasons (position, reason) VALUES (?, ?)");
        reasons.forEach((reason, index) => insert.run(index, reason));
        logAudit(actor, "lost-reasons", `${reasons.length} reasons: ${reasons.join(", ")}`);
      }).immediate();
    },
    async board(cards) {
      const totals = prepare(
        `SELECT status, deal_currency AS currency, count(*) AS leads, sum(deal_value) AS value
         FROM submissions GROUP BY status, deal_currency`,
      ).all() as BoardTotalRow[];
      const newest = prepare(
        `SELECT ${boardCardColumns} FROM submissions WHERE status = ? ORDER BY id DESC LIMIT ?`,
      );
      const rows = leadStatuses.flatMap((status) => newest.all(status, cards) as BoardCardRow[]);
      return boardOf(totals, rows, cards);
    },
    async revenueTables({ start, end }, limit) {
      const bounds = [start.toISOString(), end.toISOString()];
      const leads = prepare(revenueLeadsSql).all(...bounds) as RevenueLeadsRow[];
      const wins = prepare(
        `SELECT ${revenueDimensionColumns}, deal_currency AS currency, deal_value AS value,
           julianday(won_at) - julianday(created_at) AS days
         FROM submissions WHERE ${inRange} AND status = 'won'`,
      ).all(...bounds) as WonLeadRow[];
      return revenueTablesOf(leads, wins, limit);
    },
  };
}
