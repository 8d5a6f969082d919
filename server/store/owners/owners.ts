import type { DeskRole } from "@contracts/desk";
import { isoTime } from "../database/iso-time";

/**
 * The desk's owners and their sessions: the section's interface, its rows and how they are read.
 * Each dialect's SQL is beside it (sqlite.ts, postgres.ts).
 */

export interface Owner {
  id: number;
  email: string;
  passwordHash: string;
  /** What the account may do in the desk (server/admin/desk-request.ts requireRole). */
  role: DeskRole;
  createdAt: string;
}

export interface Session {
  /** SHA-256 of the cookie's token: a stolen database does not yield live sessions. */
  tokenHash: string;
  ownerId: number;
  csrfToken: string;
  expiresAt: number;
}

/**
 * Owners and their sessions. An owner's e-mail is matched by its key (people/keys.ts
 * addressKey): ÄLI@example.com signs in as äli@example.com, and is one owner.
 */
export interface OwnerStore {
  countOwners(): Promise<number>;
  /** An account of the desk: an owner unless `role` says editor. */
  addOwner(email: string, passwordHash: string, role?: DeskRole): Promise<Owner>;
  findOwner(email: string): Promise<Owner | undefined>;
  /** Oldest first. */
  listOwners(): Promise<Owner[]>;
  /** False when there is no such owner. Their sessions end with them. */
  removeOwner(email: string): Promise<boolean>;
  /** False when there is no such owner. */
  setOwnerPassword(email: string, passwordHash: string): Promise<boolean>;
  /** Ends every session of one owner; returns how many were live or expired. */
  deleteOwnerSessions(ownerId: number): Promise<number>;
  createSession(session: Session): Promise<void>;
  /** The live session and its owner, or undefined when unknown or expired. */
  findSession(tokenHash: string, now: number): Promise<(Session & { owner: Owner }) | undefined>;
  deleteSession(tokenHash: string): Promise<void>;
}

export interface OwnerRow {
  id: number | string;
  email: string;
  password_hash: string;
  role: string;
  created_at: string | Date;
}

export const toOwner = (row: OwnerRow): Owner => ({
  id: Number(row.id),
  email: row.email,
  passwordHash: row.password_hash,
  // Anything but the two roles is refused by the column's CHECK; an unknown one grants least.
  role: row.role === "owner" ? "owner" : "editor",
  createdAt: isoTime(row.created_at),
});

/** A session joined with its owner (sessionColumns). */
export interface SessionRow extends OwnerRow {
  token_hash: string;
  owner_id: number | string;
  csrf_token: string;
  expires_at: number | string;
}

export const toSession = (row: SessionRow): Session & { owner: Owner } => ({
  tokenHash: row.token_hash,
  ownerId: Number(row.owner_id),
  csrfToken: row.csrf_token,
  expiresAt: Number(row.expires_at),
  owner: toOwner(row),
});
