import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { storeBackends } from "@tests/support/store-backends";
import { newLead } from "@tests/support/lead-fixtures";
import type { Store } from "../store";
import { openPostgresStore } from "../postgres";
import { openSqliteStore } from "../sqlite";
import { migratePostgres, postgresNoncesVersion } from "./postgres";
import { migrateSqlite, sqliteNoncesVersion } from "./sqlite";

/**
 * An id that left the database (a lead's, a delivery's, a note's, a saved reply's, an owner's:
 * in mail, webhooks, desk URLs and audit entries) is never given to another row, whatever was
 * deleted: on both stores, and in a SQLite inbox upgraded from the schema before AUTOINCREMENT.
 */

const { backends, dir, postgres } = storeBackends("ids_never_reused");
const actor = "owner@example.com";
const lead = (email: string) => newLead({}, { email, message: `About ${email}` });
const template = { name: "Thanks", subject: "Thanks", body: "Thank you." };

/** Queues a reply to the lead; its delivery's id. */
async function replyId(store: Store, leadId: number, target: string) {
  const queued = await store.queueReply(leadId, {
    subject: "Hi",
    body: "Hello.",
    author: actor,
    target,
  });
  if (!queued || queued === "key-reused") throw new Error(`no reply queued for lead ${leadId}`);
  return queued.delivery.id;
}

/** One of each row whose id leaves the database, the newest of each deleted again. */
async function newestDeleted(store: Store) {
  const { id: leadId } = await store.storeLead(lead("erased@example.org"));
  const note = await store.addNote(leadId, actor, "A note.");
  const deliveryId = await replyId(store, leadId, "erased@example.org");
  const { id: templateId } = await store.addTemplate(template);
  const { id: ownerId } = await store.addOwner("newest@example.com", "hash");
  expect(await store.eraseByEmail("erased@example.org", actor)).toBe(1);
  expect(await store.deleteTemplate(templateId)).toBe(true);
  expect(await store.removeOwner("newest@example.com")).toBe(true);
  return {
    leadId,
    noteId: note?.id ?? 0,
    deliveryId,
    templateId,
    ownerId,
  };
}

describe.each(backends)("ids on %s", (_name, backend) => {
  it("are never given again after the newest row was erased or deleted", async () => {
    const store = await (await backend.fresh())();
    try {
      const gone = await newestDeleted(store);
      const { id: leadId } = await store.storeLead(lead("next@example.org"));
      expect(leadId).toBeGreaterThan(gone.leadId);
      expect((await store.getLead(leadId))?.personId).toBe(leadId);
      expect((await store.addNote(leadId, actor, "Another."))?.id).toBeGreaterThan(gone.noteId);
      expect(await replyId(store, leadId, "next@example.org")).toBeGreaterThan(gone.deliveryId);
      expect((await store.addTemplate(template)).id).toBeGreaterThan(gone.templateId);
      expect((await store.addOwner("later@example.com", "hash")).id).toBeGreaterThan(gone.ownerId);

      // The retention run deletes every lead: the next is still numbered past them.
      expect(await store.deleteLeadsBefore(new Date(Date.now() + 60_000), actor)).toBe(1);
      expect((await store.storeLead(lead("after@example.org"))).id).toBeGreaterThan(leadId);
    } finally {
      await store.close();
    }
  });
});

/** What an inbox holds, table by table, in id order. */
const tablesKept = [
  "submissions",
  "deliveries",
  "notes",
  "owners",
  "sessions",
  "reply_templates",
  "audit_log",
  "status_changes",
  "person_events",
];
const contents = (db: Database.Database) =>
  Object.fromEntries(
    tablesKept.map((table) => [
      table,
      db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all() as Array<Record<string, unknown>>,
    ]),
  );
/** Each table's rows with only the columns `like`'s rows have: later migrations add others. */
const columnsOf = (
  tables: Record<string, Array<Record<string, unknown>>>,
  like: Record<string, Array<Record<string, unknown>>>,
) =>
  Object.fromEntries(
    Object.entries(tables).map(([table, rows]) => {
      const columns = Object.keys(like[table]?.[0] ?? rows[0] ?? {});
      return [table, rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c]])))];
    }),
  );
const schemaObjects = (db: Database.Database) =>
  (
    db.prepare("SELECT type || ' ' || name AS object FROM sqlite_schema").pluck().all() as string[]
  ).sort();

