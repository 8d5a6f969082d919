import { createHmac } from "node:crypto";

/**
 * How a client address appears in the audit log: never in clear, a keyed digest (HMAC-SHA-256
 * with the desk's audit key, first 12 hex digits), enough to see that refusals came from one
 * client, useless to someone who has the log but not the key and tries every IPv4 address.
 */
export const keyedDigest = (key: string, value: string) =>
  `hmac:${createHmac("sha256", key).update(value).digest("hex").slice(0, 12)}`;
