import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { FormName, Submission } from "../contracts/forms";

/**
 * The durable inbox: one SQLite file holding every accepted submission and the mail outbox.
 * WAL mode with synchronous=FULL makes each commit durable (fsynced) before it returns, and the
 * endpoint answers only after the commit, so an acknowledged submission survives a crash.
 */

/** Schema migrations, applied in order; PRAGMA user_version records how many have run. */
const migrations: string[] = [
  `CREATE TABLE submissions (
     id INTEGER PRIMARY KEY,
     form TEXT NOT NULL CHECK (form IN ('contact', 'quote', 'newsletter')),
     created_at TEXT NOT NULL,
     name TEXT,
     email TEXT,
     phone TEXT,
     service TEXT,
     message TEXT,
     subject TEXT,
     reply_to TEXT
   );
   CREATE INDEX submissions_by_form ON submissions (form, id);
   CREATE TABLE outbox (
     id INTEGER PRIMARY KEY,
     submission_id INTEGER NOT NULL UNIQUE REFERENCES submissions (id),
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT,
     sent_at TEXT
   );
   CREATE INDEX outbox_due ON outbox (status, next_attempt_at);`,
];

export const schemaVersion = migrations.length;

export interface StoredSubmission {
  id: number;
  form: FormName;
  createdAt: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  service: string | null;
  message: string | null;
  subject: string | null;
  replyTo: string | null;
  /** Notification state: null when no mail was queued for it. */
  mailStatus: "pending" | "sent" | "failed" | null;
}

export interface OutboxItem {
  id: number;
  attempts: number;
  submission: StoredSubmission;
}

interface SubmissionRow {
  id: number;
  form: FormName;
  created_at: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  service: string | null;
  message: string | null;
  subject: string | null;
  reply_to: string | null;
  mail_status: StoredSubmission["mailStatus"];
}

const toSubmission = (row: SubmissionRow): StoredSubmission => ({
  id: row.id,
  form: row.form,
  createdAt: row.created_at,
  name: row.name,
  email: row.email,
  phone: row.phone,
  service: row.service,
  message: row.message,
  subject: row.subject,
  replyTo: row.reply_to,
  mailStatus: row.mail_status,
});

const selectSubmissions = `SELECT s.*, o.status AS mail_status
  FROM submissions s LEFT JOIN outbox o ON o.submission_id = s.id`;

export type Inbox = ReturnType<typeof openInbox>;

export function migrate(db: Database.Database) {
  const current = db.pragma("user_version", { simple: true }) as number;
  if (current > migrations.length)
    throw new Error(
      `The inbox database is at schema version ${current}, newer than this server (${migrations.length}).`,
    );
  for (let version = current; version < migrations.length; version++) {
    db.transaction(() => {
      db.exec(migrations[version] as string);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}

export function openInbox(databasePath: string, { readonly = false } = {}) {
  if (!readonly) mkdirSync(path.dirname(databasePath), { recursive: true });
  const db = new Database(databasePath, { readonly, fileMustExist: readonly });
  db.pragma("busy_timeout = 5000");
  if (!readonly) {
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
    db.pragma("foreign_keys = ON");
    migrate(db);
  }

  const insert = db.prepare(
    `INSERT INTO submissions (form, created_at, name, email, phone, service, message, subject, reply_to)
     VALUES (@form, @createdAt, @name, @email, @phone, @service, @message, @subject, @replyTo)`,
  );
  const enqueue = db.prepare("INSERT INTO outbox (submission_id, next_attempt_at) VALUES (?, ?)");
  const store = db.transaction((submission: Submission, queueMail: boolean, now: Date) => {
    const { lastInsertRowid } = insert.run({
      form: submission.form,
      createdAt: now.toISOString(),
      name: submission.name,
      email: submission.email,
      phone: submission.phone,
      service: submission.service,
      message: submission.message,
      subject: submission.subject,
      replyTo: submission.replyTo,
    });
    const id = Number(lastInsertRowid);
    if (queueMail) enqueue.run(id, now.getTime());
    return id;
  });

  return {
    db,
    /** Commits the submission (and its mail, if wanted) in one durable transaction; returns its id. */
    store: (submission: Submission, { queueMail = false, now = new Date() } = {}) =>
      store(submission, queueMail, now),

    /** Newest first. */
    list({ form, limit }: { form?: FormName; limit?: number } = {}): StoredSubmission[] {
      const where = form ? "WHERE s.form = @form" : "";
      const rows = db
        .prepare(`${selectSubmissions} ${where} ORDER BY s.id DESC LIMIT @limit`)
        .all({ form, limit: limit ?? -1 }) as SubmissionRow[];
      return rows.map(toSubmission);
    },

    count(form?: FormName): number {
      const row = form
        ? db.prepare("SELECT count(*) AS n FROM submissions WHERE form = ?").get(form)
        : db.prepare("SELECT count(*) AS n FROM submissions").get();
      return (row as { n: number }).n;
    },

    /** Mail that is due now, oldest first. */
    dueMail(now: number, limit = 10): OutboxItem[] {
      const rows = db
        .prepare(
          `SELECT o.id AS outbox_id, o.attempts, s.*, o.status AS mail_status
           FROM outbox o JOIN submissions s ON s.id = o.submission_id
           WHERE o.status = 'pending' AND o.next_attempt_at <= ?
           ORDER BY o.next_attempt_at, o.id LIMIT ?`,
        )
        .all(now, limit) as Array<SubmissionRow & { outbox_id: number; attempts: number }>;
      return rows.map((row) => ({
        id: row.outbox_id,
        attempts: row.attempts,
        submission: toSubmission(row),
      }));
    },

    /** The earliest time any pending mail is due, or undefined when none is pending. */
    nextMailDue(): number | undefined {
      const row = db
        .prepare("SELECT min(next_attempt_at) AS due FROM outbox WHERE status = 'pending'")
        .get() as { due: number | null };
      return row.due ?? undefined;
    },

    markSent(outboxId: number, now = new Date()) {
      db.prepare(
        "UPDATE outbox SET status = 'sent', attempts = attempts + 1, sent_at = ?, last_error = NULL WHERE id = ?",
      ).run(now.toISOString(), outboxId);
    },

    markFailed(outboxId: number, error: string, retryAt: number | undefined) {
      db.prepare(
        `UPDATE outbox SET attempts = attempts + 1, last_error = @error,
           status = CASE WHEN @retryAt IS NULL THEN 'failed' ELSE 'pending' END,
           next_attempt_at = coalesce(@retryAt, next_attempt_at)
         WHERE id = @id`,
      ).run({ id: outboxId, error: error.slice(0, 1000), retryAt: retryAt ?? null });
    },

    outboxRow(outboxId: number) {
      return db.prepare("SELECT * FROM outbox WHERE id = ?").get(outboxId) as
        | { status: string; attempts: number; last_error: string | null; next_attempt_at: number }
        | undefined;
    },

    close() {
      if (db.open) db.close();
    },
  };
}