/**
 * An inbox as the server before this change left it: leads 1-7 (1-3 in the search index, the
 * others pending), notes, deliveries, owners, a session, a status change and a join; leads 6
 * and 7 erased again, named by the audit log with a note and a reply of theirs; a saved reply
 * added and deleted.
 */
function oldSqliteInbox(file: string) {
  const db = new Database(file);
  db.pragma("foreign_keys = ON");
  migrateSqlite(db, sqliteNoncesVersion - 1);
  const at = "2026-11-01T09:00:00.000Z";
  const insertLead = db.prepare(
    `INSERT INTO submissions (form, created_at, name, email, message, email_key)
     VALUES ('contact', ?, ?, ?, ?, ?)`,
  );
  for (const n of [1, 2, 3, 4, 5, 6, 7])
    insertLead.run(at, `Lead ${n}`, `lead${n}@example.org`, `marker${n}zq`, `lead${n}@example.org`);
  db.exec(`
    UPDATE submissions SET person_id = id;
    UPDATE submissions SET person_id = 1 WHERE id = 4;
    INSERT INTO lead_search (rowid, name, email, message)
      SELECT id, name, email, message FROM submissions WHERE id <= 3;
    DELETE FROM lead_search_pending WHERE id <= 3;
    INSERT INTO owners (email, password_hash, created_at) VALUES
      ('a@example.com', 'hash', '${at}'), ('b@example.com', 'hash', '${at}');
    INSERT INTO sessions (token_hash, owner_id, csrf_token, expires_at) VALUES ('t', 2, 'c', 1);
    UPDATE submissions SET assigned_to = 2 WHERE id = 2;
    INSERT INTO notes (lead_id, author, body, created_at) VALUES
      (1, 'a@example.com', 'First.', '${at}'), (6, 'a@example.com', 'Of six.', '${at}');
    INSERT INTO deliveries (lead_id, kind, next_attempt_at) SELECT id, 'notify', 0 FROM submissions;
    INSERT INTO status_changes (lead_id, at, actor, from_status, to_status)
      VALUES (1, '${at}', 'a@example.com', 'new', 'won');
    INSERT INTO person_events (kind, lead_id, other_lead_id, at, actor)
      VALUES ('join', 1, 4, '${at}', 'a@example.com');
    INSERT INTO reply_templates (name, subject, body, updated_at) VALUES ('Gone', 'x', 'y', '${at}');
    INSERT INTO audit_log (at, actor, action, detail) VALUES
      ('${at}', 'a@example.com', 'note', 'lead 6: note 2 added'),
      ('${at}', 'a@example.com', 'reply', 'lead 6: reply 9 queued'),
      ('${at}', 'a@example.com', 'join', 'person 1 joined into person 7'),
      ('${at}', 'a@example.com', 'template',
        'template ' || (SELECT max(id) FROM reply_templates) || ' deleted'),
      ('${at}', 'a sign-in', 'sign-in refused', 'lead 999999: not an owner');
    DELETE FROM notes WHERE lead_id >= 6;
    DELETE FROM deliveries WHERE lead_id >= 6;
    DELETE FROM submissions WHERE id >= 6;
    DELETE FROM reply_templates WHERE id = (SELECT max(id) FROM reply_templates);`);
  const before = {
    contents: contents(db),
    schema: schemaObjects(db),
    templates: db.prepare("SELECT max(id) FROM reply_templates").pluck().get() as number,
  };
  db.close();
  return before;
}

const search = async (store: Store, text: string) =>
  (await store.listLeads({ search: text }, { offset: 0, limit: 10 })).leads.map(({ id }) => id);

