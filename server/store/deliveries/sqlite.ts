import { randomUUID } from "node:crypto";
import type { DeliveryStore } from "./deliveries";
import {
  claimedColumns,
  claimedDeliveryColumns,
  maxErrorLength,
  toClaimedDelivery,
  type ClaimedRow,
} from "./deliveries";
import type { SqliteContext } from "../database/sqlite";

/** The delivery worker's claims and their settling. */
export function sqliteDeliveries({ db, statement, prepare, clock }: SqliteContext): DeliveryStore {
  const claimed = statement(
    `SELECT ${claimedDeliveryColumns}, ${claimedColumns}
     FROM deliveries d LEFT JOIN submissions s ON s.id = d.lead_id
     WHERE d.claim_token = ? ORDER BY d.next_attempt_at, d.id`,
  );
  const settleSent = statement(
    `UPDATE deliveries SET status = 'sent', attempts = attempts + 1, sent_at = ?,
       last_error = NULL, claim_token = NULL, claimed_until = NULL
     WHERE id = ? AND claim_token = ?`,
  );
  const settleFailed = statement(
    `UPDATE deliveries SET attempts = attempts + 1, last_error = @error,
       status = CASE WHEN @retryAt IS NULL THEN 'failed' ELSE 'pending' END,
       next_attempt_at = coalesce(@retryAt, next_attempt_at),
       claim_token = NULL, claimed_until = NULL
     WHERE id = @id AND claim_token = @token`,
  );

  return {
    /**
     * Claims up to `limit` due deliveries for one worker until `now + leaseMs`, atomically (one
     * UPDATE ... RETURNING in a write transaction): a row claimed by one worker is invisible to
     * every other until the lease runs out, and only the claim's token can settle it.
     */
    async claimDueDeliveries(now, { limit = 10, leaseMs = 120_000, kinds } = {}) {
      const token = randomUUID();
      const kindFilter =
        kinds && kinds.length > 0 ? `AND kind IN (${kinds.map(() => "?").join(", ")})` : "";
      const rows = db
        .transaction(() => {
          const ids = prepare(
            `UPDATE deliveries SET claim_token = ?, claimed_until = ?
             WHERE id IN (
               SELECT id FROM deliveries
               WHERE status = 'pending' AND next_attempt_at <= ?
                 AND (claimed_until IS NULL OR claimed_until <= ?) ${kindFilter}
               ORDER BY next_attempt_at, id LIMIT ?)
             RETURNING id`,
          ).all(token, now + leaseMs, now, now, ...(kinds ?? []), limit);
          return ids.length === 0 ? [] : (claimed().all(token) as ClaimedRow[]);
        })
        .immediate();
      return rows.map(toClaimedDelivery);
    },
    async nextDeliveryDue() {
      const row = prepare(
        "SELECT min(next_attempt_at) AS due FROM deliveries WHERE status = 'pending'",
      ).get() as { due: number | null };
      return row.due ?? undefined;
    },
    async markDeliverySent(item, now = clock()) {
      return settleSent().run(now.toISOString(), item.id, item.claimToken).changes === 1;
    },
    async markDeliveryFailed(item, error, retryAt) {
      return (
        settleFailed().run({
          id: item.id,
          token: item.claimToken,
          error: error.slice(0, maxErrorLength),
          retryAt: retryAt ?? null,
        }).changes === 1
      );
    },
  };
}
