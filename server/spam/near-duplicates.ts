import { createHash } from "node:crypto";

/**
 * Near-duplicates: the same message sent again under other names or addresses, with other
 * spacing, letter case or punctuation. Exact replays are the idempotency's job (the store
 * answers them as replays); this catches the copy-paste campaign. Kept in memory: a bounded
 * map of message fingerprints to the first sender and the time, so its cost per post is one
 * hash and one map look-up, and a restart only forgets the last window.
 */

/** Too short to call a copy: "Hello", "Call me" are sent by many people. */
const minLength = 40;

// ASCII punctuation and spacing only: a plain character class is several times cheaper than
// Unicode property escapes, and copy campaigns vary spacing and case, not letters.
export const fingerprint = (message: string) =>
  createHash("sha1")
    .update(
      message
        .toLowerCase()
        .replace(/[\s!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]+/g, " ")
        .trim(),
    )
    .digest("base64url");

export interface NearDuplicates {
  /** True when the same message came from another sender within the window. */
  seen(message: string | null, sender: string, now?: number): boolean;
}

export function createNearDuplicates({
  windowMs = 24 * 60 * 60_000,
  maxEntries = 20_000,
} = {}): NearDuplicates {
  const entries = new Map<string, { sender: string; at: number }>();
  return {
    seen(message, sender, now = Date.now()) {
      if (!message || message.length < minLength) return false;
      const key = fingerprint(message);
      const earlier = entries.get(key);
      if (earlier && now - earlier.at <= windowMs) return earlier.sender !== sender;
      entries.delete(key);
      entries.set(key, { sender, at: now });
      // A Map keeps insertion order: the first key is the oldest.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return false;
    },
  };
}
