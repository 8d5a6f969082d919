import { createHash } from "node:crypto";
import type { AuditEntry } from "@contracts/desk";
import { isoTime } from "../database/iso-time";
import { addressKey } from "../people/keys";

/**
 * The audit section's interface, its rows and the log's wording. Each dialect's SQL is beside it
 * (sqlite.ts, postgres.ts), with the logger the other sections write their entries with, in
 * their own transactions.
 */

/** Erasure, retention and the audit log that records them. */
export interface AuditStore {
  /**
   * Erases every lead (with notes and deliveries) whose e-mail or reply-to is this address,
   * compared Unicode case-insensitively, and then removes the text from the database files as
   * far as the backend allows; logged with a digest of the address. Returns the count.
   */
  eraseByEmail(email: string, actor: string): Promise<number>;
  /** Deletes leads created before `before`; logged. Returns the count. */
  deleteLeadsBefore(before: Date, actor: string): Promise<number>;
  auditLog(limit: number): Promise<AuditEntry[]>;
  /** Appends an audit entry (sign-ins, exports, notes); durable with the next durable write. */
  recordAudit(actor: string, action: string, detail: string): Promise<void>;
}

export interface AuditRow {
  at: string | Date;
  actor: string;
  action: string;
  detail: string;
}

export const toAuditEntry = (row: AuditRow): AuditEntry => ({ ...row, at: isoTime(row.at) });

/**
 * How an erased address appears in the audit log: never in clear, only a short SHA-256 prefix
 * of its lower-cased form, enough to answer "was this address erased?" for someone who has it.
 */
export const addressDigest = (email: string) =>
  `sha256:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 12)}`;

const erasureDetail = (count: number, email: string, applications = 0) =>
  `${count} lead${count === 1 ? "" : "s"} of ${addressDigest(email)} erased with notes and deliveries${
    applications > 0
      ? `, and ${applications} application${applications === 1 ? "" : "s"} with ${applications === 1 ? "its CV" : "their CVs"}`
      : ""
  }`;

export const retentionDetail = (count: number, before: Date) =>
  `${count} lead${count === 1 ? "" : "s"} created before ${before.toISOString()} deleted with notes and deliveries`;

/**
 * An erasure's address: the key its leads' e-mail or reply-to is stored with (people/keys.ts),
 * and the audit entry's detail.
 */
export function erasureOf(email: string) {
  return {
    key: addressKey(email),
    detail: (count: number, applications?: number) => erasureDetail(count, email, applications),
  };
}
