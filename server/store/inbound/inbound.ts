import type { InboundAttachment, InboundMessage, InboundMessageFull } from "@contracts/people";
import { isoTime } from "../database/iso-time";

/**
 * Mail from clients, read from the company mailbox (server/inbound/): the section's interface,
 * its rows and what both dialects share; each dialect's SQL is beside it (sqlite.ts,
 * postgres.ts). A message is kept only when it joins a lead: it answers one of our mails and
 * comes from that lead's person, or it comes from an address a lead carries.
 */

/** One of our Message-IDs a mail names in In-Reply-To or References, read back (outside-ids). */
export interface ThreadReference {
  /** `lead` and `autoreply` name a lead; `reply` names a delivery of the desk. */
  kind: "lead" | "autoreply" | "reply";
  id: number;
  /** The row's random part; null for a row stored before rows had one. */
  nonce: string | null;
}

/** A file of a mail, with its bytes. */
export interface IncomingAttachment {
  name: string;
  type: string;
  content: Buffer;
}

/** One mail as the reader parsed it, where the mailbox holds it. */
export interface IncomingMessage {
  mailbox: string;
  uidValidity: number;
  uid: number;
  /** The Message-ID, as its key (trimmed, lower case); null when the mail had none. */
  messageKey: string | null;
  from: string;
  subject: string;
  /** What the sender wrote, quotes and signature stripped. */
  text: string;
  fullText: string;
  truncated: boolean;
  references: ThreadReference[];
  attachments: IncomingAttachment[];
  /** Sent by a machine (Auto-Submitted, a list, a bounce): never made a lead of. */
  automatic?: boolean;
}

/** How a stored message joined its lead. */
export type InboundMatch = "thread" | "address";

export interface InboundBatchResult {
  /** Stored, each joined to a lead. */
  stored: number;
  /** Joined no lead: read and left in the mailbox. */
  unmatched: number;
  /** The UIDs of those. */
  unmatchedUids: number[];
  /** Already stored (the same UID, or the same Message-ID under another UID). */
  repeated: number;
}

/** Where a reader of one mailbox is: the mailbox's UIDVALIDITY and the last UID it read. */
export interface InboundCursor {
  uidValidity: number;
  lastUid: number;
}

export interface InboundAttachmentFile extends InboundAttachment {
  content: Buffer;
}

/** The mailbox's messages joined to leads, the reader's place and its lease. */
export interface InboundStore {
  /** Where the reader of `mailbox` stopped; undefined before its first read. */
  inboundCursor(mailbox: string): Promise<InboundCursor | undefined>;
  /**
   * Matches and stores a batch of one mailbox in one transaction, and moves its cursor to
   * `cursor`: each message at most once, by its UID and by its Message-ID.
   */
  storeInbound(
    messages: IncomingMessage[],
    cursor: { mailbox: string } & InboundCursor,
  ): Promise<InboundBatchResult>;
  /** The message whole; undefined when there is none. */
  getInboundMessage(id: number): Promise<InboundMessageFull | undefined>;
  getInboundAttachment(id: number): Promise<InboundAttachmentFile | undefined>;
  /**
   * Takes or renews the lease of the mailbox's reader for `holder` until `ms` from now: true
   * while `holder` holds it. One server reads the mailbox at a time; another takes over when a
   * lease runs out unrenewed.
   */
  leaseInboundReader(mailbox: string, holder: string, ms: number): Promise<boolean>;
}

export interface InboundMessageRow {
  id: number | string;
  received_at: string | Date;
  from_address: string;
  subject: string;
  text: string;
  full_text: string;
  truncated: number | boolean;
  lead_id: number | string | null;
}

export interface InboundAttachmentRow {
  id: number | string;
  message_id: number | string;
  name: string;
  size: number | string;
  content_type: string;
}

/** The columns a message is read with for the timeline (full_text only to compare). */
export const inboundMessageColumns =
  "id, received_at, from_address, subject, text, full_text, truncated, lead_id";
export const inboundAttachmentColumns = "id, message_id, name, size, content_type";

export const toInboundAttachment = (row: InboundAttachmentRow): InboundAttachment => ({
  id: Number(row.id),
  name: row.name,
  size: Number(row.size),
  type: row.content_type,
});

export function toInboundMessage(
  row: InboundMessageRow,
  attachments: InboundAttachmentRow[],
): InboundMessage {
  return {
    id: Number(row.id),
    from: row.from_address,
    subject: row.subject,
    text: row.text,
    hasFullText: row.full_text.trim() !== row.text.trim(),
    attachments: attachments
      .filter((attachment) => Number(attachment.message_id) === Number(row.id))
      .map(toInboundAttachment),
  };
}

export function toInboundMessageFull(
  row: InboundMessageRow & { person_id: number | string | null },
  attachments: InboundAttachmentRow[],
): InboundMessageFull {
  return {
    ...toInboundMessage(row, attachments),
    at: isoTime(row.received_at),
    personId: row.person_id === null ? null : Number(row.person_id),
    leadId: row.lead_id === null ? null : Number(row.lead_id),
    fullText: row.full_text,
    truncated: Boolean(row.truncated),
  };
}

/** At most this many of a mail's references are looked up: a forged list costs no more. */
export const referencesLooked = 20;
