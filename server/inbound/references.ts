import type { ThreadReference } from "../store/inbound/inbound";

/**
 * Our Message-IDs read back from a client's In-Reply-To and References: `<kind-id.nonce@host>`
 * (server/deliveries/outside-ids.ts) for the kinds a client answers (the lead's notification
 * when the team forwards it, the autoreply, a reply from the desk), of this site's host only.
 * The store checks the nonce against the row, so a guessed id names nothing.
 */

const ours = /^<(lead|autoreply|reply)-(\d{1,15})(?:\.([0-9a-f]{1,64}))?@([^<>\s]{1,255})>$/i;

/** At most this many ids are read from one mail's headers, however long its References. */
const idsRead = 50;

const idsIn = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value : (value ?? "").split(/\s+/))
    .slice(-idsRead)
    .map((id) => id.trim())
    .filter(Boolean);

/** The In-Reply-To first, then References newest first: the thread the mail most likely answers. */
export function threadReferences(
  inReplyTo: string | undefined,
  references: string | string[] | undefined,
  siteHost: string,
): ThreadReference[] {
  const host = siteHost.toLowerCase();
  const found: ThreadReference[] = [];
  const seen = new Set<string>();
  for (const id of [...idsIn(inReplyTo), ...idsIn(references).reverse()]) {
    const match = ours.exec(id);
    if (!match || match[4]?.toLowerCase() !== host || seen.has(id)) continue;
    seen.add(id);
    found.push({
      kind: match[1]?.toLowerCase() as ThreadReference["kind"],
      id: Number(match[2]),
      nonce: match[3]?.toLowerCase() ?? null,
    });
  }
  return found;
}
