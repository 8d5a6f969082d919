import type Database from "better-sqlite3";

/**
 * Ids that leave the database (in mail and webhooks, desk URLs and audit entries) are never
 * given to another row. Without AUTOINCREMENT SQLite numbers a new row one past the largest id
 * left, so erasing the newest lead handed its id, its Message-ID and its webhook id to the next
 * lead. ALTER TABLE cannot add AUTOINCREMENT: each table is rebuilt from its own definition
 * (SQLite's procedure for a change ALTER TABLE cannot make), its rows, indexes and triggers
 * (the search index's among them) kept, and its sequence set past every id it holds and every
 * id the audit log names, which may be of rows erased since.
 *
 * The leads and the deliveries also get a nonce, made by the database for each new row: the
 * random part of the ids their mail and webhooks carry (server/deliveries/outside-ids.ts), so
 * another install or a restored backup never sends the same ones. Rows stored before keep
 * none, and so the ids their mail already went out with.
 */

const rebuilt = ["submissions", "deliveries", "notes", "owners", "reply_templates", "audit_log"];
const withNonce = ["submissions", "deliveries"];
const nonceColumn = "nonce TEXT";
const nonceDefault = `${nonceColumn} DEFAULT (lower(hex(randomblob(16))))`;

/**
 * The ids the audit log's own entries name, by table. Only entries the server words itself,
 * by their action: a sign-in's entry holds what a stranger typed.
 */
const namedIds: Array<{ table: string; actions: string[]; pattern: RegExp }> = [
  {
    table: "submissions",
    actions: ["status", "assign", "follow-up", "reply", "note", "split"],
    pattern: /^lead (\d+)\b/g,
  },
  // A person's id is the id of one of its leads.
  { table: "submissions", actions: ["join", "split"], pattern: /\bperson (\d+)\b/g },
  { table: "notes", actions: ["note"], pattern: /: note (\d+) added$/g },
  { table: "deliveries", actions: ["reply"], pattern: /: reply (\d+) queued$/g },
  { table: "reply_templates", actions: ["template"], pattern: /^template (\d+) /g },
];

function highestNamedIds(db: Database.Database) {
  const highest = new Map<string, number>();
  const actions = [...new Set(namedIds.flatMap((rule) => rule.actions))];
  const entries = db
    .prepare(
      `SELECT action, detail FROM audit_log WHERE action IN (${actions.map(() => "?").join(", ")})`,
    )
    .iterate(...actions) as IterableIterator<{ action: string; detail: string }>;
  for (const { action, detail } of entries)
    for (const { table, actions: named, pattern } of namedIds) {
      if (!named.includes(action)) continue;
      for (const [, digits] of detail.matchAll(pattern)) {
        const id = Number(digits);
        if (Number.isSafeInteger(id)) highest.set(table, Math.max(highest.get(table) ?? 0, id));
      }
    }
  return highest;
}

/** One table, rebuilt with AUTOINCREMENT (and its nonce's default), its sequence past `atLeast`. */
function rebuildWithAutoincrement(db: Database.Database, table: string, atLeast: number) {
  const definition = db
    .prepare("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = ?")
    .pluck()
    .get(table) as string;
  const dependents = db
    .prepare(
      `SELECT sql FROM sqlite_schema
       WHERE tbl_name = ? AND type IN ('index', 'trigger') AND sql IS NOT NULL`,
    )
    .pluck()
    .all(table) as string[];
  const target = `${table}_autoincrement`;
  const changed = definition
    .replace(/^CREATE TABLE "?\w+"?/, `CREATE TABLE ${target}`)
    .replace(/\bid INTEGER PRIMARY KEY\b/, "id INTEGER PRIMARY KEY AUTOINCREMENT")
    .replace(new RegExp(`\\b${nonceColumn}\\b`), nonceDefault);
  if (!changed.startsWith(`CREATE TABLE ${target}`) || !changed.includes("AUTOINCREMENT"))
    throw new Error(`The ${table} table's definition is not the one expected: ${definition}`);
  db.exec(changed);
  // Same definition, same column order: the rows are copied as they are, ids included.
  db.exec(`INSERT INTO ${target} SELECT * FROM ${table}`);
  db.exec(`DROP TABLE ${table}`);
  db.exec(`ALTER TABLE ${target} RENAME TO ${table}`);
  for (const sql of dependents) db.exec(sql);
  // The copy set the sequence to the largest id; an id named elsewhere may be larger.
  const largest = db.prepare(`SELECT coalesce(max(id), 0) FROM ${table}`).pluck().get() as number;
  db.prepare("DELETE FROM sqlite_sequence WHERE name = ?").run(table);
  db.prepare("INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)").run(
    table,
    Math.max(largest, atLeast),
  );
}

/**
 * The migration. It runs with foreign keys off (migrateSqlite): with them on, dropping the old
 * table would first delete its rows and fire the ON DELETE actions of the tables that refer to
 * it (an owner's sessions would go). It must not break a reference that held before.
 */
export function idsNeverReusedMigration(db: Database.Database) {
  const broken = () => (db.pragma("foreign_key_check") as unknown[]).length;
  const brokenBefore = broken();
  for (const table of withNonce) db.exec(`ALTER TABLE ${table} ADD COLUMN ${nonceColumn}`);
  const highest = highestNamedIds(db);
  for (const table of rebuilt) rebuildWithAutoincrement(db, table, highest.get(table) ?? 0);
  if (broken() > brokenBefore)
    throw new Error("Rebuilding the tables with AUTOINCREMENT broke a reference between them.");
}
