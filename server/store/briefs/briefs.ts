import type { BriefType, LeadBrief } from "@contracts/briefs";
import { isoTime } from "../database/iso-time";

/**
 * The files visitors send with a form. SQLite keeps the bytes as files in the data folder beside
 * the database, PostgreSQL in chunks in a table, so that every server on it serves them. Bytes
 * go in and out as streams: a brief is never held whole in memory. Each dialect's SQL is beside
 * it (sqlite.ts, postgres.ts).
 */

export interface NewBrief {
  /** Random, never the sent name: the bytes are stored and found under it. */
  id: string;
  /** The sent name, cleaned (server/briefs/brief-name.ts): shown and offered as the download's. */
  name: string;
  type: BriefType;
  size: number;
  sha256: string;
  quarantined: boolean;
}

export interface BriefsStore {
  /**
   * Stores the bytes, then the record: a brief is found only once its bytes are all there; a
   * failure (a full disk) stores nothing. Not yet any lead's until linkBrief.
   */
  addBrief(brief: NewBrief, bytes: AsyncIterable<Buffer>): Promise<LeadBrief>;
  /** Makes the brief the lead's. */
  linkBrief(id: string, leadId: number): Promise<void>;
  /** The lead's briefs, oldest first. */
  leadBriefs(leadId: number): Promise<LeadBrief[]>;
  /** The brief when it is that lead's. */
  findLeadBrief(leadId: number, id: string): Promise<LeadBrief | undefined>;
  /** The bytes, in order; undefined when there is no such brief. */
  readBrief(id: string): Promise<AsyncIterable<Buffer> | undefined>;
  /** Deletes the brief and its bytes (a post that stored no lead); false when there is none. */
  deleteBrief(id: string): Promise<boolean>;
  /**
   * Deletes the briefs stored before `before` that nothing took: no lead, and no application
   * as its CV (a post cut off or a server stopped between the file and its record). Their ids.
   */
  deleteUnclaimedBriefs(before: Date): Promise<string[]>;
}

export interface BriefRow {
  id: string;
  name: string;
  type: string;
  size: number | string;
  quarantined: number | boolean;
  created_at: string | Date;
}

export const toLeadBrief = (row: BriefRow): LeadBrief => ({
  id: row.id,
  name: row.name,
  type: row.type as BriefType,
  size: Number(row.size),
  quarantined: Boolean(row.quarantined),
  createdAt: isoTime(row.created_at),
});

export const briefColumns = "id, name, type, size, quarantined, created_at";
