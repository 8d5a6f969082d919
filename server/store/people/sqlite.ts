import type Database from "better-sqlite3";
import {
  distinctPeople,
  personSearchLeads,
  personSearchValues,
  type PeopleStore,
  type PersonMatchRow,
} from "./people";
import { personKeys, type PersonKeys } from "./keys";
import { joinDetail, personRowQueries, splitDetail, toPersonTimeline } from "./timeline";
import { planPeople, type PersonLookup } from "./plan-people";
import { leadColumns } from "../leads/lead-row";
import { sqliteAuditLogger } from "../audit/sqlite";
import type { SqliteContext } from "../database/sqlite";

/**
 * People in SQLite (decision 0182): the keys and the person of each lead, the timeline, split
 * and join. Every change runs in one transaction with its audit entry.
 */

const peopleTables = `
  ALTER TABLE submissions ADD COLUMN email_key TEXT;
  ALTER TABLE submissions ADD COLUMN phone_key TEXT;
  ALTER TABLE submissions ADD COLUMN person_id INTEGER;
  CREATE TABLE status_changes (
    id INTEGER PRIMARY KEY,
    lead_id INTEGER NOT NULL REFERENCES submissions (id),
    at TEXT NOT NULL,
    actor TEXT NOT NULL,
    from_status TEXT NOT NULL,
    to_status TEXT NOT NULL
  );
  CREATE INDEX status_changes_by_lead ON status_changes (lead_id, id);
  CREATE TABLE person_events (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('join', 'split')),
    lead_id INTEGER NOT NULL REFERENCES submissions (id),
    other_lead_id INTEGER NOT NULL REFERENCES submissions (id),
    at TEXT NOT NULL,
    actor TEXT NOT NULL,
    kept_apart INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX person_events_by_lead ON person_events (lead_id);
  CREATE INDEX person_events_by_other_lead ON person_events (other_lead_id);
  CREATE INDEX person_events_apart ON person_events (kept_apart) WHERE kept_apart = 1;`;

// Built after the backfill: filling indexed columns row by row is slower.
const peopleIndexes = `
  CREATE INDEX submissions_by_email_key ON submissions (email_key, person_id)
    WHERE email_key IS NOT NULL;
  CREATE INDEX submissions_by_phone_key ON submissions (phone_key, person_id)
    WHERE phone_key IS NOT NULL;
  CREATE INDEX submissions_by_person ON submissions (person_id, id);`;

/** The migration: the columns and tables, every stored lead keyed and given its person. */
export function migrateSqlitePeople(db: Database.Database) {
  db.exec(peopleTables);
  const rows = db.prepare("SELECT id, email, phone FROM submissions ORDER BY id").all() as Array<{
    id: number;
    email: string | null;
    phone: string | null;
  }>;
  const leads = rows.map((row) => ({ id: row.id, keys: personKeys(row) }));
  const { personIds } = planPeople(leads, { personsWithKey: () => [], apartPairs: () => [] });
  const update = db.prepare(
    "UPDATE submissions SET email_key = ?, phone_key = ?, person_id = ? WHERE id = ?",
  );
  leads.forEach(({ id, keys }, index) =>
    update.run(keys.emailKey, keys.phoneKey, personIds[index], id),
  );
  db.exec(peopleIndexes);
}

/** The stored people as the plan reads them, through the key indexes. */
function sqliteLookup({ prepare }: SqliteContext): PersonLookup {
  return {
    personsWithKey(kind, key) {
      const column = kind === "email" ? "email_key" : "phone_key";
      // Nearly always one person per key: its lowest and highest id answer from the index.
      const { low, high } = prepare(
        `SELECT
           (SELECT person_id FROM submissions WHERE ${column} = @key AND person_id IS NOT NULL
            ORDER BY person_id LIMIT 1) AS low,
           (SELECT person_id FROM submissions WHERE ${column} = @key AND person_id IS NOT NULL
            ORDER BY person_id DESC LIMIT 1) AS high`,
      ).get({ key }) as { low: number | null; high: number | null };
      if (low === null || high === null) return [];
      if (low === high) return [low];
      return (
        prepare(
          `SELECT DISTINCT person_id FROM submissions WHERE ${column} = ? AND person_id IS NOT NULL`,
        ).all(key) as Array<{ person_id: number }>
      ).map((row) => row.person_id);
    },
    apartPairs() {
      return (
        prepare(
          `SELECT a.person_id AS a, b.person_id AS b FROM person_events e
           JOIN submissions a ON a.id = e.lead_id JOIN submissions b ON b.id = e.other_lead_id
           WHERE e.kept_apart = 1`,
        ).all() as Array<{ a: number; b: number }>
      ).map((row) => [row.a, row.b]);
    },
  };
}

/**
 * A new lead's person, inside the intake's transaction, before the lead is inserted: its keys'
 * person, the people it matches joined first. Undefined when it matches no one: the lead is a
 * person of its own, whose id is the lead's (`ownPerson` once the id is known).
 */
