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

export function createTimeTokens(secret: Buffer = randomBytes(32)): TimeTokens {
  const sign = (issuedAt: string) =>
    createHmac("sha256", secret).update(issuedAt).digest("base64url").slice(0, 22);
  return {
    issue: (now = Date.now()) => {
      const issuedAt = now.toString(36);
      return `${issuedAt}.${sign(issuedAt)}`;
    },
    age(token, now = Date.now()) {
      if (typeof token !== "string" || token.length > 40) return undefined;
      const dot = token.indexOf(".");
      if (dot < 1) return undefined;
      const issuedAt = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(sign(issuedAt));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const age = now - parseInt(issuedAt, 36);
      return Number.isFinite(age) && age >= 0 && age <= maxAgeMs ? age : undefined;
    },
  };
}

const formOpening = /<form\b[^>]*\bdata-form="[a-z]+"[^>]*>/g;

/** A page with forms, split where each answer's token inputs go (see `stampTimeTokens`). */
export interface TokenSlot {
  /** The page up to `</body>`, each stamped form given an id. */
  before: string;
  after: string;
  forms: number;
}

/**
 * The token inputs sit outside the forms, before </body>, each tied to its form by `form="…"`:
 * an extra child inside a form would not match what React hydrates, while an extra attribute
 * on the form is left alone. A post without JavaScript and FormData(form) both carry it. The
 * split is made once per page; only the inputs change from answer to answer, at the end of the
 * page, so the server compresses everything before them once (server/brotli-tail.ts).
 */
export function tokenSlot(html: string): TokenSlot | undefined {
  let forms = 0;
  const withIds = html.replace(formOpening, (tag) => {
    if (/\sid="/.test(tag)) return tag;
    forms += 1;
    return `${tag.slice(0, 5)} id="form-t${forms}"${tag.slice(5)}`;
  });
  if (forms === 0) return undefined;
  const end = withIds.lastIndexOf("</body>");
  if (end === -1) return { before: withIds, after: "", forms };
  return { before: withIds.slice(0, end), after: withIds.slice(end), forms };
}

/** The hidden inputs that carry one answer's token, one per stamped form. */
export const tokenInputs = (forms: number, token: string) =>
  Array.from(
    { length: forms },
    (_, index) => `<input type="hidden" name="_t" value="${token}" form="form-t${index + 1}">`,
  ).join("");

/** The page's HTML with a fresh token for each of its forms. */
export function stampTimeTokens(html: string, token: string): string {
  const slot = tokenSlot(html);
  return slot ? slot.before + tokenInputs(slot.forms, token) + slot.after : html;
}
