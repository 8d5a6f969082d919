import { createAddressCounter } from "./address-counter";
import { countLinks } from "./links";
import { createNearDuplicates } from "./near-duplicates";
import { createTimeTokens, type TimeTokens } from "./time-token";

/**
 * The spam verdict of one valid post. Every layer is cheap and in memory, so the check adds
 * microseconds, not a query, to a post. A suspect post is
 * stored with status "spam" and the first reason found; the visitor is answered as for any
 * success, so a bot learns nothing (docs/decisions/0121).
 */
export type SpamReason = "honeypot" | "too fast" | "links" | "duplicate" | "rate";

export interface SpamInput {
  /** The honeypot field as posted. */
  honeypot: unknown;
  /** The `_t` field as posted (absent on pages served elsewhere, or by an old cached page). */
  timeToken: unknown;
  address: string;
  email: string | null;
  message: string | null;
}

/** The filter's limits, derived from the environment (SPAM_*) by server/config.ts. */
export interface SpamSettings {
  /** A post sooner than this after the page was served is "too fast". */
  minFillMs: number;
  /** More links than this in the message: "links". */
  maxLinks: number;
  /** Posts per address per 10 minutes before the rest are "rate". */
  addressMax: number;
  /** Posts per e-mail per hour before the rest are "rate". */
  emailMax: number;
}

const emailWindowMs = 60 * 60_000;

export interface SpamFilter {
  tokens: TimeTokens;
  /** Undefined: not spam. */
  check(input: SpamInput, now?: number): Promise<SpamReason | undefined>;
}

export function createSpamFilter(
  settings: SpamSettings,
  tokens: TimeTokens = createTimeTokens(),
): SpamFilter {
  const addresses = createAddressCounter();
  // In memory like the address count: a query per post cost more CPU than all other layers
  // together (measured with bench:forms); a restart forgets the last hour.
  const emails = createAddressCounter({ windowMs: emailWindowMs });
  const duplicates = createNearDuplicates();
  return {
    tokens,
    async check(input, now = Date.now()) {
      if (typeof input.honeypot === "string" && input.honeypot.trim() !== "") return "honeypot";
      // No token (a no-JS post from a page served elsewhere, an expired one) is not suspect by
      // itself: only a valid token that proves a too-quick post is.
      const age = tokens.age(input.timeToken, now);
      if (age !== undefined && age < settings.minFillMs) return "too fast";
      if (countLinks(input.message) > settings.maxLinks) return "links";
      // Counted for every post, so a flood of spam also fills the address's window.
      const fromAddress = addresses.hit(input.address, now);
      if (duplicates.seen(input.message, input.email ?? input.address, now)) return "duplicate";
      if (fromAddress > settings.addressMax) return "rate";
      if (input.email && emails.hit(input.email.toLowerCase(), now) > settings.emailMax)
        return "rate";
      return undefined;
    },
  };
}
