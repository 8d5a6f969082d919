import type Database from "better-sqlite3";

/** The kinds a delivery may be, and which of a lead or an application each is about. */
const kindsBefore = "CHECK (kind IN ('notify', 'autoreply', 'webhook', 'reply', 'digest'))";
const kindsAfter =
  "CHECK (kind IN ('notify', 'autoreply', 'webhook', 'reply', 'digest', 'application', 'applicant-reply'))";
const aboutBefore = "CHECK ((lead_id IS NULL) = (kind = 'digest'))";
/** A lead's kinds have a lead, an applicant's an application, a digest neither. */
export const deliveryAboutCheck = `CHECK ((lead_id IS NOT NULL) = (kind IN ('notify', 'autoreply', 'webhook', 'reply'))
     AND (application_id IS NOT NULL) = (kind IN ('application', 'applicant-reply')))`;

/**
 * The mail about an application goes through the deliveries' outbox as a lead's does: the
 * team's mail for each new one and the desk's replies to the applicant. A delivery gets the
 * application it is about (erased with it), and two kinds. SQLite cannot change a CHECK in
 * place, so the table is rebuilt from its own definition (its rows, indexes and sequence kept),
 * with foreign keys off around the migration (migrateSqlite).
 */
export function applicantMailMigration(db: Database.Database) {
  db.exec(
    "ALTER TABLE deliveries ADD COLUMN application_id INTEGER REFERENCES applications (id) ON DELETE CASCADE",
  );
  const definition = db
    .prepare("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = 'deliveries'")
    .pluck()
    .get() as string;
  const dependents = db
    .prepare(
      `SELECT sql FROM sqlite_schema
       WHERE tbl_name = 'deliveries' AND type IN ('index', 'trigger') AND sql IS NOT NULL`,
    )
    .pluck()
    .all() as string[];
  const changed = definition
    .replace(/^CREATE TABLE "?deliveries"?/, "CREATE TABLE deliveries_rebuilt")
    .replace(kindsBefore, kindsAfter)
    .replace(aboutBefore, deliveryAboutCheck);
  if (!changed.includes(kindsAfter) || !changed.includes(deliveryAboutCheck))
    throw new Error(`The deliveries table's definition is not the one expected: ${definition}`);
  const sequence = db
    .prepare("SELECT seq FROM sqlite_sequence WHERE name = 'deliveries'")
    .pluck()
    .get() as number | undefined;
  db.exec(changed);
  // Same columns in the same order: the rows are copied as they are, ids included.
  db.exec("INSERT INTO deliveries_rebuilt SELECT * FROM deliveries");
  db.exec("DROP TABLE deliveries");
  db.exec("ALTER TABLE deliveries_rebuilt RENAME TO deliveries");
  for (const sql of dependents) db.exec(sql);
  db.exec("CREATE INDEX deliveries_by_application ON deliveries (application_id, id)");
  // An id the erased newest rows had is never given again.
  db.prepare(
    "DELETE FROM sqlite_sequence WHERE name IN ('deliveries', 'deliveries_rebuilt')",
  ).run();
  const largest = db.prepare("SELECT coalesce(max(id), 0) FROM deliveries").pluck().get() as number;
  db.prepare("INSERT INTO sqlite_sequence (name, seq) VALUES ('deliveries', ?)").run(
    Math.max(largest, sequence ?? 0),
  );
}
