import { createHmac, randomBytes } from "node:crypto";
import type { Owner } from "../store/owners/owners";
import { sameSecret } from "./sessions";

/**
 * Device cookies (OWASP's defence against lock-out, decision 0165): a browser that signed in
 * to an account gets a cookie naming that account, signed with the account's password hash as
 * the HMAC key. Attempts that carry one skip the account's backoff, the client limits and the
 * global rate, and hash in the gate's priority queue: whoever floods the account from
 * elsewhere does not keep its owner out. The key is secret (it never leaves the store) and
 * changes with the password, so `npm run admin -- passwd` revokes every device cookie.
 */
export const deviceLifetimeMs = 90 * 24 * 60 * 60_000;

const mac = (owner: Owner, payload: string) =>
  createHmac("sha256", owner.passwordHash).update(`device\n${payload}`).digest("base64url");

export function newDeviceCookie(owner: Owner, now = Date.now()) {
  const payload = `${owner.id}.${randomBytes(12).toString("base64url")}.${now + deviceLifetimeMs}`;
  return `${payload}.${mac(owner, payload)}`;
}

/** The cookie's own id (for its failure count) when it is a live cookie of `owner`, else undefined. */
export function verifyDeviceCookie(
  value: string | undefined,
  owner: Owner | undefined,
  now = Date.now(),
): string | undefined {
  if (!value || !owner || value.length > 200) return undefined;
  const [ownerId, nonce, expiresAt, signature] = value.split(".");
  if (!nonce || !signature || Number(ownerId) !== owner.id || !(Number(expiresAt) > now))
    return undefined;
  return sameSecret(signature, mac(owner, `${ownerId}.${nonce}.${expiresAt}`)) ? nonce : undefined;
}