export function sqlitePersonAssigner(context: SqliteContext) {
  const lookup = sqliteLookup(context);
  const { statement } = context;
  const setPerson = statement("UPDATE submissions SET person_id = id WHERE id = ?");
  const movePerson = statement("UPDATE submissions SET person_id = ? WHERE person_id = ?");
  // 0 is no lead's id: the plan answers it for a lead that matches no one.
  const noOne = 0;
  return {
    personOf(keys: PersonKeys): number | undefined {
      const { personIds, merges } = planPeople([{ id: noOne, keys }], lookup);
      for (const { from, into } of merges) movePerson().run(into, from);
      return personIds[0] === noOne ? undefined : personIds[0];
    },
    ownPerson(id: number) {
      setPerson().run(id);
    },
  };
}

export function sqlitePeople(context: SqliteContext): PeopleStore {
  return { ...personTimeline(context), ...personChanges(context), ...personSearch(context) };
}

/** People found by name, e-mail address or phone number, for joining by hand. */
function personSearch({ prepare }: SqliteContext): Pick<PeopleStore, "findPeople"> {
  return {
    async findPeople(term, limit) {
      const rows = prepare(
        `SELECT person_id, name, email, phone FROM submissions
         WHERE name LIKE ? ESCAPE '\\' OR email_key LIKE ? ESCAPE '\\' OR phone_key = ?
         ORDER BY id DESC LIMIT ?`,
      ).all(...personSearchValues(term), personSearchLeads) as PersonMatchRow[];
      return distinctPeople(rows, limit);
    },
  };
}

/** A person's leads, notes, deliveries, status changes, joins and splits, in time order. */
function personTimeline({ prepare }: SqliteContext): Pick<PeopleStore, "getPerson"> {
  const queries = personRowQueries("@person");
  return {
    async getPerson(id) {
      const all = (sql: string) => prepare(sql).all({ person: id }) as never[];
      return toPersonTimeline(id, {
        leads: all(`SELECT ${leadColumns} FROM submissions WHERE person_id = @person ORDER BY id`),
        notes: all(queries.notes),
        deliveries: all(queries.deliveries),
        statusChanges: all(queries.statusChanges),
        personEvents: all(queries.personEvents),
        inbound: all(queries.inbound),
        inboundAttachments: all(queries.inboundAttachments),
      });
    },
  };
}

/** A person's smallest lead id (its id), null when no lead has it. */
function firstLeadOf(prepare: SqliteContext["prepare"], person: number) {
  const row = prepare("SELECT min(id) AS id FROM submissions WHERE person_id = ?").get(person);
  return (row as { id: number | null }).id;
}

/** People joined and split by hand, each change on the timeline and in the audit log. */
function personChanges(context: SqliteContext): Pick<PeopleStore, "joinPeople" | "splitLead"> {
  const { db, prepare, clock } = context;
  const logAudit = sqliteAuditLogger(context);
  const addEvent = (
    kind: "join" | "split",
    leadId: number,
    otherLeadId: number,
    actor: string,
    now: Date,
  ) =>
    prepare(
      `INSERT INTO person_events (kind, lead_id, other_lead_id, at, actor, kept_apart)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(kind, leadId, otherLeadId, now.toISOString(), actor, kind === "split" ? 1 : 0);
  const firstLead = (person: number) => firstLeadOf(prepare, person);

  return {
    async joinPeople(personId, otherPersonId, actor, now = clock()) {
      if (personId === otherPersonId) return "same";
      return db
        .transaction(() => {
          const [one, other] = [firstLead(personId), firstLead(otherPersonId)];
          if (one === null || other === null) return "no-person" as const;
          const [into, from] = [
            Math.min(personId, otherPersonId),
            Math.max(personId, otherPersonId),
          ];
          prepare("UPDATE submissions SET person_id = ? WHERE person_id = ?").run(into, from);
          // The owner's join overrides an earlier split between these two.
          prepare(
            `UPDATE person_events SET kept_apart = 0 WHERE kept_apart = 1
             AND lead_id IN (SELECT id FROM submissions WHERE person_id = @into)
             AND other_lead_id IN (SELECT id FROM submissions WHERE person_id = @into)`,
          ).run({ into });
          addEvent("join", one, other, actor, now);
          logAudit(actor, "join", joinDetail(from, into));
          return { personId: into };
        })
        .immediate();
    },
    async splitLead(leadId, actor, now = clock()) {
      return db
        .transaction(() => {
          const lead = prepare("SELECT person_id FROM submissions WHERE id = ?").get(leadId) as
            { person_id: number } | undefined;
          if (!lead) return "no-lead" as const;
          const person = lead.person_id;
          const rest = (
            prepare("SELECT min(id) AS id FROM submissions WHERE person_id = ? AND id <> ?").get(
              person,
              leadId,
            ) as { id: number | null }
          ).id;
          if (rest === null) return "alone" as const;
          // A person's id is its smallest lead's: the lead taken out keeps its own id as its
          // person's, and when it was the smallest, the rest take the next smallest.
          if (person === leadId)
            prepare("UPDATE submissions SET person_id = ? WHERE person_id = ? AND id <> ?").run(
              rest,
              person,
              leadId,
            );
          prepare("UPDATE submissions SET person_id = ? WHERE id = ?").run(leadId, leadId);
          addEvent("split", leadId, rest, actor, now);
          logAudit(actor, "split", splitDetail(leadId, person));
          return { personId: leadId };
        })
        .immediate();
    },
  };
}
