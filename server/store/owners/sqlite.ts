import {
  toOwner,
  toSession,
  type OwnerRow,
  type OwnerStore,
  type Session,
  type SessionRow,
} from "./owners";
import type { SqliteContext } from "../database/sqlite";
import { addressKey } from "../people/keys";

/** Owners of the desk and their sessions. */
export function sqliteOwners({ db, prepare, clock }: SqliteContext): OwnerStore {
  return {
    async countOwners() {
      return (prepare("SELECT count(*) AS n FROM owners").get() as { n: number }).n;
    },
    async addOwner(email, passwordHash, role = "owner") {
      const row = prepare(
        `INSERT INTO owners (email, email_key, password_hash, role, created_at)
         VALUES (?, ?, ?, ?, ?) RETURNING *`,
      ).get(email, addressKey(email), passwordHash, role, clock().toISOString()) as OwnerRow;
      return toOwner(row);
    },
    async findOwner(email) {
      const row = prepare("SELECT * FROM owners WHERE email_key = ?").get(addressKey(email)) as
        OwnerRow | undefined;
      return row && toOwner(row);
    },
    async listOwners() {
      return (prepare("SELECT * FROM owners ORDER BY id").all() as OwnerRow[]).map(toOwner);
    },
    async removeOwner(email) {
      return db
        .transaction(() => {
          const key = addressKey(email);
          prepare(
            "DELETE FROM sessions WHERE owner_id IN (SELECT id FROM owners WHERE email_key = ?)",
          ).run(key);
          return prepare("DELETE FROM owners WHERE email_key = ?").run(key).changes === 1;
        })
        .immediate();
    },
    async setOwnerPassword(email, passwordHash) {
      return (
        prepare("UPDATE owners SET password_hash = ? WHERE email_key = ?").run(
          passwordHash,
          addressKey(email),
        ).changes === 1
      );
    },
    async deleteOwnerSessions(ownerId) {
      return prepare("DELETE FROM sessions WHERE owner_id = ?").run(ownerId).changes;
    },
    async createSession(session: Session) {
      db.transaction(() => {
        // Expired sessions are swept here: logging in is rare, so this costs nothing.
        prepare("DELETE FROM sessions WHERE expires_at <= ?").run(clock().getTime());
        prepare(
          "INSERT INTO sessions (token_hash, owner_id, csrf_token, expires_at) VALUES (?, ?, ?, ?)",
        ).run(session.tokenHash, session.ownerId, session.csrfToken, session.expiresAt);
      }).immediate();
    },
    async findSession(tokenHash, now) {
      const row = prepare(
        `SELECT s.token_hash, s.owner_id, s.csrf_token, s.expires_at, o.id, o.email,
             o.password_hash, o.role, o.created_at
           FROM sessions s JOIN owners o ON o.id = s.owner_id
           WHERE s.token_hash = ? AND s.expires_at > ?`,
      ).get(tokenHash, now) as SessionRow | undefined;
      return row && toSession(row);
    },
    async deleteSession(tokenHash) {
      prepare("DELETE FROM sessions WHERE token_hash = ?").run(tokenHash);
    },
  };
}
