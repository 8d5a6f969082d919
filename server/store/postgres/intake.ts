import { createHash } from "node:crypto";
import type pg from "pg";
import type { IntakeStore, NewLead, StoreResult } from "../lead-store";
import { storedLeadColumns } from "../shared";
import { personKeys } from "../person-keys";
import type { PostgresContext } from "./context";
import { assignPostgresPeople } from "./people";

/** A 64-bit advisory-lock key for one submission identity (same identity, same key). */
const lockKey = (identity: string) =>
  createHash("sha256").update(identity).digest().readBigInt64BE(0).toString();

/** What makes two posts the same submission: its browser-made key, or its form, e-mail and message. */
const identity = (lead: NewLead) =>
  lead.submissionKey
    ? `key\n${lead.submission.form}\n${lead.submissionKey}`
    : `same\n${lead.submission.form}\n${lead.submission.email ?? ""}\n${lead.submission.message ?? ""}`;

/** Earlier rows with the same key, in one query: `form\nkey` to id. */
async function knownKeys(client: pg.PoolClient, leads: NewLead[]) {
  const keyed = leads.filter((lead) => lead.submissionKey);
  const known = new Map<string, number>();
  if (keyed.length > 0) {
    const { rows } = await client.query<{ form: string; submission_key: string; id: string }>(
      `SELECT s.form, s.submission_key, s.id FROM submissions s
       JOIN unnest($1::text[], $2::text[]) AS k (form, submission_key)
         ON s.form = k.form AND s.submission_key = k.submission_key`,
      [keyed.map((lead) => lead.submission.form), keyed.map((lead) => lead.submissionKey)],
    );
    for (const row of rows) known.set(`${row.form}\n${row.submission_key}`, Number(row.id));
  }
  return known;
}

/**
 * Sorts a batch into replays of stored rows (their results set), replays of an earlier lead of
 * the same batch (`sameAs`: index to the first's index) and fresh leads to insert.
 */
async function findReplays(client: pg.PoolClient, leads: NewLead[]) {
  const results: Array<StoreResult | undefined> = leads.map(() => undefined);
  const known = await knownKeys(client, leads);
  const fresh: number[] = [];
  // Replays within this batch point at the first of them, once its id is known.
  const sameAs = new Map<number, number>();
  const firstByIdentity = new Map<string, number>();
  for (const [index, lead] of leads.entries()) {
    const id = identity(lead);
    const first = firstByIdentity.get(id);
    if (lead.submissionKey) {
      const earlier = known.get(`${lead.submission.form}\n${lead.submissionKey}`);
      if (earlier !== undefined) {
        results[index] = { id: earlier, replay: true };
        continue;
      }
      if (first !== undefined) {
        sameAs.set(index, first);
        continue;
      }
    } else if (lead.duplicateWindowMs > 0) {
      if (first !== undefined) {
        sameAs.set(index, first);
        continue;
      }
      const { rows } = await client.query<{ id: string }>(
        `SELECT id FROM submissions
         WHERE form = $1 AND email IS NOT DISTINCT FROM $2
           AND message IS NOT DISTINCT FROM $3 AND created_at >= $4
         ORDER BY id DESC LIMIT 1`,
        [
          lead.submission.form,
          lead.submission.email,
          lead.submission.message,
          new Date(lead.now.getTime() - lead.duplicateWindowMs),
        ],
      );
      if (rows[0]) {
        results[index] = { id: Number(rows[0].id), replay: true };
        continue;
      }
    }
    firstByIdentity.set(id, index);
    fresh.push(index);
  }
  return { results, fresh, sameAs };
}

/** Inserts the fresh leads and their deliveries with one statement each; returns their ids. */
async function insertFresh(client: pg.PoolClient, fresh: NewLead[]) {
  // Ids are taken first, so each new lead knows its own without relying on row order.
  const { rows: ids } = await client.query<{ id: string }>(
    "SELECT nextval(pg_get_serial_sequence('submissions', 'id')) AS id FROM generate_series(1, $1)",
    [fresh.length],
  );
  const personIds = await assignPostgresPeople(
    client,
    fresh.map((lead, position) => ({
      id: Number(ids[position]?.id),
      keys: personKeys(lead.submission),
    })),
  );
  await client.query(
    `INSERT INTO submissions (id, person_id,
       ${storedLeadColumns.map(({ column }) => column).join(", ")})
     SELECT * FROM unnest($1::bigint[], $2::bigint[], ${storedLeadColumns
       .map(({ pgType }, index) => `$${index + 3}::${pgType}[]`)
       .join(", ")})`,
    [
      ids.map((row) => row.id),
      personIds,
      ...storedLeadColumns.map(({ value }) => fresh.map(value)),
    ],
  );
  const deliveries = fresh.flatMap((lead, position) =>
    lead.deliveries.map((delivery) => ({
      leadId: ids[position]?.id,
      ...delivery,
      due: lead.now.getTime(),
    })),
  );
  if (deliveries.length > 0)
    await client.query(
      `INSERT INTO deliveries (lead_id, kind, target, next_attempt_at)
       SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::bigint[])`,
      [
        deliveries.map((delivery) => delivery.leadId),
        deliveries.map((delivery) => delivery.kind),
        deliveries.map((delivery) => delivery.target),
        deliveries.map((delivery) => delivery.due),
      ],
    );
  return ids.map((row) => Number(row.id));
}

/** The form endpoint's writes. */
export function postgresIntake({ query, transaction }: PostgresContext): IntakeStore {
  /**
   * One transaction for the whole batch: take the advisory locks of every submission identity
   * (in one sorted order, so two servers never deadlock), find the replays, then insert the new
   * leads and their deliveries with one statement each.
   */
  async function storeBatch(leads: NewLead[]): Promise<StoreResult[]> {
    const keys = [...new Set(leads.map((lead) => lockKey(identity(lead))))].sort();
    return transaction(async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(k) FROM unnest($1::bigint[]) AS k", [keys]);
      const { results, fresh, sameAs } = await findReplays(client, leads);
      if (fresh.length > 0) {
        const ids = await insertFresh(
          client,
          fresh.map((index) => leads[index] as NewLead),
        );
        fresh.forEach((index, position) => {
          results[index] = { id: ids[position] as number, replay: false };
        });
      }
      for (const [index, first] of sameAs)
        results[index] = { id: (results[first] as StoreResult).id, replay: true };
      return results as StoreResult[];
    });
  }

  return {
    async storeLead(lead) {
      return (await storeBatch([lead]))[0] as StoreResult;
    },
    storeLeads: storeBatch,
    async countRecentByEmail(email, since) {
      const { rows } = await query<{ n: string }>(
        "SELECT count(*) AS n FROM submissions WHERE lower(email) = lower($1) AND created_at >= $2",
        [email, since],
      );
      return Number(rows[0]?.n ?? 0);
    },
  };
}
