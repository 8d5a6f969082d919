import type { KeyStore } from "./shared-keys";
import type { PostgresContext } from "../database/postgres";

/**
 * Shared keys on PostgreSQL. Servers asking at once for a key none has made yet each insert
 * their own, and the unique key lets one win: the others' inserts wait for its commit, then do
 * nothing, and their next statement (read committed: a new snapshot) reads the winner's key.
 * Every server inserts in the periods' order, so two never wait on each other's keys.
 */
export function postgresKeys({ transaction }: PostgresContext): KeyStore {
  return {
    async sharedKeys(name, periods, fresh, before) {
      const ordered = [...periods].sort((a, b) => a - b);
      return transaction(async (client) => {
        if (before !== undefined)
          await client.query("DELETE FROM shared_keys WHERE name = $1 AND period < $2", [
            name,
            before,
          ]);
        await client.query(
          `INSERT INTO shared_keys (name, period, secret)
           SELECT $1, period, secret FROM unnest($2::bigint[], $3::bytea[]) AS t (period, secret)
           ORDER BY period
           ON CONFLICT DO NOTHING`,
          [name, ordered, ordered.map(() => fresh())],
        );
        const { rows } = await client.query<{ period: string; secret: Buffer }>(
          "SELECT period, secret FROM shared_keys WHERE name = $1 AND period = ANY ($2::bigint[])",
          [name, ordered],
        );
        const found = new Map(rows.map((row) => [Number(row.period), row.secret]));
        return new Map(periods.map((period) => [period, found.get(period) as Buffer]));
      });
    },
  };
}
