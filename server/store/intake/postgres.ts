import type pg from "pg";
import type { IntakeStore, NewLead, StoreResult } from "./intake";
import { storedLeadColumns } from "./intake";
import { addressKey, personKeys } from "../people/keys";
import { prepared, type PostgresContext } from "../database/postgres";
import {
  takePeopleLock,
  keysOf,
  movePeople,
  planPostgresPeople,
  storedPeopleOfKeys,
} from "../people/postgres";

/**
 * The form endpoint's writes. A batch is one transaction of four statements whatever its size:
 * BEGIN with the people lock, one read (replays, the people of the batch's keys, the new ids),
 * one write (the leads, their deliveries, the people they join) and COMMIT. Each statement is a
 * round trip, and on the machine PostgreSQL shares a round trip costs the server more CPU than
 * the work it carries.
 */

/**
 * The batch's transaction begins with the people lock, in the BEGIN's round trip. Its named
 * statements run their generic plan: PostgreSQL otherwise plans the read anew for each batch
 * (its custom plan cost more to make than to run), and no plan of theirs depends on how many
 * leads the arrays hold.
 */
const beginIntake = `BEGIN; SET LOCAL plan_cache_mode = force_generic_plan; ${takePeopleLock}`;

/** What makes two posts the same submission: its browser-made key, or its form, e-mail and message. */
const identity = (lead: NewLead) =>
  lead.submissionKey
    ? `key\n${lead.submission.form}\n${lead.submissionKey}`
    : `same\n${lead.submission.form}\n${lead.submission.email ?? ""}\n${lead.submission.message ?? ""}`;

/** Whether a lead is the same submission as an earlier one with its identity. */
const replays = (lead: NewLead) => Boolean(lead.submissionKey) || lead.duplicateWindowMs > 0;

/**
 * Sorts a batch before anything is read: a lead repeating an earlier one of the batch
 * (`sameAs`: its index to the first's) gets the first's result; the first of each submission
 * (`firsts`) is looked for among the stored rows, and stored if it is not there.
 */
function firstsOf(leads: NewLead[]) {
  const sameAs = new Map<number, number>();
  const firstByIdentity = new Map<string, number>();
  const firsts: number[] = [];
  for (const [index, lead] of leads.entries()) {
    const first = firstByIdentity.get(identity(lead));
    if (first !== undefined && replays(lead)) sameAs.set(index, first);
    else {
      firstByIdentity.set(identity(lead), index);
      firsts.push(index);
    }
  }
  return { sameAs, firsts };
}

/** The batch's one read: rows of the people of its keys, its replays and its new ids. */
const readBatch = prepared(
  "intake-read",
  `${storedPeopleOfKeys("$1", "$2")}
  UNION ALL
  SELECT 'known', s.form || E'\\n' || s.submission_key, ARRAY[s.id] FROM submissions s
  JOIN unnest($3::text[], $4::text[]) AS k (form, submission_key)
    ON s.form = k.form AND s.submission_key = k.submission_key
  UNION ALL
  SELECT 'recent', r.n::text, ARRAY[latest.id]
  FROM unnest($5::text[], $6::text[], $7::text[], $8::timestamptz[])
    WITH ORDINALITY AS r (form, email, message, since, n)
  CROSS JOIN LATERAL (
    SELECT id FROM submissions
    WHERE form = r.form AND email IS NOT DISTINCT FROM r.email
      AND message IS NOT DISTINCT FROM r.message AND created_at >= r.since
    ORDER BY id DESC LIMIT 1
  ) AS latest
  UNION ALL
  SELECT 'ids', '', ARRAY(SELECT nextval(pg_get_serial_sequence('submissions', 'id'))
                          FROM generate_series(1, $9))`,
);

interface ReadRow {
  kind: "email" | "phone" | "known" | "recent" | "ids";
  key: string;
  ids: string[];
}

/**
 * Reads what the firsts of a batch need: the stored row each replays (batch index to id), the
 * stored people of their keys (`kind\nkey` to ids) and ids for them all, ascending (a lead
 * found to be a replay leaves its id unused: a gap in the ids, as a rollback leaves).
 */
async function readFirsts(client: pg.PoolClient, leads: NewLead[], firsts: number[]) {
  const keyed = firsts.filter((index) => leads[index]?.submissionKey);
  const windowed = firsts.filter((index) => {
    const lead = leads[index] as NewLead;
    return !lead.submissionKey && lead.duplicateWindowMs > 0;
  });
  const pick = <T>(indexes: number[], value: (lead: NewLead) => T) =>
    indexes.map((index) => value(leads[index] as NewLead));
  const { emailKeys, phoneKeys } = keysOf(
    pick(firsts, (lead) => ({ keys: personKeys(lead.submission) })),
  );
  const { rows } = await client.query<ReadRow>(readBatch, [
    emailKeys,
    phoneKeys,
    pick(keyed, (lead) => lead.submission.form),
    pick(keyed, (lead) => lead.submissionKey),
    pick(windowed, (lead) => lead.submission.form),
    pick(windowed, (lead) => lead.submission.email),
    pick(windowed, (lead) => lead.submission.message),
    pick(windowed, (lead) => new Date(lead.now.getTime() - lead.duplicateWindowMs)),
    firsts.length,
  ]);
  const known = new Map<string, number>();
  const stored = new Map<number, number>();
  const people = new Map<string, number[]>();
  let ids: number[] = [];
  for (const row of rows) {
    if (row.kind === "ids") ids = row.ids.map(Number).sort((a, b) => a - b);
    else if (row.kind === "known") known.set(row.key, Number(row.ids[0]));
    else if (row.kind === "recent")
      stored.set(windowed[Number(row.key) - 1] as number, Number(row.ids[0]));
    else people.set(`${row.kind}\n${row.key}`, row.ids.map(Number));
  }
  for (const index of keyed) {
    const lead = leads[index] as NewLead;
    const id = known.get(`${lead.submission.form}\n${lead.submissionKey}`);
    if (id !== undefined) stored.set(index, id);
  }
  return { stored, people, ids };
}

