import { toOwner, toSession, type OwnerRow, type OwnerStore, type SessionRow } from "./owners";
import type { PostgresContext } from "../database/postgres";
import { addressKey } from "../people/keys";

/** Owners of the desk and their sessions. */
export function postgresOwners({ query, transaction, clock }: PostgresContext): OwnerStore {
  return {
    async countOwners() {
      const { rows } = await query<{ n: string }>("SELECT count(*) AS n FROM owners");
      return Number(rows[0]?.n ?? 0);
    },
    async addOwner(email, passwordHash, role = "owner") {
      const { rows } = await query<OwnerRow>(
        `INSERT INTO owners (email, email_key, password_hash, role, created_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING *`,
        [email, addressKey(email), passwordHash, role, clock()],
      );
      return toOwner(rows[0] as OwnerRow);
    },
    async findOwner(email) {
      const { rows } = await query<OwnerRow>("SELECT * FROM owners WHERE email_key = $1", [
        addressKey(email),
      ]);
      return rows[0] && toOwner(rows[0]);
    },
    async listOwners() {
      const { rows } = await query<OwnerRow>("SELECT * FROM owners ORDER BY id");
      return rows.map(toOwner);
    },
    async removeOwner(email) {
      // The owner's sessions go with it (ON DELETE CASCADE).
      const result = await query("DELETE FROM owners WHERE email_key = $1", [addressKey(email)]);
      return result.rowCount === 1;
    },
    async setOwnerPassword(email, passwordHash) {
      const result = await query("UPDATE owners SET password_hash = $2 WHERE email_key = $1", [
        addressKey(email),
        passwordHash,
      ]);
      return result.rowCount === 1;
    },
    async deleteOwnerSessions(ownerId) {
      const result = await query("DELETE FROM sessions WHERE owner_id = $1", [ownerId]);
      return result.rowCount ?? 0;
    },
    async createSession(session) {
      await transaction(async (client) => {
        // Expired sessions are swept here: logging in is rare, so this costs nothing.
        await client.query("DELETE FROM sessions WHERE expires_at <= $1", [clock().getTime()]);
        await client.query(
          "INSERT INTO sessions (token_hash, owner_id, csrf_token, expires_at) VALUES ($1, $2, $3, $4)",
          [session.tokenHash, session.ownerId, session.csrfToken, session.expiresAt],
        );
      });
    },
    async findSession(tokenHash, now) {
      const { rows } = await query<SessionRow>(
        `SELECT s.token_hash, s.owner_id, s.csrf_token, s.expires_at, o.id, o.email,
           o.password_hash, o.role, o.created_at
         FROM sessions s JOIN owners o ON o.id = s.owner_id
         WHERE s.token_hash = $1 AND s.expires_at > $2`,
        [tokenHash, now],
      );
      const row = rows[0];
      return row && toSession(row);
    },
    async deleteSession(tokenHash) {
      await query("DELETE FROM sessions WHERE token_hash = $1", [tokenHash]);
    },
  };
}
