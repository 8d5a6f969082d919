import { randomUUID } from "node:crypto";
import { closeSync, fdatasync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { FormName } from "@contracts/forms";
import type {
  AuditEntry,
  ClaimedDelivery,
  DeliveryKind,
  LeadQuery,
  LeadStatus,
  LeadStore,
  NewLead,
  Owner,
  Session,
  StoreResult,
} from "./lead-store";
import {
  attributionValues,
  addressKey,
  erasureDetail,
  isErasureMatch,
  leadColumns,
  leadFilter,
  maxErrorLength,
  retentionDetail,
  streamBatchSize,
  toDelivery,
  toLead,
  toNote,
  type DeliveryRow,
  type LeadRow,
  type NoteRow,
} from "./shared";
import { startWalCheckpointer, type WalCheckpointer } from "./wal-checkpointer";

/**
 * The embedded store: one SQLite file in WAL mode. Every write is durable (fsynced) before its
 * promise settles, and the endpoint answers only after that, so an acknowledged submission
 * survives a crash or a power cut. better-sqlite3 is synchronous: most writes commit with
 * synchronous=FULL, fsync included. New leads, the one write under load, commit with the WAL
 * written but not yet synced and then fsync the WAL on libuv's thread pool, so the event loop
 * parses the next requests during the wait (decision 0123).
 */

/** WAL pages after which the writer checkpoints itself when background checkpoints lag. */
const fallbackCheckpointPages = 16_384;

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
  // The lead desk and leads that travel: status, attribution, notes, every kind of delivery
  // (the outbox's notification rows become deliveries of kind 'notify'), owners, sessions and
  // an audit log of erasures and retention.
  `ALTER TABLE submissions ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
     CHECK (status IN ('new', 'replied', 'won', 'lost', 'spam'));
   ALTER TABLE submissions ADD COLUMN spam_reason TEXT;
   ALTER TABLE submissions ADD COLUMN page TEXT;
   ALTER TABLE submissions ADD COLUMN first_page TEXT;
   ALTER TABLE submissions ADD COLUMN referrer TEXT;
   ALTER TABLE submissions ADD COLUMN utm_source TEXT;
   ALTER TABLE submissions ADD COLUMN utm_medium TEXT;
   ALTER TABLE submissions ADD COLUMN utm_campaign TEXT;
   ALTER TABLE submissions ADD COLUMN utm_term TEXT;
   ALTER TABLE submissions ADD COLUMN utm_content TEXT;
   CREATE INDEX submissions_by_status ON submissions (status, id);
   CREATE INDEX submissions_by_created ON submissions (created_at);
   CREATE INDEX submissions_by_address ON submissions (email COLLATE NOCASE, created_at);
   CREATE INDEX submissions_by_campaign ON submissions (utm_campaign, id);
   CREATE TABLE notes (
     id INTEGER PRIMARY KEY,
     lead_id INTEGER NOT NULL REFERENCES submissions (id),
     author TEXT NOT NULL,
     body TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE INDEX notes_by_lead ON notes (lead_id, id);
   CREATE TABLE deliveries (
     id INTEGER PRIMARY KEY,
     lead_id INTEGER NOT NULL REFERENCES submissions (id),
     kind TEXT NOT NULL CHECK (kind IN ('notify', 'autoreply', 'webhook')),
     target TEXT,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT,
     sent_at TEXT,
     claim_token TEXT,
     claimed_until INTEGER
   );
   CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
   CREATE INDEX deliveries_by_lead ON deliveries (lead_id, id);
   CREATE INDEX deliveries_by_claim ON deliveries (claim_token) WHERE claim_token IS NOT NULL;
   INSERT INTO deliveries (id, lead_id, kind, target, status, attempts, next_attempt_at,
       last_error, sent_at, claim_token, claimed_until)
     SELECT id, submission_id, 'notify', NULL, status, attempts, next_attempt_at, last_error,
       sent_at, claim_token, claimed_until FROM outbox;
   DROP TABLE outbox;
   CREATE TABLE owners (
     id INTEGER PRIMARY KEY,
     email TEXT NOT NULL UNIQUE COLLATE NOCASE,
     password_hash TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY,
     owner_id INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
     csrf_token TEXT NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX sessions_by_expiry ON sessions (expires_at);
   CREATE TABLE audit_log (
     id INTEGER PRIMARY KEY,
     at TEXT NOT NULL,
     actor TEXT NOT NULL,
     action TEXT NOT NULL,
     detail TEXT NOT NULL
   );`,
];

