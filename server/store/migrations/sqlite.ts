import type Database from "better-sqlite3";
import { migrateSqlitePeople } from "../people/sqlite";
import { seedTemplateValues } from "../workflow/seed-templates";
import { searchIndexMigration } from "../desk/sqlite-search-index";
import { liveCountsMigration } from "../overview/sqlite-live-counts";
import { addressKeysMigration } from "./sqlite-address-keys";
import { sqliteRevenueMigration } from "../revenue/sqlite";
import { revenueDimensionsIndex } from "../revenue/dimensions";
import { idsNeverReusedMigration } from "./sqlite-ids-never-reused";
import { inboundTables } from "../inbound/sqlite";
import { applicantMailMigration } from "./sqlite-applicant-mail";

/** Schema migrations, applied in order; PRAGMA user_version records how many have run. */
/** SQL, or a function for a change SQL alone cannot make (a backfill computed in code). */
const migrations: Array<string | ((db: Database.Database) => void)> = [
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
  // People (decision 0182): each lead's e-mail and phone keys and its person, backfilled;
  // status changes with their time and actor; joins and splits.
  migrateSqlitePeople,
  // The lead search's index (decision 0113): trigrams of name, e-mail and message in an
  // external-content FTS5 table, kept by triggers and filled from the rows already stored.
  // secure-delete removes an erased lead's trigrams from the index at once, not at a merge.
  `CREATE VIRTUAL TABLE lead_search USING fts5(
     name, email, message,
     content = 'submissions', content_rowid = 'id', tokenize = 'trigram'
   );
   INSERT INTO lead_search (lead_search, rank) VALUES ('secure-delete', 1);
   INSERT INTO lead_search (lead_search) VALUES ('rebuild');
   CREATE TRIGGER lead_search_insert AFTER INSERT ON submissions BEGIN
     INSERT INTO lead_search (rowid, name, email, message)
       VALUES (new.id, new.name, new.email, new.message);
   END;
   CREATE TRIGGER lead_search_delete AFTER DELETE ON submissions BEGIN
     INSERT INTO lead_search (lead_search, rowid, name, email, message)
       VALUES ('delete', old.id, old.name, old.email, old.message);
   END;
   CREATE TRIGGER lead_search_update AFTER UPDATE OF name, email, message ON submissions BEGIN
     INSERT INTO lead_search (lead_search, rowid, name, email, message)
       VALUES ('delete', old.id, old.name, old.email, old.message);
     INSERT INTO lead_search (rowid, name, email, message)
       VALUES (new.id, new.name, new.email, new.message);
   END;`,
  // The desk's workflow: assignment, follow-ups, the first reply; deliveries of kind 'reply'
  // (with their mail) and 'digest' (no lead), so the table is rebuilt for its new CHECKs; saved
  // replies; and the (owner, day) key that sends each digest once (decision 0185).
  `ALTER TABLE submissions ADD COLUMN assigned_to INTEGER REFERENCES owners (id) ON DELETE SET NULL;
   ALTER TABLE submissions ADD COLUMN follow_up_on TEXT;
   ALTER TABLE submissions ADD COLUMN first_reply_at TEXT;
   CREATE INDEX submissions_by_assignee ON submissions (assigned_to, id)
     WHERE assigned_to IS NOT NULL;
   CREATE INDEX submissions_by_follow_up ON submissions (follow_up_on)
     WHERE follow_up_on IS NOT NULL;
   CREATE INDEX submissions_by_first_reply ON submissions (created_at)
     WHERE first_reply_at IS NOT NULL;
   CREATE TABLE deliveries_rebuilt (
     id INTEGER PRIMARY KEY,
     lead_id INTEGER REFERENCES submissions (id),
     kind TEXT NOT NULL
       CHECK (kind IN ('notify', 'autoreply', 'webhook', 'reply', 'digest')),
     target TEXT,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT,
     sent_at TEXT,
     claim_token TEXT,
     claimed_until INTEGER,
     subject TEXT,
     body TEXT,
     author TEXT,
     CHECK ((lead_id IS NULL) = (kind = 'digest'))
   );
   INSERT INTO deliveries_rebuilt (id, lead_id, kind, target, status, attempts, next_attempt_at,
       last_error, sent_at, claim_token, claimed_until)
     SELECT id, lead_id, kind, target, status, attempts, next_attempt_at, last_error, sent_at,
       claim_token, claimed_until FROM deliveries;
   DROP TABLE deliveries;
   ALTER TABLE deliveries_rebuilt RENAME TO deliveries;
   CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at);
   CREATE INDEX deliveries_by_lead ON deliveries (lead_id, id);
   CREATE INDEX deliveries_by_claim ON deliveries (claim_token) WHERE claim_token IS NOT NULL;
   CREATE TABLE reply_templates (
     id INTEGER PRIMARY KEY,
     name TEXT NOT NULL,
     subject TEXT NOT NULL,
     body TEXT NOT NULL,
     updated_at TEXT NOT NULL
   );
   INSERT INTO reply_templates (name, subject, body, updated_at) VALUES
     ${seedTemplateValues("2026-11-28T00:00:00.000Z")};
   CREATE TABLE digest_days (
     owner_id INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
     day TEXT NOT NULL,
     at TEXT NOT NULL,
     PRIMARY KEY (owner_id, day)
   );`,
  // A lead with one weak spam signal is sent as usual but flagged (decision 0121).
  `ALTER TABLE submissions ADD COLUMN suspect_reason TEXT;`,
  // Visits, counted without cookies (decision 0115): the day's salt, the day's visitor numbers
  // (both deleted when the day turns), page views and beacons keyed by that number, and each lead's
  // visit. AUTOINCREMENT: a visitor number is never reused after its day's rows are deleted.
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
  // The Overview's daily rollups (decision 0199): a day_rollups row marks its day rolled up;
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
  // A new lead's search trigrams are written after its commit, from a pending list the
  // intake's transaction fills, so they never slow the form's answer (decision 0113).
  searchIndexMigration,
  // A desk reply's key (made by the composer per draft): one reply per key, even for two posts
  // at once, since the unique index decides and not a read before the write. NULLs (every
  // other delivery) never collide.
  `ALTER TABLE deliveries ADD COLUMN reply_key TEXT;
   CREATE UNIQUE INDEX deliveries_by_reply_key ON deliveries (reply_key);`,
  // Keys every server on the store shares, made once: the time tokens' of each week, the
  // audit log's client digests'.
  `CREATE TABLE shared_keys (
     name TEXT NOT NULL,
     period INTEGER NOT NULL,
     secret BLOB NOT NULL,
     PRIMARY KEY (name, period)
   ) WITHOUT ROWID;`,
  // The day's distinct sources and campaigns, at most fifty of each (server/store/visits/day-keys.ts):
  // a view bringing a new one once the day is full counts as "other". Deleted with the salt.
  `CREATE TABLE day_keys (
     day TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('source', 'campaign')),
     value TEXT NOT NULL,
     PRIMARY KEY (day, kind, value)
   ) WITHOUT ROWID;`,
  // Ids that leave the database are never reused (AUTOINCREMENT), and the leads and deliveries
  // get the random part of their Message-IDs and webhook ids (server/deliveries/outside-ids.ts).
  idsNeverReusedMigration,
  // The Overview's counts of the days not rolled up yet, kept as views and beacons are written
  // (server/store/overview/sqlite-live-counts.ts), started from the raw rows of those days.
  liveCountsMigration,
  // Every address matched by one key, made in JavaScript and stored beside it (address-keys).
  addressKeysMigration,
  // Mail from clients read from the company mailbox, joined to their leads (server/inbound/).
  inboundTables,
  // A won lead's value and currency, a lost lead's reason and the owner's list of reasons.
  sqliteRevenueMigration,
  // Each desk account has a role: an owner does everything, an editor edits the site's content
  // and its pictures and sees no lead (server/admin/desk-request.ts requireRole). The accounts
  // there before are owners.
  `ALTER TABLE owners ADD COLUMN role TEXT NOT NULL DEFAULT 'owner'
     CHECK (role IN ('owner', 'editor'));`,
  // The desk's pictures (server/store/media/): each upload's record with its variants; the
  // bytes are files in the data folder's media/.
  `CREATE TABLE media (
     id TEXT PRIMARY KEY,
     alt TEXT NOT NULL,
     width INTEGER NOT NULL,
     height INTEGER NOT NULL,
     type TEXT NOT NULL,
     size INTEGER NOT NULL,
     created_at TEXT NOT NULL,
     created_by TEXT NOT NULL,
     variants TEXT NOT NULL
   );
   CREATE INDEX media_by_time ON media (created_at);`,
  // The site's content as the owner edits it (server/store/content/): every saved version, the
  // live one of each document, every publish (the site's generations) and the schedules.
  `CREATE TABLE content_versions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     doc_key TEXT NOT NULL,
     body TEXT NOT NULL,
     author TEXT,
     origin TEXT NOT NULL CHECK (origin IN ('edit', 'restore', 'release')),
     restored_from INTEGER REFERENCES content_versions (id),
     created_at TEXT NOT NULL,
     published_at TEXT
   );
   CREATE INDEX content_versions_by_key ON content_versions (doc_key, id);
   CREATE TABLE content_publishes (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     author TEXT,
     published_at TEXT NOT NULL,
     versions TEXT NOT NULL,
     schedule_id INTEGER
   );
   CREATE TABLE content_live (
     doc_key TEXT PRIMARY KEY,
     version_id INTEGER NOT NULL REFERENCES content_versions (id),
     publish_id INTEGER NOT NULL REFERENCES content_publishes (id)
   ) WITHOUT ROWID;
   CREATE TABLE content_schedules (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     versions TEXT NOT NULL,
     due_at TEXT NOT NULL,
     author TEXT,
     created_at TEXT NOT NULL,
     ran_at TEXT,
     publish_id INTEGER REFERENCES content_publishes (id),
     cancelled_at TEXT
   );
   CREATE INDEX content_schedules_pending ON content_schedules (due_at)
     WHERE ran_at IS NULL AND cancelled_at IS NULL;`,
  // The files visitors send with a form (server/store/briefs/): each one's record, its bytes a
  // file in the data folder under its random id. A lead's files go when it goes.
  `CREATE TABLE briefs (
     id TEXT PRIMARY KEY,
     lead_id INTEGER REFERENCES submissions (id) ON DELETE CASCADE,
     name TEXT NOT NULL,
     type TEXT NOT NULL,
     size INTEGER NOT NULL,
     sha256 TEXT NOT NULL,
     quarantined INTEGER NOT NULL DEFAULT 0,
     created_at TEXT NOT NULL
   );
   CREATE INDEX briefs_by_lead ON briefs (lead_id);`,
  // The revenue tables' leads per source, campaign and landing page, read in their order.
  revenueDimensionsIndex,
  // Applications to the openings (server/store/applicants/), apart from leads: each with its
  // stage, its CV (a brief record), and the owners' notes, which go with it.
  `CREATE TABLE applications (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     submission_key TEXT UNIQUE,
     opening_slug TEXT NOT NULL,
     opening_title TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     email_key TEXT NOT NULL,
     phone TEXT,
     link TEXT,
     note TEXT,
     cv_id TEXT NOT NULL REFERENCES briefs (id),
     stage TEXT NOT NULL CHECK (stage IN ('new', 'screening', 'interview', 'offer', 'hired', 'rejected')),
     created_at TEXT NOT NULL,
     stage_changed_at TEXT NOT NULL
   );
   CREATE INDEX applications_by_time ON applications (created_at);
   CREATE INDEX applications_by_email ON applications (email_key);
   CREATE TABLE application_notes (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     application_id INTEGER NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
     author TEXT NOT NULL,
     body TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE INDEX application_notes_by_application ON application_notes (application_id);`,
  // The team's mail for each application and the desk's replies to an applicant, as
  // deliveries of the application they are about (sqlite-applicant-mail.ts).
  applicantMailMigration,
  // The pages the live content ever made that may go (an opening's), so that their addresses
  // answer 410 once gone, after a restart too (server/store/content/).
  `CREATE TABLE content_paths_ever_live (path TEXT PRIMARY KEY) WITHOUT ROWID;`,
];

