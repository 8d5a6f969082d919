import type { LeadStatus } from "@contracts/desk";
import type { DeskStore, LeadPage, LeadQuery } from "./desk";
import type { DeliveryRequest } from "../deliveries/deliveries";
import { cappedCountsQuery, leadFilter, tallyStatuses } from "./lead-filter";
import {
  isRelease,
  releaseExistingSql,
  statusBeforeColumns,
  statusDetail,
  streamBatchSize,
  toNote,
  type NoteRow,
} from "./desk";
import {
  outcomeAfter,
  statusChangeBody,
  statusChangedEvent,
  toldToWebhooks,
  type OutcomeBefore,
} from "../revenue/revenue";
import { leadColumns, toLead, type LeadRow } from "../leads/lead-row";
import { toDelivery, type DeliveryRow } from "../deliveries/deliveries";
import { postgresAuditLogger } from "../audit/postgres";
import type { PostgresContext } from "../database/postgres";

/** The clauses of a lead query; their values are pushed onto `params` ($1, $2 ...). */
const where = (query: LeadQuery, params: unknown[]) =>
  leadFilter(
    query,
    (value) => {
      params.push(value);
      return `$${params.length}`;
    },
    "ILIKE",
  );

/**
 * Above this many matches (as the planner estimates them from the trigram statistics) a search
 * walks the newest leads: reading every match from the trigram indexes, once per status for
 * the counts, costs more than walking the key or the status index until a page or a capped
 * count is full. SQLite's index answers the same question with its own count
 * (sqlite-search.ts).
 */
const walkAboveEstimate = 5_000;

/**
 * Walking, for this transaction only: no bitmaps (of the trigram indexes' every match) and no
 * sequential scan (a small status sorted whole), so each count walks the status index and the
 * page the key, newest first, and stops when full.
 */
const walkPlans = "SET LOCAL enable_bitmapscan = off; SET LOCAL enable_seqscan = off";

/** The planner's estimate of the leads a search term matches (a plan, not a count). */
async function estimatedMatches(query: PostgresContext["query"], term: string) {
  const params: unknown[] = [];
  const clauses = where({ search: term }, params);
  const { rows } = await query<{ "QUERY PLAN": Array<{ Plan: { "Plan Rows": number } }> }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM submissions WHERE ${clauses.join(" AND ")}`,
    params,
  );
  return rows[0]?.["QUERY PLAN"][0]?.Plan["Plan Rows"] ?? 0;
}

/**
 * The order a page is read in. Walking the primary key backwards finds the newest matches at
 * once when they are many, but walks the whole table for a rare search term; then `id + 0`
 * (not the key's order) makes PostgreSQL read the trigram indexes' matches and sort them. The
 * counts, read first, tell which: by id while the rows walked stay within 1/20 of the table, and
 * always for a common term or a count that stopped at the cap: over 500 matches, sorting them all
 * costs more than walking to the page (decision 0113).
 */
const pageOrder = (filter: LeadQuery, matches: number, many: boolean, end: number) =>
  !filter.search || many || matches >= 20 * end ? "id" : "id + 0";

/**
 * A page of leads and the counts of its statuses, read with `run` (the pool, or a transaction
 * that walks: see walkPlans).
 */
async function readLeadPage(
  run: PostgresContext["query"],
  filter: LeadQuery,
  { offset, limit }: { offset: number; limit: number },
  walk: boolean,
): Promise<LeadPage> {
  const search = Boolean(filter.search);
  const params: unknown[] = [];
  const clauses = where(filter, params);
  const sql = clauses.length > 0 ? `WHERE ${clauses.join(" AND ")}` : "";
  const { status, ...allStatuses } = filter;
  const tallyParams: unknown[] = [];
  const tallyClauses = where(allStatuses, tallyParams);
  const tallySql = tallyClauses.length > 0 ? `WHERE ${tallyClauses.join(" AND ")}` : "";
  // Under a search each status is counted only up to the cap: a common word stays fast.
  const tally = await run<{ status: LeadStatus; n: string }>(
    search
      ? cappedCountsQuery(tallySql)
      : `SELECT status, count(*) AS n FROM submissions ${tallySql} GROUP BY status`,
    tallyParams,
  );
  const { counts, total, capped } = tallyStatuses(tally.rows, status, search);
  const many = walk || (status ? capped.includes(status) : capped.length > 0);
  // One row more than the page: whether an older page follows, past a capped count too.
  const page = await run<LeadRow>(
    `SELECT ${leadColumns} FROM submissions ${sql}
     ORDER BY ${pageOrder(filter, total, many, offset + limit)} DESC
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, limit + 1, offset],
  );
  return {
    leads: page.rows.slice(0, limit).map(toLead),
    total,
    counts,
    capped,
    more: page.rows.length > limit,
  };
}

/** The lead desk: listing, streaming and reading leads, their status and notes. */
export function postgresDesk(context: PostgresContext): DeskStore {
  return { ...leadReads(context), ...leadChanges(context) };
}

