import { leadStatuses } from "@contracts/desk";
import type { PostgresContext } from "../database/postgres";
import { postgresAuditLogger } from "../audit/postgres";
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

/** As SQLite's (sqlite.ts): each lead's outcome columns, the lost reasons, the indexes. */
export const postgresRevenueMigration = `
  ALTER TABLE submissions
    ADD COLUMN deal_value bigint CHECK (deal_value >= 0),
    ADD COLUMN deal_currency text
      CHECK (deal_currency IN (${currencyCheckList})),
    ADD COLUMN won_at timestamptz,
    ADD COLUMN lost_reason text;
  CREATE INDEX submissions_by_status_value ON submissions (status, deal_currency, deal_value);
  CREATE INDEX submissions_won_by_created ON submissions (created_at) WHERE status = 'won';
  CREATE TABLE lost_reasons (position integer PRIMARY KEY, reason text NOT NULL);
  INSERT INTO lost_reasons (position, reason) VALUES ${seedLostReasonRows};`;

const inRange = "created_at >= $1 AND created_at < $2";

/** The lost reasons, the board and the revenue tables on PostgreSQL. */
export function postgresRevenue(context: PostgresContext): RevenueStore {
  const { query, transaction } = context;
  const logAudit = postgresAuditLogger(context);
  return {
    async lostReasons() {
      const { rows } = await query<{ reason: string }>(
        "SELECT reason FROM lost_reasons ORDER BY position",
      );
      return rows.map(({ reason }) => reason);
    },
    async setLostReasons(reasons, actor) {
      await transaction(async (client) => {
        await client.query("DELETE FROM lost_reasons");
        await client.query(
          `INSERT INTO lost_reasons (position, reason)
           SELECT ordinality - 1, reason FROM unnest($1::text[]) WITH ORDINALITY AS r (reason)`,
          [reasons],
        );
        await logAudit(
          client,
          actor,
          "lost-reasons",
          `${reasons.length} reasons: ${reasons.join(", ")}`,
        );
      });
    },
    async board(cards) {
      const [totals, newest] = await Promise.all([
        query<BoardTotalRow>(
          `SELECT status, deal_currency AS currency, count(*) AS leads, sum(deal_value) AS value
           FROM submissions GROUP BY status, deal_currency`,
        ),
        query<BoardCardRow>(
          `SELECT c.* FROM unnest($1::text[]) AS s (status), LATERAL (
             SELECT ${boardCardColumns} FROM submissions
             WHERE status = s.status ORDER BY id DESC LIMIT $2) AS c`,
          [leadStatuses, cards],
        ),
      ]);
      return boardOf(totals.rows, newest.rows, cards);
    },
    async revenueTables({ start, end }, limit) {
      const [leads, wins] = await Promise.all([
        query<RevenueLeadsRow>(
          `SELECT ${revenueDimensionColumns}, count(*) AS leads FROM submissions
           WHERE ${inRange} AND status <> 'spam' GROUP BY 1, 2, 3`,
          [start, end],
        ),
        query<WonLeadRow>(
          `SELECT ${revenueDimensionColumns}, deal_currency AS currency, deal_value AS value,
             extract(epoch FROM won_at - created_at) / 86400 AS days
           FROM submissions WHERE ${inRange} AND status = 'won'`,
          [start, end],
        ),
      ]);
      return revenueTablesOf(leads.rows, wins.rows, limit);
    },
  };
}
