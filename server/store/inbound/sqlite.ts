import type { InboundStore, IncomingMessage, InboundMatch } from "./inbound";
import {
  inboundAttachmentColumns,
  inboundMessageColumns,
  referencesLooked,
  toInboundMessageFull,
  type InboundAttachmentRow,
  type InboundMessageRow,
} from "./inbound";
import { addressKeyOf } from "../people/keys";
import type { SqliteContext } from "../database/sqlite";

/** Mail from clients in SQLite: each batch, its lead's answered time and the cursor, one transaction. */

export const inboundTables = `
  ALTER TABLE submissions ADD COLUMN client_answered_at TEXT;
  CREATE TABLE inbound_messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    mailbox TEXT NOT NULL,
    uid_validity INTEGER NOT NULL,
    uid INTEGER NOT NULL,
    message_key TEXT,
    received_at TEXT NOT NULL,
    from_address TEXT NOT NULL,
    from_key TEXT,
    subject TEXT NOT NULL,
    text TEXT NOT NULL,
    full_text TEXT NOT NULL,
    truncated INTEGER NOT NULL DEFAULT 0,
    lead_id INTEGER REFERENCES submissions (id) ON DELETE CASCADE,
    matched_by TEXT NOT NULL CHECK (matched_by IN ('thread', 'address'))
  );
  CREATE UNIQUE INDEX inbound_by_uid ON inbound_messages (mailbox, uid_validity, uid);
  CREATE UNIQUE INDEX inbound_by_message_key ON inbound_messages (message_key)
    WHERE message_key IS NOT NULL;
  CREATE INDEX inbound_by_lead ON inbound_messages (lead_id, id);
  CREATE TABLE inbound_attachments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    message_id INTEGER NOT NULL REFERENCES inbound_messages (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    size INTEGER NOT NULL,
    content_type TEXT NOT NULL,
    content BLOB NOT NULL
  );
  CREATE INDEX inbound_attachments_by_message ON inbound_attachments (message_id);
  CREATE TABLE inbound_cursors (
    mailbox TEXT PRIMARY KEY,
    uid_validity INTEGER NOT NULL,
    last_uid INTEGER NOT NULL
  );
  CREATE TABLE inbound_readers (
    mailbox TEXT PRIMARY KEY,
    holder TEXT NOT NULL,
    lease_until INTEGER NOT NULL
  );`;

/** The lead a mail joins, and how: see inbound.ts. */
function sqliteMatcher({ statement }: SqliteContext) {
  const leadOf = statement(
    "SELECT id AS lead FROM submissions WHERE id = ? AND nonce IS NOT DISTINCT FROM ?",
  );
  const replyLeadOf = statement(
    `SELECT lead_id AS lead FROM deliveries
     WHERE id = ? AND kind = 'reply' AND nonce IS NOT DISTINCT FROM ?`,
  );
  const senderOf = statement(
    `SELECT 1 AS yes FROM submissions
     WHERE person_id = (SELECT person_id FROM submissions WHERE id = @lead)
       AND (email_key = @key OR reply_to_key = @key) LIMIT 1`,
  );
  const byAddress = statement(
    `SELECT max(id) AS lead FROM submissions
     WHERE (email_key = @key OR reply_to_key = @key) AND status <> 'spam'`,
  );
  return (message: IncomingMessage): { lead: number; match: InboundMatch } | undefined => {
    const key = addressKeyOf(message.from);
    if (!key) return undefined;
    for (const reference of message.references.slice(0, referencesLooked)) {
      const found = (reference.kind === "reply" ? replyLeadOf : leadOf)().get(
        reference.id,
        reference.nonce,
      ) as { lead: number } | undefined;
      // A mail naming another person's thread joins it only from that person's address.
      if (found && senderOf().get({ lead: found.lead, key }))
        return { lead: found.lead, match: "thread" };
    }
    const { lead } = byAddress().get({ key }) as { lead: number | null };
    return lead === null ? undefined : { lead, match: "address" };
  };
}

