import type { IntakeStore, NewLead, StoreResult } from "./intake";
import { storedLeadColumns } from "./intake";
import { addressKey, personKeys } from "../people/keys";
import type { SqliteContext } from "../database/sqlite";
import type { DurableCommitter } from "../database/sqlite-durable-commit";
import { sqlitePersonAssigner } from "../people/sqlite";
import type { SearchIndexWriter } from "../desk/sqlite-search-index";

/**
 * The form endpoint's writes: a lead, its replay check and its deliveries in one transaction.
 * The lead's search trigrams are written after the commit, so they never slow the form's answer
 * (desk/sqlite-search-index.ts).
 */
export function sqliteIntake(
  context: SqliteContext,
  { commitDurably }: DurableCommitter,
  searchIndex: SearchIndexWriter,
): IntakeStore {
  const { db, statement, prepare } = context;
  const people = sqlitePersonAssigner(context);
  const insert = statement(
    `INSERT INTO submissions (${storedLeadColumns.map(({ column }) => column).join(", ")}, person_id)
     VALUES (${storedLeadColumns.map(() => "?").join(", ")}, ?)`,
  );
  const byKey = statement("SELECT id FROM submissions WHERE form = ? AND submission_key = ?");
  // `IS` so that two posts without a message (NULL) still match each other.
  const recentSame = statement(
    `SELECT id FROM submissions
     WHERE form = ? AND email IS ? AND message IS ? AND created_at >= ?
     ORDER BY id DESC LIMIT 1`,
  );
  const enqueue = statement(
    "INSERT INTO deliveries (lead_id, kind, target, next_attempt_at) VALUES (?, ?, ?, ?)",
  );
  const linkBrief = statement("UPDATE briefs SET lead_id = ? WHERE id = ?");
  const storeRow = (lead: NewLead): StoreResult => {
    const { submission, now, submissionKey, duplicateWindowMs } = lead;
    const earlier = (
      submissionKey
        ? byKey().get(submission.form, submissionKey)
        : duplicateWindowMs > 0
          ? recentSame().get(
              submission.form,
              submission.email,
              submission.message,
              new Date(now.getTime() - duplicateWindowMs).toISOString(),
            )
          : undefined
    ) as { id: number } | undefined;
    if (earlier) return { id: earlier.id, replay: true };
    const person = people.personOf(personKeys(lead.submission));
    const { lastInsertRowid } = insert().run(
      // SQLite keeps times as ISO text.
      ...storedLeadColumns.map(({ value }) => {
        const stored = value(lead);
        return stored instanceof Date ? stored.toISOString() : stored;
      }),
      person ?? null,
    );
    const id = Number(lastInsertRowid);
    if (person === undefined) people.ownPerson(id);
    for (const delivery of lead.deliveries)
      enqueue().run(id, delivery.kind, delivery.target, now.getTime());
    if (lead.briefId) linkBrief().run(id, lead.briefId);
    return { id, replay: false };
  };
  const storeOne = db.transaction(storeRow);
  // Group commit: many submissions, one transaction, one fsync (server/forms/group-commit.ts).
  const storeMany = db.transaction((leads: NewLead[]) => leads.map(storeRow));
  // IMMEDIATE: the write lock is taken at BEGIN, so a second process waits its busy timeout
  // there instead of failing at once with "database is locked" when a read turns into a write.
  const committed = <T>(result: T) => {
    searchIndex.schedule();
    return result;
  };

  return {
    async storeLead(lead) {
      return committed(await commitDurably(() => storeOne.immediate(lead)));
    },
    async storeLeads(leads) {
      return committed(await commitDurably(() => storeMany.immediate(leads)));
    },
    async countRecentByEmail(email, since) {
      const row = prepare(
        "SELECT count(*) AS n FROM submissions WHERE email_key = ? AND created_at >= ?",
      ).get(addressKey(email), since.toISOString()) as { n: number };
      return row.n;
    },
  };
}