export const sqliteSchemaVersion = migrations.length;
/** The version that made ids never reused and gave rows their nonce (for its upgrade test). */
export const sqliteNoncesVersion = migrations.indexOf(idsNeverReusedMigration) + 1;
/** The version that started the Overview's live counts (for its upgrade test). */
export const sqliteLiveCountsVersion = migrations.indexOf(liveCountsMigration) + 1;
/** The version that matched every address by its key (for its upgrade test). */
export const sqliteAddressKeysVersion = migrations.indexOf(addressKeysMigration) + 1;

export function migrateSqlite(db: Database.Database, target = migrations.length) {
  const current = db.pragma("user_version", { simple: true }) as number;
  if (current > migrations.length)
    throw new Error(
      `The inbox database is at schema version ${current}, newer than this server (${migrations.length}).`,
    );
  // A migration may rebuild a table others refer to, SQLite's way to change what ALTER TABLE
  // cannot: with foreign keys on, dropping the old table would delete its rows first and fire
  // the ON DELETE actions of the tables that refer to it. The pragma is a no-op inside a
  // transaction, so it is set around them; a rebuild checks the references it kept.
  const enforced = db.pragma("foreign_keys", { simple: true }) === 1;
  db.pragma("foreign_keys = OFF");
  try {
    for (let version = current; version < target; version++) {
      db.transaction(() => {
        const migration = migrations[version] as (typeof migrations)[number];
        if (typeof migration === "string") db.exec(migration);
        else migration(db);
        db.pragma(`user_version = ${version + 1}`);
      }).immediate();
    }
  } finally {
    if (enforced) db.pragma("foreign_keys = ON");
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