export const sqliteSchemaVersion = migrations.length;

/** The SQLite store, with its connection for maintenance and fault-injection tests. */
export interface SqliteLeadStore extends LeadStore {
  readonly kind: "sqlite";
  readonly db: Database.Database;
}

export function migrateSqlite(db: Database.Database, target = migrations.length) {
  const current = db.pragma("user_version", { simple: true }) as number;
  if (current > migrations.length)
    throw new Error(
      `The inbox database is at schema version ${current}, newer than this server (${migrations.length}).`,
    );
  for (let version = current; version < target; version++) {
    db.transaction(() => {
      db.exec(migrations[version] as string);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}

interface ClaimedRow extends LeadRow {
  delivery_id: number;
  kind: DeliveryKind;
  target: string | null;
  attempts: number;
  claim_token: string;
}

interface OwnerRow {
  id: number;
  email: string;
  password_hash: string;
  created_at: string;
}

const toOwner = (row: OwnerRow): Owner => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  createdAt: row.created_at,
});

export function openSqliteStore(
  databasePath: string,
  {
    readonly = false,
    backgroundCheckpoints = false,
  }: {
    readonly?: boolean;
    /**
     * The server's store: WAL checkpoints run on a worker thread instead of in the commits on
     * the event loop (server/store/wal-checkpointer.ts). Scripts and tests leave them to SQLite.
     */
    backgroundCheckpoints?: boolean;
  } = {},
): SqliteLeadStore {
  if (!readonly) mkdirSync(path.dirname(databasePath), { recursive: true });
  const db = new Database(databasePath, { readonly, fileMustExist: readonly });
  db.pragma("busy_timeout = 5000");
  if (!readonly) {
    db.pragma("journal_mode = WAL");
    // FULL: each commit is fsynced before it returns, so "acknowledged" means "on disk".
    db.pragma("synchronous = FULL");
    db.pragma("foreign_keys = ON");
    // Deleted rows are overwritten with zeros, so an erased address leaves no bytes behind.
    db.pragma("secure_delete = ON");
    migrateSqlite(db);
  } else {
    const version = db.pragma("user_version", { simple: true }) as number;
    if (version !== migrations.length) {
      db.close();
      throw new Error(
        version > migrations.length
          ? `The inbox database is at schema version ${version}, newer than this server (${migrations.length}).`
          : `The inbox database is at schema version ${version}; start the server once to upgrade it to ${migrations.length}.`,
      );
    }
  }
  let checkpointer: WalCheckpointer | undefined;
  if (!readonly && backgroundCheckpoints) {
    // Not 0: should the worker fall behind, the writer still checkpoints once the WAL reaches
    // this many pages (64 MB), so the WAL stays bounded.
    db.pragma(`wal_autocheckpoint = ${fallbackCheckpointPages}`);
    checkpointer = startWalCheckpointer(databasePath, {
      onError: () => {
        if (db.open) db.pragma("wal_autocheckpoint = 1000");
      },
    });
  }

  // Prepared on first use: a read-only reader never prepares the writing statements.
  const statement = (sql: string) => {
    let prepared: Database.Statement | undefined;
    return () => (prepared ??= db.prepare(sql));
  };
  // Statements built from a query's filters, kept by their text (a few dozen at most), so
  // repeated calls (the worker's claims, the spam check's count) never prepare again.
  const prepared = new Map<string, Database.Statement>();
  const prepare = (sql: string) => {
    let found = prepared.get(sql);
    if (!found) prepared.set(sql, (found = db.prepare(sql)));
    return found;
  };

  /* Storing ------------------------------------------------------------------------------ */
  const insert = statement(
    `INSERT INTO submissions (form, created_at, name, email, phone, service, message, subject,
       reply_to, submission_key, status, spam_reason, page, first_page, referrer, utm_source,
       utm_medium, utm_campaign, utm_term, utm_content)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
    const { lastInsertRowid } = insert().run(
      submission.form,
      now.toISOString(),
      submission.name,
      submission.email,
      submission.phone,
      submission.service,
      submission.message,
      submission.subject,
      submission.replyTo,
      submissionKey ?? null,
      lead.status,
      lead.spamReason,
      ...attributionValues(lead.attribution),
    );
    const id = Number(lastInsertRowid);
    for (const delivery of lead.deliveries)
      enqueue().run(id, delivery.kind, delivery.target, now.getTime());
    return { id, replay: false };
  };
  const storeOne = db.transaction(storeRow);
  // Group commit: many submissions, one transaction, one fsync (server/forms/group-commit.ts).
  const storeMany = db.transaction((leads: NewLead[]) => leads.map(storeRow));

  /**
   * Runs one write transaction and settles once it is on disk. With synchronous=NORMAL SQLite
   * writes the transaction's WAL frames without fsync; the fsync of the WAL file that follows,
   * off the event loop, makes those frames durable, which is what FULL would have done on the
   * event loop. (Checkpoints under NORMAL still sync the WAL before copying it and the database
   * after, so frames a checkpoint moved are durable too.) Leads wait for their fsync before they
   * are acknowledged; the group commit queues the next batch meanwhile.
   */
  let walDescriptor: number | undefined;
  const syncWal = () =>
    new Promise<void>((resolve, reject) => {
      // The WAL file exists from the first write in WAL mode on, and lives as long as this
      // connection is open, so one descriptor serves every sync.
      walDescriptor ??= openSync(`${databasePath}-wal`, "r");
      fdatasync(walDescriptor, (error) => (error ? reject(error) : resolve()));
    });
  // Prepared once: db.pragma() prepares its statement on every call.
  const syncNormal = statement("PRAGMA synchronous = NORMAL");
  const syncFull = statement("PRAGMA synchronous = FULL");
  const commitDurably = async <T>(work: () => T): Promise<T> => {
    syncNormal().run();
    let result: T;
    try {
      result = work();
    } finally {
      syncFull().run();
    }
    await syncWal();
    return result;
  };

  /* Deliveries --------------------------------------------------------------------------- */
  const claimedColumns = leadColumns
    .split(",")
    .map((column) => `s.${column.trim()}`)
    .join(", ");
  const claimed = statement(
    `SELECT d.id AS delivery_id, d.kind, d.target, d.attempts, d.claim_token, ${claimedColumns}
     FROM deliveries d JOIN submissions s ON s.id = d.lead_id
     WHERE d.claim_token = ? ORDER BY d.next_attempt_at, d.id`,
  );
  const settleSent = statement(
    `UPDATE deliveries SET status = 'sent', attempts = attempts + 1, sent_at = ?,
       last_error = NULL, claim_token = NULL, claimed_until = NULL
     WHERE id = ? AND claim_token = ?`,
  );
  const settleFailed = statement(
    `UPDATE deliveries SET attempts = attempts + 1, last_error = @error,
       status = CASE WHEN @retryAt IS NULL THEN 'failed' ELSE 'pending' END,
       next_attempt_at = coalesce(@retryAt, next_attempt_at),
       claim_token = NULL, claimed_until = NULL
     WHERE id = @id AND claim_token = @token`,
  );

  /* Reading ------------------------------------------------------------------------------ */
  const where = (query: LeadQuery, extra: string[] = []) => {
    const params: unknown[] = [];
    const clauses = [
      ...leadFilter(
        query,
        (value) => {
          params.push(value);
          return "?";
        },
        "LIKE",
      ),
      ...extra,
    ];
    return { sql: clauses.length > 0 ? `WHERE ${clauses.join(" AND ")}` : "", params };
  };
  const leadById = statement(`SELECT ${leadColumns} FROM submissions WHERE id = ?`);
  const audit = statement("INSERT INTO audit_log (at, actor, action, detail) VALUES (?, ?, ?, ?)");
  const logAudit = (actor: string, action: string, detail: string) =>
    audit().run(new Date().toISOString(), actor, action, detail);

  const eraseLeads = (selection: string, params: unknown[]) => {
    prepare(`DELETE FROM notes WHERE lead_id IN (SELECT id FROM submissions ${selection})`).run(
      ...params,
    );
    prepare(
      `DELETE FROM deliveries WHERE lead_id IN (SELECT id FROM submissions ${selection})`,
    ).run(...params);
    return prepare(`DELETE FROM submissions ${selection}`).run(...params).changes;
  };

  const store: SqliteLeadStore = {
    kind: "sqlite",
    db,

    async storeLead(lead) {
      return commitDurably(() => storeOne(lead));
    },
    async storeLeads(leads) {
      return commitDurably(() => storeMany(leads));
    },
    async countRecentByEmail(email, since) {
      const row = prepare(
        "SELECT count(*) AS n FROM submissions WHERE email = ? COLLATE NOCASE AND created_at >= ?",
      ).get(email, since.toISOString()) as { n: number };
      return row.n;
    },

    /**
     * Claims up to `limit` due deliveries for one worker until `now + leaseMs`, atomically (one
     * UPDATE ... RETURNING in a write transaction): a row claimed by one worker is invisible to
     * every other until the lease runs out, and only the claim's token can settle it.
     */
    async claimDueDeliveries(now, { limit = 10, leaseMs = 120_000, kinds } = {}) {
      const token = randomUUID();
      const kindFilter =
        kinds && kinds.length > 0 ? `AND kind IN (${kinds.map(() => "?").join(", ")})` : "";
      const rows = db
        .transaction(() => {
          const ids = prepare(
            `UPDATE deliveries SET claim_token = ?, claimed_until = ?
             WHERE id IN (
               SELECT id FROM deliveries
               WHERE status = 'pending' AND next_attempt_at <= ?
                 AND (claimed_until IS NULL OR claimed_until <= ?) ${kindFilter}
               ORDER BY next_attempt_at, id LIMIT ?)
             RETURNING id`,
          ).all(token, now + leaseMs, now, now, ...(kinds ?? []), limit);
          return ids.length === 0 ? [] : (claimed().all(token) as ClaimedRow[]);
        })
        .immediate();
      return rows.map((row): ClaimedDelivery => ({
        id: row.delivery_id,
        kind: row.kind,
        target: row.target,
        attempts: row.attempts,
        claimToken: row.claim_token,
        lead: toLead(row),
      }));
    },
    async nextDeliveryDue() {
      const row = prepare(
        "SELECT min(next_attempt_at) AS due FROM deliveries WHERE status = 'pending'",
      ).get() as { due: number | null };
      return row.due ?? undefined;
    },
    async markDeliverySent(item, now = new Date()) {
      return settleSent().run(now.toISOString(), item.id, item.claimToken).changes === 1;
    },
    async markDeliveryFailed(item, error, retryAt) {
      return (
        settleFailed().run({
          id: item.id,
          token: item.claimToken,
          error: error.slice(0, maxErrorLength),
          retryAt: retryAt ?? null,
        }).changes === 1
      );
    },

    async listLeads(query, { offset, limit }) {
      const filter = where(query);
      const total = (
        prepare(`SELECT count(*) AS n FROM submissions ${filter.sql}`).get(...filter.params) as {
          n: number;
        }
      ).n;
      const rows = prepare(
        `SELECT ${leadColumns} FROM submissions ${filter.sql} ORDER BY id DESC LIMIT ? OFFSET ?`,
      ).all(...filter.params, limit, offset) as LeadRow[];
      return { leads: rows.map(toLead), total };
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
      return { ...toLead(row), notes: notes.map(toNote), deliveries: deliveries.map(toDelivery) };
    },
    async setLeadStatus(id, status: LeadStatus, actor) {
      return db.transaction(() => {
        const before = prepare("SELECT status FROM submissions WHERE id = ?").get(id) as
          { status: LeadStatus } | undefined;
        if (!before) return false;
        prepare("UPDATE submissions SET status = ? WHERE id = ?").run(status, id);
        if (before.status !== status)
          logAudit(actor, "status", `lead ${id}: ${before.status} -> ${status}`);
        return true;
      })();
    },
    async addNote(leadId, author, body, now = new Date()) {
      return db.transaction(() => {
        if (!leadById().get(leadId)) return undefined;
        const row = prepare(
          "INSERT INTO notes (lead_id, author, body, created_at) VALUES (?, ?, ?, ?) RETURNING *",
        ).get(leadId, author, body, now.toISOString()) as NoteRow;
        return toNote(row);
      })();
    },
    async eraseByEmail(email, actor) {
      const key = addressKey(email);
      const count = db.transaction(() => {
        const candidates = prepare(
          `SELECT id, email, reply_to FROM submissions
           WHERE lower(email) = @key OR lower(reply_to) = @key
             OR email GLOB '*[^ -~]*' OR reply_to GLOB '*[^ -~]*'`,
        ).all({ key }) as Array<{ id: number; email: string | null; reply_to: string | null }>;
        const ids = candidates.filter((row) => isErasureMatch(row, key)).map((row) => row.id);
        const erased = eraseLeads("WHERE id IN (SELECT value FROM json_each(?))", [
          JSON.stringify(ids),
        ]);
        logAudit(actor, "erase", erasureDetail(erased, email));
        return erased;
      })();
      // secure_delete zeroed the rows in the pages; the checkpoint moves those pages into the
      // database file and empties the WAL, which still held the rows' older page images.
      db.pragma("wal_checkpoint(TRUNCATE)");
      return count;
    },
    async deleteLeadsBefore(before, actor) {
      return db.transaction(() => {
        const count = eraseLeads("WHERE created_at < ?", [before.toISOString()]);
        logAudit(actor, "retention", retentionDetail(count, before));
        return count;
      })();
    },
    async recordAudit(actor, action, detail) {
      // Not fsynced on the event loop: the next lead's WAL sync or a checkpoint makes it durable.
      syncNormal().run();
      try {
        logAudit(actor, action, detail);
      } finally {
        syncFull().run();
      }
    },
    async auditLog(limit) {
      return prepare(
        "SELECT at, actor, action, detail FROM audit_log ORDER BY id DESC LIMIT ?",
      ).all(limit) as AuditEntry[];
    },

    async countOwners() {
      return (prepare("SELECT count(*) AS n FROM owners").get() as { n: number }).n;
    },
    async addOwner(email, passwordHash) {
      const row = prepare(
        "INSERT INTO owners (email, password_hash, created_at) VALUES (?, ?, ?) RETURNING *",
      ).get(email, passwordHash, new Date().toISOString()) as OwnerRow;
      return toOwner(row);
    },
    async findOwner(email) {
      const row = prepare("SELECT * FROM owners WHERE email = ?").get(email) as
        OwnerRow | undefined;
      return row && toOwner(row);
    },
    async listOwners() {
      return (prepare("SELECT * FROM owners ORDER BY id").all() as OwnerRow[]).map(toOwner);
    },
    async removeOwner(email) {
      return db.transaction(() => {
        prepare(
          "DELETE FROM sessions WHERE owner_id IN (SELECT id FROM owners WHERE email = ?)",
        ).run(email);
        return prepare("DELETE FROM owners WHERE email = ?").run(email).changes === 1;
      })();
    },
    async setOwnerPassword(email, passwordHash) {
      return (
        prepare("UPDATE owners SET password_hash = ? WHERE email = ?").run(passwordHash, email)
          .changes === 1
      );
    },
    async deleteOwnerSessions(ownerId) {
      return prepare("DELETE FROM sessions WHERE owner_id = ?").run(ownerId).changes;
    },
    async createSession(session: Session) {
      db.transaction(() => {
        // Expired sessions are swept here: logging in is rare, so this costs nothing.
        prepare("DELETE FROM sessions WHERE expires_at <= ?").run(Date.now());
        prepare(
          "INSERT INTO sessions (token_hash, owner_id, csrf_token, expires_at) VALUES (?, ?, ?, ?)",
        ).run(session.tokenHash, session.ownerId, session.csrfToken, session.expiresAt);
      })();
    },
    async findSession(tokenHash, now) {
      const row = prepare(
        `SELECT s.token_hash, s.owner_id, s.csrf_token, s.expires_at, o.id, o.email,
             o.password_hash, o.created_at
           FROM sessions s JOIN owners o ON o.id = s.owner_id
           WHERE s.token_hash = ? AND s.expires_at > ?`,
      ).get(tokenHash, now) as
        | (OwnerRow & {
            token_hash: string;
            owner_id: number;
            csrf_token: string;
            expires_at: number;
          })
        | undefined;
      return (
        row && {
          tokenHash: row.token_hash,
          ownerId: row.owner_id,
          csrfToken: row.csrf_token,
          expiresAt: row.expires_at,
          owner: toOwner(row),
        }
      );
    },
    async deleteSession(tokenHash) {
      prepare("DELETE FROM sessions WHERE token_hash = ?").run(tokenHash);
    },

    async countLeads(form?: FormName) {
      const row = form
        ? prepare("SELECT count(*) AS n FROM submissions WHERE form = ?").get(form)
        : prepare("SELECT count(*) AS n FROM submissions").get();
      return (row as { n: number }).n;
    },
    async schemaVersion() {
      return db.pragma("user_version", { simple: true }) as number;
    },
    async close() {
      await checkpointer?.stop();
      if (db.open) db.close();
      if (walDescriptor !== undefined) closeSync(walDescriptor);
      walDescriptor = undefined;
    },
  };
  return store;
}