/** A page of leads, every lead of a filter in batches, and one lead with its notes and mail. */
function leadReads({
  query,
  transaction,
}: PostgresContext): Pick<DeskStore, "listLeads" | "streamLeads" | "getLead"> {
  return {
    async listLeads(filter, page) {
      const walk =
        filter.search !== undefined &&
        (await estimatedMatches(query, filter.search)) > walkAboveEstimate;
      if (!walk) return readLeadPage(query, filter, page, false);
      return transaction(async (client) => {
        await client.query(walkPlans);
        return readLeadPage((sql, params) => client.query(sql, params), filter, page, true);
      });
    },
    async *streamLeads(filter) {
      let before: number | undefined;
      for (;;) {
        const params: unknown[] = [];
        const clauses = where(filter, params);
        if (before !== undefined) clauses.push(`id < $${params.push(before)}`);
        const sql = clauses.length > 0 ? `WHERE ${clauses.join(" AND ")}` : "";
        const { rows } = await query<LeadRow>(
          `SELECT ${leadColumns} FROM submissions ${sql} ORDER BY id DESC
           LIMIT $${params.push(streamBatchSize)}`,
          params,
        );
        for (const row of rows) yield toLead(row);
        if (rows.length < streamBatchSize) return;
        before = Number(rows[rows.length - 1]?.id);
      }
    },
    async getLead(id) {
      const [lead, notes, deliveries] = await Promise.all([
        query<LeadRow & { person_id: string; person_leads: string }>(
          `SELECT ${leadColumns}, person_id,
             (SELECT count(*) FROM submissions p WHERE p.person_id = s.person_id) AS person_leads
           FROM submissions s WHERE id = $1`,
          [id],
        ),
        query<NoteRow>("SELECT * FROM notes WHERE lead_id = $1 ORDER BY id", [id]),
        query<DeliveryRow>("SELECT * FROM deliveries WHERE lead_id = $1 ORDER BY id", [id]),
      ]);
      const row = lead.rows[0];
      if (!row) return undefined;
      return {
        ...toLead(row),
        notes: notes.rows.map(toNote),
        deliveries: deliveries.rows.map(toDelivery),
        personId: Number(row.person_id),
        personLeads: Number(row.person_leads),
      };
    },
  };
}

/** A lead's status (leaving spam queues its mail in the same transaction) and its notes. */
function leadChanges(context: PostgresContext): Pick<DeskStore, "setLeadStatus" | "addNote"> {
  const { query, transaction, clock } = context;
  const logAudit = postgresAuditLogger(context);
  return {
    async setLeadStatus(id, status, actor, release, outcome = {}) {
      const now = clock();
      return transaction(async (client) => {
        const { rows } = await client.query<OutcomeBefore & { email: string | null }>(
          `SELECT ${statusBeforeColumns} FROM submissions WHERE id = $1 FOR UPDATE`,
          [id],
        );
        const before = rows[0];
        if (!before) return false;
        const after = outcomeAfter(before, status, outcome, now);
        await client.query(
          `UPDATE submissions SET status = $1, deal_value = $2, deal_currency = $3, won_at = $4,
             lost_reason = $5 WHERE id = $6`,
          [status, after.deal_value, after.deal_currency, after.won_at, after.lost_reason, id],
        );
        let queued: DeliveryRequest[] = [];
        if (release && isRelease(before.status, status)) {
          const existing = await client.query<DeliveryRequest>(releaseExistingSql("$1"), [id]);
          queued = release(before, existing.rows);
          if (queued.length > 0)
            await client.query(
              `INSERT INTO deliveries (lead_id, kind, target, next_attempt_at)
               SELECT $1, kind, target, $4 FROM unnest($2::text[], $3::text[]) AS d (kind, target)`,
              [
                id,
                queued.map(({ kind }) => kind),
                queued.map(({ target }) => target),
                now.getTime(),
              ],
            );
        }
        const urls = toldToWebhooks(before.status, status, outcome)
          ? (outcome.webhookUrls ?? [])
          : [];
        if (urls.length > 0)
          await client.query(
            `INSERT INTO deliveries (lead_id, kind, target, next_attempt_at, subject, body)
             SELECT $1, 'webhook', url, $3, $4, $5 FROM unnest($2::text[]) AS u (url)`,
            [
              id,
              urls,
              now.getTime(),
              statusChangedEvent,
              statusChangeBody(before.status, status, after, now),
            ],
          );
        if (before.status !== status || outcome.deal || outcome.lostReason)
          await logAudit(
            client,
            actor,
            "status",
            statusDetail(id, before.status, status, queued, outcome),
          );
        if (before.status !== status) {
          await client.query(
            `INSERT INTO status_changes (lead_id, at, actor, from_status, to_status)
             VALUES ($1, $2, $3, $4, $5)`,
            [id, now, actor, before.status, status],
          );
        }
        return true;
      });
    },
    async addNote(leadId, author, body, now = clock()) {
      const { rows } = await query<NoteRow>(
        `INSERT INTO notes (lead_id, author, body, created_at)
         SELECT id, $2, $3, $4 FROM submissions WHERE id = $1
         RETURNING *`,
        [leadId, author, body, now],
      );
      return rows[0] && toNote(rows[0]);
    },
  };
}