/** A batch and its cursor in one transaction (begun immediate by its caller). */
function sqliteBatch(context: SqliteContext) {
  const { db, statement, clock } = context;
  const match = sqliteMatcher(context);
  const seen = statement(
    `SELECT 1 AS yes FROM inbound_messages
     WHERE (mailbox = ? AND uid_validity = ? AND uid = ?) OR message_key = ?`,
  );
  const insert = statement(
    `INSERT INTO inbound_messages (mailbox, uid_validity, uid, message_key, received_at,
       from_address, from_key, subject, text, full_text, truncated, lead_id, matched_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertAttachment = statement(
    `INSERT INTO inbound_attachments (message_id, name, size, content_type, content)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const answered = statement("UPDATE submissions SET client_answered_at = ? WHERE id = ?");
  const moveCursor = statement(
    `INSERT INTO inbound_cursors (mailbox, uid_validity, last_uid) VALUES (?, ?, ?)
     ON CONFLICT (mailbox) DO UPDATE SET uid_validity = excluded.uid_validity,
       last_uid = excluded.last_uid`,
  );
  return db.transaction(
    (messages: IncomingMessage[], cursor: Parameters<InboundStore["storeInbound"]>[1]) => {
      const result = { stored: 0, unmatched: 0, repeated: 0, unmatchedUids: [] as number[] };
      const at = clock().toISOString();
      for (const message of messages) {
        if (seen().get(message.mailbox, message.uidValidity, message.uid, message.messageKey)) {
          result.repeated++;
          continue;
        }
        const joined = match(message);
        if (!joined) {
          result.unmatched++;
          result.unmatchedUids.push(message.uid);
          continue;
        }
        const { lastInsertRowid } = insert().run(
          message.mailbox,
          message.uidValidity,
          message.uid,
          message.messageKey,
          at,
          message.from,
          addressKeyOf(message.from),
          message.subject,
          message.text,
          message.fullText,
          message.truncated ? 1 : 0,
          joined.lead,
          joined.match,
        );
        for (const file of message.attachments)
          insertAttachment().run(
            lastInsertRowid,
            file.name,
            file.content.length,
            file.type,
            file.content,
          );
        answered().run(at, joined.lead);
        result.stored++;
      }
      moveCursor().run(cursor.mailbox, cursor.uidValidity, cursor.lastUid);
      return result;
    },
  );
}

export function sqliteInbound(context: SqliteContext): InboundStore {
  const { db, prepare, clock } = context;
  const storeBatch = sqliteBatch(context);
  const lease = db.transaction((mailbox: string, holder: string, ms: number) => {
    const now = clock().getTime();
    const { changes } = prepare(
      `INSERT INTO inbound_readers (mailbox, holder, lease_until) VALUES (@mailbox, @holder, @until)
       ON CONFLICT (mailbox) DO UPDATE SET holder = @holder, lease_until = @until
       WHERE inbound_readers.holder = @holder OR inbound_readers.lease_until < @now`,
    ).run({ mailbox, holder, until: now + ms, now });
    return changes > 0;
  });
  return {
    async inboundCursor(mailbox) {
      const row = prepare(
        "SELECT uid_validity, last_uid FROM inbound_cursors WHERE mailbox = ?",
      ).get(mailbox) as { uid_validity: number; last_uid: number } | undefined;
      return row && { uidValidity: row.uid_validity, lastUid: row.last_uid };
    },
    async storeInbound(messages, cursor) {
      return storeBatch.immediate(messages, cursor);
    },
    async getInboundMessage(id) {
      const row = prepare(
        `SELECT ${inboundMessageColumns},
           (SELECT person_id FROM submissions WHERE submissions.id = lead_id) AS person_id
         FROM inbound_messages WHERE id = ?`,
      ).get(id) as (InboundMessageRow & { person_id: number | null }) | undefined;
      if (!row) return undefined;
      const files = prepare(
        `SELECT ${inboundAttachmentColumns} FROM inbound_attachments WHERE message_id = ? ORDER BY id`,
      ).all(id) as InboundAttachmentRow[];
      return toInboundMessageFull(row, files);
    },
    async getInboundAttachment(id) {
      const row = prepare(
        `SELECT ${inboundAttachmentColumns}, content FROM inbound_attachments WHERE id = ?`,
      ).get(id) as (InboundAttachmentRow & { content: Buffer }) | undefined;
      return (
        row && {
          id: Number(row.id),
          name: row.name,
          size: Number(row.size),
          type: row.content_type,
          content: row.content,
        }
      );
    },
    async leaseInboundReader(mailbox, holder, ms) {
      return lease.immediate(mailbox, holder, ms);
    },
  };
}
