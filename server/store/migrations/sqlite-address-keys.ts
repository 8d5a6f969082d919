import type Database from "better-sqlite3";
import { addressKeyOf } from "../people/keys";

/**
 * Every address matched by its key (people/keys.ts) on SQLite as on PostgreSQL: the leads'
 * reply-to and the owners' e-mail get a key column beside them, filled for the rows stored
 * before (the key is made in JavaScript: SQLite's lower() folds ASCII letters only), and
 * indexed; the per-e-mail spam count reads the leads' email_key, which the people migration
 * filled. The index of COLLATE NOCASE addresses goes: no query compares them so any more.
 */
export function addressKeysMigration(db: Database.Database) {
  db.exec(`ALTER TABLE submissions ADD COLUMN reply_to_key TEXT;
    ALTER TABLE owners ADD COLUMN email_key TEXT;`);
  const replyTos = db
    .prepare("SELECT id, reply_to FROM submissions WHERE reply_to IS NOT NULL")
    .all() as Array<{ id: number; reply_to: string }>;
  const setReplyTo = db.prepare("UPDATE submissions SET reply_to_key = ? WHERE id = ?");
  for (const { id, reply_to } of replyTos) setReplyTo.run(addressKeyOf(reply_to), id);
  const owners = db.prepare("SELECT id, email FROM owners").all() as Array<{
    id: number;
    email: string;
  }>;
  const setOwner = db.prepare("UPDATE owners SET email_key = ? WHERE id = ?");
  for (const { id, email } of owners) setOwner.run(addressKeyOf(email), id);
  db.exec(`CREATE UNIQUE INDEX owners_by_email_key ON owners (email_key);
    CREATE INDEX submissions_by_reply_to_key ON submissions (reply_to_key)
      WHERE reply_to_key IS NOT NULL;
    CREATE INDEX submissions_by_email_key_time ON submissions (email_key, created_at)
      WHERE email_key IS NOT NULL;
    DROP INDEX submissions_by_address;`);
}
