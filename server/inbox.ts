import { randomUUID } from "node:crypto";
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
  // Idempotency: one row per browser-made submission id, and a look-up for posts without one.
  // Outbox claims: a worker owns a row until claimed_until, and only the owner may settle it.
  `ALTER TABLE submissions ADD COLUMN submission_key TEXT;
   CREATE UNIQUE INDEX submissions_by_key ON submissions (form, submission_key)
     WHERE submission_key IS NOT NULL;
   CREATE INDEX submissions_by_email ON submissions (form, email, created_at);
   ALTER TABLE outbox ADD COLUMN claim_token TEXT;
   ALTER TABLE outbox ADD COLUMN claimed_until INTEGER;`,
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
  /** The claim this worker holds: only it can mark the row sent or failed. */
  claimToken: string;
  submission: StoredSubmission;
}

export interface StoreResult {
  id: number;
  /** True when an earlier row was the same submission: nothing new was stored. */
  replay: boolean;
}

export interface StoreOptions {
  queueMail?: boolean;
  now?: Date;
  /** The browser-made `_submission` id: a second post with it is a replay. */
  submissionKey?: string | null;
  /** Posts without an id count as replays of the same form, e-mail and message this recent. */
  duplicateWindowMs?: number;
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

const selectSubmissions = `SELECT s.id, s.form, s.created_at, s.name, s.email, s.phone, s.service,
    s.message, s.subject, s.reply_to, o.status AS mail_status
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
    // FULL: each commit is fsynced before it returns, so "acknowledged" means "on disk".
    db.pragma("synchronous = FULL");
    db.pragma("foreign_keys = ON");
    migrate(db);
  }

  // Prepared on first use: a read-only reader of an older file never needs the newer columns.
  const statement = (sql: string) => {
    let prepared: Database.Statement | undefined;
    return () => (prepared ??= db.prepare(sql));
  };
  const insert = statement(
    `INSERT INTO submissions (form, created_at, name, email, phone, service, message, subject, reply_to, submission_key)
     VALUES (@form, @createdAt, @name, @email, @phone, @service, @message, @subject, @replyTo, @submissionKey)`,
  );
  const byKey = statement("SELECT id FROM submissions WHERE form = ? AND submission_key = ?");
  // `IS` so that two posts without a message (NULL) still match each other.
  const recentSame = statement(
    `SELECT id FROM submissions
     WHERE form = @form AND email IS @email AND message IS @message AND created_at >= @since
     ORDER BY id DESC LIMIT 1`,
  );
  const enqueue = statement("INSERT INTO outbox (submission_id, next_attempt_at) VALUES (?, ?)");
  const storeRow = (submission: Submission, options: Required<StoreOptions>): StoreResult => {
    const { now, submissionKey, duplicateWindowMs } = options;
    const earlier = (
      submissionKey
        ? byKey().get(submission.form, submissionKey)
        : duplicateWindowMs > 0
          ? recentSame().get({
              form: submission.form,
              email: submission.email,
              message: submission.message,
              since: new Date(now.getTime() - duplicateWindowMs).toISOString(),
            })
          : undefined
    ) as { id: number } | undefined;
    if (earlier) return { id: earlier.id, replay: true };
    const { lastInsertRowid } = insert().run({
      form: submission.form,
      createdAt: now.toISOString(),
      name: submission.name,
      email: submission.email,
      phone: submission.phone,
      service: submission.service,
      message: submission.message,
      subject: submission.subject,
      replyTo: submission.replyTo,
      submissionKey: submissionKey ?? null,
    });
    const id = Number(lastInsertRowid);
    if (options.queueMail) enqueue().run(id, now.getTime());
    return { id, replay: false };
  };
  const store = db.transaction(storeRow);
  // Group commit: many submissions, one transaction, one fsync (server/forms/group-commit.ts).
  const storeMany = db.transaction(
    (items: Array<{ submission: Submission; options: Required<StoreOptions> }>) =>
      items.map((item) => storeRow(item.submission, item.options)),
  );

  const claim = statement(
    `UPDATE outbox SET claim_token = @token, claimed_until = @until
     WHERE id IN (
       SELECT id FROM outbox
       WHERE status = 'pending' AND next_attempt_at <= @now
         AND (claimed_until IS NULL OR claimed_until <= @now)
       ORDER BY next_attempt_at, id LIMIT @limit)
     RETURNING id`,
  );
  const claimed = statement(
    `SELECT o.id AS outbox_id, o.attempts, o.claim_token, s.id, s.form, s.created_at, s.name,
       s.email, s.phone, s.service, s.message, s.subject, s.reply_to, o.status AS mail_status
     FROM outbox o JOIN submissions s ON s.id = o.submission_id
     WHERE o.claim_token = ? ORDER BY o.next_attempt_at, o.id`,
  );
  const settleSent = statement(
    `UPDATE outbox SET status = 'sent', attempts = attempts + 1, sent_at = @sentAt,
       last_error = NULL, claim_token = NULL, claimed_until = NULL
     WHERE id = @id AND claim_token = @token`,
  );
  const settleFailed = statement(
    `UPDATE outbox SET attempts = attempts + 1, last_error = @error,
       status = CASE WHEN @retryAt IS NULL THEN 'failed' ELSE 'pending' END,
       next_attempt_at = coalesce(@retryAt, next_attempt_at),
       claim_token = NULL, claimed_until = NULL
     WHERE id = @id AND claim_token = @token`,
  );

  const withDefaults = (options: StoreOptions): Required<StoreOptions> => ({
    queueMail: options.queueMail ?? false,
    now: options.now ?? new Date(),
    submissionKey: options.submissionKey ?? null,
    duplicateWindowMs: options.duplicateWindowMs ?? 0,
  });
  function storeOnce(submission: Submission, options: StoreOptions = {}) {
    return store(submission, withDefaults(options));
  }

  return {
    db,
    /** Commits the submission (and its mail, if wanted) in one durable transaction; returns its id. */
    store: (submission: Submission, options: StoreOptions = {}) =>
      storeOnce(submission, options).id,

    /**
     * Like store, but a replay (same submission id, or without one the same form, e-mail and
     * message within the window) stores nothing and returns the earlier row's id.
     */
    storeOnce,

    /** storeOnce for many submissions in one durable transaction: all are stored, or none. */
    storeBatch: (items: Array<{ submission: Submission; options?: StoreOptions }>) =>
      storeMany(
        items.map((item) => ({
          submission: item.submission,
          options: withDefaults(item.options ?? {}),
        })),
      ),

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

    /**
     * Claims up to `limit` due mails for one worker until `now + leaseMs`, atomically (one
     * UPDATE ... RETURNING): a row claimed by one worker is invisible to every other until the
     * lease runs out, and only the claim's token can mark it sent or failed.
     */
    claimDueMail(now: number, { limit = 10, leaseMs = 120_000 } = {}): OutboxItem[] {
      const token = randomUUID();
      const rows = db.transaction(() => {
        const ids = claim().all({ token, until: now + leaseMs, now, limit });
        return ids.length === 0 ? [] : claimed().all(token);
      })() as Array<SubmissionRow & { outbox_id: number; attempts: number; claim_token: string }>;
      return rows.map((row) => ({
        id: row.outbox_id,
        attempts: row.attempts,
        claimToken: row.claim_token,
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

    /** Settles a claimed mail as sent; false when the claim was lost (nothing changed). */
    markSent(item: Pick<OutboxItem, "id" | "claimToken">, now = new Date()) {
      return (
        settleSent().run({ id: item.id, token: item.claimToken, sentAt: now.toISOString() })
          .changes === 1
      );
    },

    markFailed(
      item: Pick<OutboxItem, "id" | "claimToken">,
      error: string,
      retryAt: number | undefined,
    ) {
      return (
        settleFailed().run({
          id: item.id,
          token: item.claimToken,
          error: error.slice(0, 1000),
          retryAt: retryAt ?? null,
        }).changes === 1
      );
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
