import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { KeyStore } from "../store/shared-keys/shared-keys";

/**
 * A private preview link: the document, the page and an expiry, signed with HMAC-SHA-256 under a
 * key every server on the store shares (made once by the first to ask), so a link made on one
 * server opens on another and nobody can make one without the key, or stretch its time.
 */
export interface PreviewGrant {
  key: string;
  path: string;
  /** Milliseconds since the epoch. */
  expires: number;
}

export const previewLinkHours = 72;

const signatureOf = (secret: Buffer, grant: PreviewGrant) =>
  createHmac("sha256", secret)
    .update(`content-preview\n${grant.key}\n${grant.path}\n${grant.expires}`)
    .digest("base64url");

export async function previewSecret(store: KeyStore): Promise<Buffer> {
  const keys = await store.sharedKeys("content-preview", [0], () => randomBytes(32));
  return keys.get(0) as Buffer;
}

/** The link's query: what it grants and its signature. */
export function signPreview(secret: Buffer, grant: PreviewGrant): URLSearchParams {
  return new URLSearchParams({
    doc: grant.key,
    path: grant.path,
    expires: String(grant.expires),
    sig: signatureOf(secret, grant),
  });
}

/** The grant of a link whose signature holds and whose time has not run out; else undefined. */
export function verifyPreview(
  secret: Buffer,
  query: Partial<Record<"doc" | "path" | "expires" | "sig", unknown>>,
  now = Date.now(),
): PreviewGrant | undefined {
  const { doc, path, expires, sig } = query;
  if (typeof doc !== "string" || typeof path !== "string" || typeof sig !== "string") return;
  if (typeof expires !== "string" || !/^\d{1,15}$/.test(expires)) return;
  const grant = { key: doc, path, expires: Number(expires) };
  if (grant.expires <= now) return;
  const expected = Buffer.from(signatureOf(secret, grant));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return;
  return grant;
}