describe("a SQLite inbox from before AUTOINCREMENT", () => {
  it("keeps its rows, indexes, triggers and references, and never reuses an id", async () => {
    const file = path.join(dir(), "before-autoincrement.sqlite");
    const before = oldSqliteInbox(file);
    const store = openSqliteStore(file);
    try {
      const { db } = store;
      // Every row as it was; the leads and deliveries stored before have no nonce.
      const withoutNonce = ["submissions", "deliveries"];
      const expected = Object.fromEntries(
        Object.entries(before.contents).map(([table, rows]) => [
          table,
          withoutNonce.includes(table) ? rows.map((row) => ({ ...row, nonce: null })) : rows,
        ]),
      );
      expect(columnsOf(contents(db), expected)).toEqual(expected);
      // Nothing it had is lost but what a later migration drops (the index of addresses without
      // their key), and it has what a fresh inbox has (later migrations add tables).
      const droppedLater = ["index submissions_by_address"];
      expect(schemaObjects(db)).toEqual(
        expect.arrayContaining(before.schema.filter((object) => !droppedLater.includes(object))),
      );
      const fresh = new Database(":memory:");
      migrateSqlite(fresh);
      expect(schemaObjects(db)).toEqual(schemaObjects(fresh));
      fresh.close();
      for (const table of ["submissions", "deliveries", "notes", "owners", "reply_templates"])
        expect(
          db.prepare("SELECT sql FROM sqlite_schema WHERE name = ?").pluck().get(table),
        ).toMatch(/\bid INTEGER PRIMARY KEY AUTOINCREMENT\b/);
      expect(db.pragma("foreign_key_check")).toEqual([]);
      expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
      expect(() =>
        db
          .prepare(
            "INSERT INTO notes (lead_id, author, body, created_at) VALUES (99, 'a', 'b', 'c')",
          )
          .run(),
      ).toThrow(/FOREIGN KEY/);

      // The search triggers: the indexed and the pending leads are found, an erased one not.
      expect(await search(store, "marker2zq")).toEqual([2]);
      expect(await search(store, "marker5zq")).toEqual([5]);
      expect(await store.eraseByEmail("lead2@example.org", actor)).toBe(1);
      expect(await search(store, "marker2zq")).toEqual([]);

      // Past every id stored and every id the audit log's own entries name (not an outsider's).
      const next = await store.storeLead(lead("next@example.org"));
      expect(next.id).toBe(8);
      expect(db.prepare("SELECT nonce FROM submissions WHERE id = 8").pluck().get()).toMatch(
        /^[0-9a-f]{32}$/,
      );
      expect(await search(store, "next@example.org")).toEqual([8]);
      // Its notification is numbered past the reply the audit log names.
      expect((await store.getLead(8))?.deliveries.map(({ id }) => id)).toEqual([10]);
      expect((await store.addNote(8, actor, "New."))?.id).toBe(3);
      expect(await replyId(store, 8, "next@example.org")).toBe(11);
      expect((await store.addTemplate(template)).id).toBe(before.templates + 2);
      expect(await store.removeOwner("b@example.com")).toBe(true);
      expect((await store.addOwner("c@example.com", "hash")).id).toBe(3);

      expect(await store.eraseByEmail("next@example.org", actor)).toBe(1);
      expect((await store.storeLead(lead("after@example.org"))).id).toBe(9);
    } finally {
      await store.close();
    }
  });
});

describe("a PostgreSQL inbox from before the nonces", () => {
  it("keeps the ids its rows' mail carried, and numbers new rows past any deleted one", async () => {
    const url = await postgres().createDatabase("ids_never_reused_old");
    const pool = new pg.Pool({ connectionString: url });
    try {
      await migratePostgres(pool, postgresNoncesVersion - 1);
      await pool.query(`
        INSERT INTO submissions (form, created_at, email) VALUES
          ('contact', now(), 'one@example.org'), ('contact', now(), 'two@example.org');
        INSERT INTO deliveries (lead_id, kind, next_attempt_at) SELECT id, 'notify', 0 FROM submissions;
        DELETE FROM deliveries WHERE lead_id = 2;
        DELETE FROM submissions WHERE id = 2;`);
    } finally {
      await pool.end();
    }
    const store = await openPostgresStore(url, { poolSize: 2 });
    try {
      const nonces = (table: string) =>
        store.pool
          .query<{ id: string; nonce: string | null }>(`SELECT id, nonce FROM ${table} ORDER BY id`)
          .then(({ rows }) => rows.map((row) => [Number(row.id), row.nonce]));
      const { id } = await store.storeLead(lead("next@example.org"));
      expect(id).toBe(3);
      for (const table of ["submissions", "deliveries"])
        expect(await nonces(table)).toEqual([
          [1, null],
          [3, expect.stringMatching(/^[0-9a-f]{32}$/)],
        ]);
      // Even a TRUNCATE (an operator emptying the inbox by hand) keeps the numbering.
      await store.pool.query("TRUNCATE submissions CASCADE");
      expect((await store.storeLead(lead("after@example.org"))).id).toBe(4);
    } finally {
      await store.close();
    }
  });
});
