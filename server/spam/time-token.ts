import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The signed time token: the server stamps "issued at" plus its HMAC into every page with a
 * form it serves, and the post carries it back. A person needs seconds to fill a form; a bot
 * that posts within a second of fetching the page is suspect. The signature stops a bot from
 * simply sending an old time.
 */

export interface TimeTokens {
  issue(now?: number): string;
  /** Milliseconds since the page was served, or undefined for a missing, forged or stale token. */
  age(token: unknown, now?: number): number | undefined;
}

/** Older than this, a token says nothing (a tab left open for days, a page from the cache). */
const maxAgeMs = 7 * 24 * 60 * 60_000;

/**
 * Tokens are signed with the key of the week they were issued in, so keys rotate weekly: a
 * token's own time names its key, and a token young enough to count is at most one week's turn
 * old, so this week's key and the last one's check every token that counts.
 */
export const keyPeriodMs = maxAgeMs;
export const keyPeriodOf = (ms: number) => Math.floor(ms / keyPeriodMs);

/** The key of each period (server/spam/token-keys.ts keeps those of the store). */
export type TokenKeys = (period: number) => Buffer;

/** Tokens under one key for every period (tests and benchmarks), or under the periods' keys. */
export function createTimeTokens(keys: Buffer | TokenKeys = randomBytes(32)): TimeTokens {
  const keyOf: TokenKeys = Buffer.isBuffer(keys) ? () => keys : keys;
  const sign = (issuedAt: string, issuedMs: number) =>
    createHmac("sha256", keyOf(keyPeriodOf(issuedMs)))
      .update(issuedAt)
      .digest("base64url")
      .slice(0, 22);
  return {
    issue: (now = Date.now()) => {
      const issuedAt = now.toString(36);
      return `${issuedAt}.${sign(issuedAt, now)}`;
    },
    age(token, now = Date.now()) {
      if (typeof token !== "string" || token.length > 40) return undefined;
      const dot = token.indexOf(".");
      if (dot < 1) return undefined;
      const issuedAt = token.slice(0, dot);
      const issuedMs = parseInt(issuedAt, 36);
      const age = now - issuedMs;
      // The time first: a token outside the window is refused without a key or an HMAC.
      if (!Number.isFinite(age) || age < 0 || age > maxAgeMs) return undefined;
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(sign(issuedAt, issuedMs));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return age;
    },
  };
}

const formOpening = /<form\b[^>]+\bdata-form="[a-z]+"[^>]*>/g;
const idAttribute = /\sid="([^"]+)"/;

/** A page with forms, split where each answer's token inputs go (see `stampTimeTokens`). */
export interface TokenSlot {
  /** The page up to `</body>`, each form without an id given one. */
  before: string;
  after: string;
  /** The ids of the forms that get a token, in page order. */
  formIds: string[];
}

/**
 * The token inputs sit outside the forms, before </body>, each tied to its form by `form="…"`:
 * an extra child inside a form would not match what React hydrates, while an extra attribute
 * on the form is left alone. A post without JavaScript and FormData(form) both carry it. The
 * split is made once per page; only the inputs change from answer to answer, at the end of the
 * page, so the server compresses everything before them once (server/brotli-tail.ts).
 *
 * A form with an id keeps it; one without gets `form-t<n>`. `offPage` is the markup the build took
 * out of the page (its off-page islands): a form the browser renders from it later finds its token
 * waiting, tied to the id it is rendered with.
 */
export function tokenSlot(html: string, offPage = ""): TokenSlot | undefined {
  const formIds: string[] = [];
  const withIds = html.replace(formOpening, (tag) => {
    const id = idAttribute.exec(tag)?.[1];
    if (id) {
      formIds.push(id);
      return tag;
    }
    const added = `form-t${formIds.length + 1}`;
    formIds.push(added);
    return `${tag.slice(0, 5)} id="${added}"${tag.slice(5)}`;
  });
  for (const [tag] of offPage.matchAll(formOpening)) {
    const id = idAttribute.exec(tag)?.[1];
    if (id && !formIds.includes(id)) formIds.push(id);
  }
  if (formIds.length === 0) return undefined;
  const end = withIds.lastIndexOf("</body>");
  if (end === -1) return { before: withIds, after: "", formIds };
  return { before: withIds.slice(0, end), after: withIds.slice(end), formIds };
}

/** The hidden inputs that carry one answer's token, one per form. */
export const tokenInputs = (formIds: readonly string[], token: string) =>
  formIds.map((id) => `<input type="hidden" name="_t" value="${token}" form="${id}">`).join("");

/** The page's HTML with a fresh token for each of its forms. */
export function stampTimeTokens(html: string, token: string, offPage = ""): string {
  const slot = tokenSlot(html, offPage);
  return slot ? slot.before + tokenInputs(slot.formIds, token) + slot.after : html;
}

/** What `issue` makes: base-36 time, a dot, 22 base64url characters. Nothing else is echoed. */
const tokenShape = /^[0-9a-z]{1,12}\.[\w-]{22}$/;

/**
 * A refused no-JS post's page, re-rendered with its values, keeps the token the visitor's page
 * was served with: the corrected post then still proves when the page was opened, instead of
 * arriving without one. A posted value that is not a token's shape is never written back.
 */
export const keepTimeToken = (html: string, posted: string | undefined) =>
  posted !== undefined && tokenShape.test(posted) ? stampTimeTokens(html, posted) : html;
