import { createHmac, randomBytes } from "node:crypto";
import type { KeyStore } from "../store/shared-keys/shared-keys";

/**
 * How a client address appears in the audit log: never in clear, a keyed digest (HMAC-SHA-256
 * with the desk's audit key, first 12 hex digits), enough to see that refusals came from one
 * client, useless to someone who has the log but not the key and tries every IPv4 address.
 */
export const keyedDigest = (key: string, value: string) =>
  `hmac:${createHmac("sha256", key).update(value).digest("hex").slice(0, 12)}`;

/**
 * The audit key: AUDIT_KEY when it is set, else a key the store keeps, made once by the first
 * server to start and shared by all of them, so a client's digests compare across restarts and
 * servers without a setting.
 */
export async function auditKeyOf(store: KeyStore, configured?: string): Promise<string> {
  if (configured) return configured;
  const keys = await store.sharedKeys("audit", [0], () => randomBytes(32));
  return (keys.get(0) as Buffer).toString("base64url");
}
