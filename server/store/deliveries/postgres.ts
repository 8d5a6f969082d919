import { randomUUID } from "node:crypto";
import type { DeliveryStore } from "./deliveries";
import {
  claimedColumns,
  claimedDeliveryColumns,
  maxErrorLength,
  toClaimedDelivery,
  type ClaimedRow,
} from "./deliveries";
import type { PostgresContext } from "../database/postgres";

/** The delivery worker's claims and their settling. */
export function postgresDeliveries({ query, clock }: PostgresContext): DeliveryStore {
  return {
    /**
     * FOR UPDATE SKIP LOCKED: two servers claiming at once each get other rows, never the same;
     * a row whose lease another claim just renewed fails the re-checked condition.
     */
    async claimDueDeliveries(now, { limit = 10, leaseMs = 120_000, kinds } = {}) {
      const token = randomUUID();
      const params: unknown[] = [token, now + leaseMs, now, limit];
      const kindFilter =
        kinds && kinds.length > 0 ? `AND kind = ANY($${params.push(kinds)}::text[])` : "";
      const { rows } = await query<ClaimedRow>(
        `WITH claimed AS (
           UPDATE deliveries SET claim_token = $1, claimed_until = $2
           WHERE id IN (
             SELECT id FROM deliveries
             WHERE status = 'pending' AND next_attempt_at <= $3
               AND (claimed_until IS NULL OR claimed_until <= $3) ${kindFilter}
             ORDER BY next_attempt_at, id LIMIT $4
             FOR UPDATE SKIP LOCKED)
           RETURNING id, lead_id, application_id, kind, target, attempts, claim_token,
             next_attempt_at, subject, body, nonce)
         SELECT ${claimedDeliveryColumns}, ${claimedColumns}
         FROM claimed d LEFT JOIN submissions s ON s.id = d.lead_id
         ORDER BY d.next_attempt_at, d.id`,
        params,
      );
      return rows.map(toClaimedDelivery);
    },
    async nextDeliveryDue() {
      const { rows } = await query<{ due: string | null }>(
        "SELECT min(next_attempt_at) AS due FROM deliveries WHERE status = 'pending'",
      );
      const due = rows[0]?.due;
      return due === null || due === undefined ? undefined : Number(due);
    },
    async markDeliverySent(item, now = clock()) {
      const { rowCount } = await query(
        `UPDATE deliveries SET status = 'sent', attempts = attempts + 1, sent_at = $1,
           last_error = NULL, claim_token = NULL, claimed_until = NULL
         WHERE id = $2 AND claim_token = $3`,
        [now, item.id, item.claimToken],
      );
      return rowCount === 1;
    },
    async markDeliveryFailed(item, error, retryAt) {
      const { rowCount } = await query(
        `UPDATE deliveries SET attempts = attempts + 1, last_error = $1,
           status = CASE WHEN $2::bigint IS NULL THEN 'failed' ELSE 'pending' END,
           next_attempt_at = coalesce($2::bigint, next_attempt_at),
           claim_token = NULL, claimed_until = NULL
         WHERE id = $3 AND claim_token = $4`,
        [error.slice(0, maxErrorLength), retryAt ?? null, item.id, item.claimToken],
      );
      return rowCount === 1;
    },
  };
}
