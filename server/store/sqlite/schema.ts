import type Database from "better-sqlite3";

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
  // Visits (issue 43, decision 0195): the day's salt, the day's visitor numbers (both deleted
  // when the day turns), page views and beacons keyed by that number, and each lead's visit.
  // AUTOINCREMENT: a visitor number is never reused after its day's rows are deleted.
  `CREATE TABLE visit_salts (
     day TEXT PRIMARY KEY,
     salt BLOB NOT NULL
   );
   CREATE TABLE day_visitors (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     day TEXT NOT NULL,
     hash TEXT NOT NULL,
     UNIQUE (day, hash)
   );
   CREATE TABLE page_views (
     id INTEGER PRIMARY KEY,
     at TEXT NOT NULL,
     day TEXT NOT NULL,
     visitor INTEGER NOT NULL,
     path TEXT NOT NULL,
     landing INTEGER NOT NULL CHECK (landing IN (0, 1)),
     referrer TEXT,
     utm_source TEXT,
     utm_medium TEXT,
     utm_campaign TEXT,
     utm_term TEXT,
     utm_content TEXT
   );
   CREATE INDEX page_views_by_day ON page_views (day);
   CREATE INDEX page_views_by_visitor ON page_views (day, visitor);
   CREATE TABLE beacons (
     id INTEGER PRIMARY KEY,
     at TEXT NOT NULL,
     day TEXT NOT NULL,
     visitor INTEGER,
     path TEXT NOT NULL,
     lcp REAL,
     inp REAL,
     cls REAL,
     fcp REAL,
     ttfb REAL,
     time_on_page_ms INTEGER,
     form_opened TEXT CHECK (form_opened IN ('contact', 'quote', 'newsletter'))
   );
   CREATE INDEX beacons_by_day ON beacons (day);
   ALTER TABLE submissions ADD COLUMN visitor INTEGER;
   ALTER TABLE submissions ADD COLUMN landing_page TEXT;
   ALTER TABLE submissions ADD COLUMN visit_source TEXT;
   ALTER TABLE submissions ADD COLUMN visit_campaign TEXT;
   ALTER TABLE submissions ADD COLUMN pages_seen TEXT;`,
  // The Overview's daily rollups (decision 0200): a day_rollups row marks its day rolled up;
  // vitals are histograms packed per day, route and metric. Raw events go only after this.
  `CREATE TABLE day_rollups (
     day TEXT PRIMARY KEY,
     visitors INTEGER NOT NULL,
     views INTEGER NOT NULL,
     form_opened INTEGER NOT NULL,
     rolled_at TEXT NOT NULL
   ) WITHOUT ROWID;
   CREATE TABLE visit_rollups (
     day TEXT NOT NULL,
     landing_page TEXT NOT NULL,
     source TEXT NOT NULL,
     campaign TEXT NOT NULL,
     visitors INTEGER NOT NULL,
     PRIMARY KEY (day, landing_page, source, campaign)
   ) WITHOUT ROWID;
   CREATE TABLE page_rollups (
     day TEXT NOT NULL,
     path TEXT NOT NULL,
     views INTEGER NOT NULL,
     visitors INTEGER NOT NULL,
     PRIMARY KEY (day, path)
   ) WITHOUT ROWID;
   CREATE TABLE vital_rollups (
     day TEXT NOT NULL,
     route TEXT NOT NULL,
     metric TEXT NOT NULL CHECK (metric IN ('lcp', 'inp', 'cls')),
     counts BLOB NOT NULL,
     PRIMARY KEY (day, route, metric)
   ) WITHOUT ROWID;
   CREATE TABLE month_visit_rollups (
     month TEXT NOT NULL,
     landing_page TEXT NOT NULL,
     source TEXT NOT NULL,
     campaign TEXT NOT NULL,
     visitors INTEGER NOT NULL,
     PRIMARY KEY (month, landing_page, source, campaign)
   ) WITHOUT ROWID;
   CREATE TABLE month_page_rollups (
     month TEXT NOT NULL,
     path TEXT NOT NULL,
     views INTEGER NOT NULL,
     visitors INTEGER NOT NULL,
     PRIMARY KEY (month, path)
   ) WITHOUT ROWID;
   CREATE TABLE month_vital_rollups (
     month TEXT NOT NULL,
     route TEXT NOT NULL,
     metric TEXT NOT NULL,
     counts BLOB NOT NULL,
     PRIMARY KEY (month, route, metric)
   ) WITHOUT ROWID;`,
];

export const sqliteSchemaVersion = migrations.length;

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

/** A reader opens the database as it is: it must be at this server's schema version. */
export function checkSqliteVersion(db: Database.Database) {
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
