import { leadStatuses, type LeadStatus } from "@contracts/desk";
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
import { sqliteAuditLogger } from "../audit/sqlite";
import type { SqliteContext } from "../database/sqlite";
import { searchIndexClause, searchUsesIndex } from "./sqlite-search";

/**
 * The WHERE clause of a lead query, with `extra` clauses, and its parameters in order. A search
 * is narrowed by the trigram index unless `indexed` is false (a term too common for it: then
 * the newest leads are walked, which is faster).
 */
function where(query: LeadQuery, extra: string[] = [], indexed = true) {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return "?";
  };
  const clauses = [
    ...leadFilter(query, param, "LIKE"),
    ...(indexed ? searchIndexClause(query.search, param) : []),
    ...extra,
  ];
  return { sql: clauses.length > 0 ? `WHERE ${clauses.join(" AND ")}` : "", params };
}

const leadByIdSql = `SELECT ${leadColumns} FROM submissions WHERE id = ?`;

/** A page of leads with the count of each status, the search narrowed as `where` says. */
function listLeadPage(
  prepare: SqliteContext["prepare"],
  query: LeadQuery,
  { offset, limit }: { offset: number; limit: number },
): LeadPage {
  const { status, ...allStatuses } = query;
  const search = Boolean(query.search);
  const indexed = searchUsesIndex(query.search, prepare);
  const tally = where(allStatuses, [], indexed);
  // Without a search, or with the index's few candidates, one pass counts every status;
  // walking the newest leads, each status stops at the cap.
  const rows =
    !search || indexed
      ? prepare(`SELECT status, count(*) AS n FROM submissions ${tally.sql} GROUP BY status`).all(
          ...tally.params,
        )
      : prepare(cappedCountsQuery(tally.sql)).all(...leadStatuses.flatMap(() => tally.params));
  const { counts, total, capped } = tallyStatuses(
    rows as Array<{ status: LeadStatus; n: number }>,
    status,
    search,
  );
  const filter = where(query, [], indexed);
  // One row more than the page: whether an older page follows, past a capped count too.
  const page = prepare(
    `SELECT ${leadColumns} FROM submissions ${filter.sql} ORDER BY id DESC LIMIT ? OFFSET ?`,
  ).all(...filter.params, limit + 1, offset) as LeadRow[];
  return {
    leads: page.slice(0, limit).map(toLead),
    total,
    counts,
    capped,
    more: page.length > limit,
  };
}

/** The lead desk: listing, streaming and reading leads, their status and notes. */
export function sqliteDesk(context: SqliteContext): DeskStore {
  return { ...leadReads(context), ...leadChanges(context) };
}

/** Leads listed a page at a time, streamed in batches (the export), read one with its notes. */
function leadReads({
  statement,
  prepare,
}: SqliteContext): Pick<DeskStore, "listLeads" | "streamLeads" | "getLead"> {
  const leadById = statement(leadByIdSql);
  return {
    async listLeads(query, page) {
      return listLeadPage(prepare, query, page);
    },
    async *streamLeads(query) {
      let before = Number.MAX_SAFE_INTEGER;
      for (;;) {
        const filter = where(query, ["id < ?"]);
        const rows = prepare(
          `SELECT ${leadColumns} FROM submissions ${filter.sql} ORDER BY id DESC LIMIT ?`,
        ).all(...filter.params, before, streamBatchSize) as LeadRow[];
        for (const row of rows) yield toLead(row);
        if (rows.length < streamBatchSize) return;
        before = Number(rows[rows.length - 1]?.id);
      }
    },
    async getLead(id) {
      const row = leadById().get(id) as LeadRow | undefined;
      if (!row) return undefined;
      const notes = prepare("SELECT * FROM notes WHERE lead_id = ? ORDER BY id").all(
        id,
      ) as NoteRow[];
      const deliveries = prepare("SELECT * FROM deliveries WHERE lead_id = ? ORDER BY id").all(
        id,
      ) as DeliveryRow[];
      const person = prepare(
        `SELECT person_id, (SELECT count(*) FROM submissions WHERE person_id = s.person_id) AS n
         FROM submissions s WHERE id = ?`,
      ).get(id) as { person_id: number; n: number };
      return {
        ...toLead(row),
        notes: notes.map(toNote),
        deliveries: deliveries.map(toDelivery),
        personId: person.person_id,
        personLeads: person.n,
      };
    },
  };
}

/** A lead's status, with the deliveries a release queues, and its notes. */
function leadChanges(context: SqliteContext): Pick<DeskStore, "setLeadStatus" | "addNote"> {
  const { db, statement, prepare, clock } = context;
  const leadById = statement(leadByIdSql);
  const logAudit = sqliteAuditLogger(context);
  return {
    async setLeadStatus(id, status: LeadStatus, actor, release, outcome = {}) {
      const now = clock();
      // Immediate: a read-then-write transaction that began deferred cannot wait for another
      // connection's write (SQLITE_BUSY at once, whatever the busy timeout).
      return db
        .transaction(() => {
          const before = prepare(`SELECT ${statusBeforeColumns} FROM submissions WHERE id = ?`).get(
            id,
          ) as (OutcomeBefore & { email: string | null }) | undefined;
          if (!before) return false;
          const after = outcomeAfter(before, status, outcome, now);
          prepare(
            `UPDATE submissions SET status = ?, deal_value = ?, deal_currency = ?, won_at = ?,
               lost_reason = ? WHERE id = ?`,
          ).run(
            status,
            after.deal_value,
            after.deal_currency,
            after.won_at?.toISOString() ?? null,
            after.lost_reason,
            id,
          );
          let queued: DeliveryRequest[] = [];
          if (release && isRelease(before.status, status)) {
            const existing = prepare(releaseExistingSql("?")).all(id) as DeliveryRequest[];
            queued = release(before, existing);
            for (const delivery of queued)
              prepare(
                "INSERT INTO deliveries (lead_id, kind, target, next_attempt_at) VALUES (?, ?, ?, ?)",
              ).run(id, delivery.kind, delivery.target, now.getTime());
          }
          if (toldToWebhooks(before.status, status, outcome))
            for (const url of outcome.webhookUrls ?? [])
              prepare(
                `INSERT INTO deliveries (lead_id, kind, target, next_attempt_at, subject, body)
                 VALUES (?, 'webhook', ?, ?, ?, ?)`,
              ).run(
                id,
                url,
                now.getTime(),
                statusChangedEvent,
                statusChangeBody(before.status, status, after, now),
              );
          if (before.status !== status || outcome.deal || outcome.lostReason) {
            logAudit(actor, "status", statusDetail(id, before.status, status, queued, outcome));
          }
          if (before.status !== status) {
            prepare(
              `INSERT INTO status_changes (lead_id, at, actor, from_status, to_status)
             VALUES (?, ?, ?, ?, ?)`,
            ).run(id, now.toISOString(), actor, before.status, status);
          }
          return true;
        })
        .immediate();
    },
    async addNote(leadId, author, body, now = clock()) {
      return db
        .transaction(() => {
          if (!leadById().get(leadId)) return undefined;
          const row = prepare(
            "INSERT INTO notes (lead_id, author, body, created_at) VALUES (?, ?, ?, ?) RETURNING *",
          ).get(leadId, author, body, now.toISOString()) as NoteRow;
          return toNote(row);
        })
        .immediate();
    },
  };
}
