import type pg from "pg";
import { addressKeyOf } from "../people/keys";

/** Rows the backfill updates per statement. */
const backfillBatch = 5000;

/**
 * Every address matched by its key (people/keys.ts) on PostgreSQL as on SQLite: the leads'
 * reply-to and the owners' e-mail get a key column beside them, filled for the rows stored
 * before (made in JavaScript: lower() folds by the database's LC_CTYPE, not as the key does),
 * and indexed; the per-e-mail spam count reads the leads' email_key. The indexes of lower()
 * addresses go: no query compares them so any more.
 */
export async function addressKeysMigration(client: pg.PoolClient) {
  await client.query(`ALTER TABLE submissions ADD COLUMN reply_to_key text;
    ALTER TABLE owners ADD COLUMN email_key text`);
  const { rows } = await client.query<{ id: string; reply_to: string }>(
    "SELECT id, reply_to FROM submissions WHERE reply_to IS NOT NULL",
  );
  for (let start = 0; start < rows.length; start += backfillBatch) {
    const part = rows.slice(start, start + backfillBatch);
    await client.query(
      `UPDATE submissions s SET reply_to_key = k.key
       FROM unnest($1::bigint[], $2::text[]) AS k (id, key) WHERE s.id = k.id`,
      [part.map((row) => row.id), part.map((row) => addressKeyOf(row.reply_to))],
    );
  }
  const owners = await client.query<{ id: string; email: string }>("SELECT id, email FROM owners");
  await client.query(
    `UPDATE owners o SET email_key = k.key
     FROM unnest($1::bigint[], $2::text[]) AS k (id, key) WHERE o.id = k.id`,
    [owners.rows.map((row) => row.id), owners.rows.map((row) => addressKeyOf(row.email))],
  );
  await client.query(`ALTER TABLE owners ALTER COLUMN email_key SET NOT NULL;
    CREATE UNIQUE INDEX owners_by_email_key ON owners (email_key);
    DROP INDEX owners_by_email;
    CREATE INDEX submissions_by_reply_to_key ON submissions (reply_to_key)
      WHERE reply_to_key IS NOT NULL;
    CREATE INDEX submissions_by_email_key_time ON submissions (email_key, created_at)
      WHERE email_key IS NOT NULL;
    DROP INDEX submissions_by_address`);
}