/** The leads, their deliveries and (when the batch joins stored people) the move, in one statement. */
const writeBatchText = (moves: boolean) => `
  WITH ${moves ? `moved AS (${movePeople(`$${storedLeadColumns.length + 7}`, `$${storedLeadColumns.length + 8}`)}),` : ""}
  added AS (
    INSERT INTO submissions (id, person_id, ${storedLeadColumns.map(({ column }) => column).join(", ")})
    SELECT * FROM unnest($5::bigint[], $6::bigint[], ${storedLeadColumns
      .map(({ pgType }, index) => `$${index + 7}::${pgType}[]`)
      .join(", ")})
  )
  INSERT INTO deliveries (lead_id, kind, target, next_attempt_at)
  SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::bigint[])`;

const writeBatch = prepared("intake-write", writeBatchText(false));
const writeBatchWithMoves = prepared("intake-write-moves", writeBatchText(true));

/** Inserts the fresh leads (their ids taken) with their deliveries and people. */
async function insertFresh(
  client: pg.PoolClient,
  fresh: NewLead[],
  ids: number[],
  people: Map<string, number[]>,
) {
  const { personIds, merges } = await planPostgresPeople(
    client,
    fresh.map((lead, position) => ({
      id: ids[position] as number,
      keys: personKeys(lead.submission),
    })),
    people,
  );
  const deliveries = fresh.flatMap((lead, position) =>
    lead.deliveries.map((delivery) => ({
      leadId: ids[position],
      ...delivery,
      due: lead.now.getTime(),
    })),
  );
  await client.query(merges.length > 0 ? writeBatchWithMoves : writeBatch, [
    deliveries.map((delivery) => delivery.leadId),
    deliveries.map((delivery) => delivery.kind),
    deliveries.map((delivery) => delivery.target),
    deliveries.map((delivery) => delivery.due),
    ids.slice(0, fresh.length),
    personIds,
    ...storedLeadColumns.map(({ value }) => fresh.map(value)),
    ...(merges.length > 0
      ? [merges.map((merge) => merge.from), merges.map((merge) => merge.into)]
      : []),
  ]);
  const briefs = fresh.flatMap((lead, position) =>
    lead.briefId ? [{ id: lead.briefId, leadId: ids[position] }] : [],
  );
  // Only a batch with a brief pays for the statement.
  if (briefs.length > 0)
    await client.query(
      `UPDATE briefs SET lead_id = x.lead_id
       FROM unnest($1::text[], $2::bigint[]) AS x (id, lead_id) WHERE briefs.id = x.id`,
      [briefs.map((brief) => brief.id), briefs.map((brief) => brief.leadId)],
    );
}

export function postgresIntake({ query, transaction }: PostgresContext): IntakeStore {
  /**
   * One transaction for the whole batch. The people lock, taken first by every batch, makes
   * the batches of all servers one at a time, so a replay is looked for only among rows
   * committed before (two servers never both store one submission).
   */
  async function storeBatch(leads: NewLead[]): Promise<StoreResult[]> {
    const { sameAs, firsts } = firstsOf(leads);
    return transaction(async (client) => {
      const results: Array<StoreResult | undefined> = leads.map(() => undefined);
      const { stored, people, ids } = await readFirsts(client, leads, firsts);
      const fresh: number[] = [];
      for (const index of firsts) {
        const id = stored.get(index);
        if (id === undefined) fresh.push(index);
        else results[index] = { id, replay: true };
      }
      if (fresh.length > 0)
        await insertFresh(
          client,
          fresh.map((index) => leads[index] as NewLead),
          ids,
          people,
        );
      fresh.forEach((index, position) => {
        results[index] = { id: ids[position] as number, replay: false };
      });
      for (const [index, first] of sameAs)
        results[index] = { id: (results[first] as StoreResult).id, replay: true };
      return results as StoreResult[];
    }, beginIntake);
  }

  return {
    async storeLead(lead) {
      return (await storeBatch([lead]))[0] as StoreResult;
    },
    storeLeads: storeBatch,
    async countRecentByEmail(email, since) {
      const { rows } = await query<{ n: string }>(
        "SELECT count(*) AS n FROM submissions WHERE email_key = $1 AND created_at >= $2",
        [addressKey(email), since],
      );
      return Number(rows[0]?.n ?? 0);
    },
  };
}
