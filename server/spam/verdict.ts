import type { FormName } from "@contracts/forms";
import { clientGroup } from "../client-group";
import { createAddressCounter } from "./address-counter";
import { countLinks } from "./links";
import { createNearDuplicates } from "./near-duplicates";
import { createTimeTokens, type TimeTokens } from "./time-token";

/**
 * The spam verdict of one valid post. Every layer is cheap and in memory, so the check adds
 * microseconds, not a query, to a post. A strong signal (the honeypot) or two weak ones quarantine
 * the lead: status "spam", nothing sent. A single weak signal only marks it suspect: it is stored
 * and sent like any lead, flagged with the reason, since real people trip one too (decision 0121).
 * The visitor is answered as for any success either way, so a bot learns nothing.
 */
export type SpamSignal =
  "honeypot" | "too fast" | "no time token" | "bad time token" | "links" | "duplicate" | "rate";

export interface SpamInput {
  form: FormName;
  /** The honeypot field as posted. */
  honeypot: unknown;
  /** The `_t` field as posted. */
  timeToken: unknown;
  address: string;
  email: string | null;
  message: string | null;
}

/** The filter's limits, derived from the environment (SPAM_*) by server/config.ts. */
export interface SpamSettings {
  /** Per form: a post sooner than this after the page was served is "too fast". */
  minFillMs: Record<FormName, number>;
  /** More links than this in the message: "links". */
  maxLinks: number;
  /** Posts per client (an IPv4 address, an IPv6 /64) per 10 minutes before the rest are "rate". */
  addressMax: number;
  /** Posts per e-mail per hour before the rest are "rate". */
  emailMax: number;
}

/**
 * The fastest a person sends each form with the browser's autofill, less a margin (decision 0121).
 */
export const defaultMinFillMs: Record<FormName, number> = {
  newsletter: 400,
  contact: 1000,
  quote: 1200,
};

export interface SpamVerdict {
  /** "spam": quarantined, nothing is sent; "new": stored and sent as any lead. */
  status: "new" | "spam";
  /** The quarantine's signals, strongest first ("too fast, links"); null when not quarantined. */
  spamReason: string | null;
  /** The single weak signal of a lead that is sent anyway, said for a person; else null. */
  suspectReason: string | null;
}

export const cleanVerdict: SpamVerdict = { status: "new", spamReason: null, suspectReason: null };
export const honeypotVerdict: SpamVerdict = {
  status: "spam",
  spamReason: "honeypot",
  suspectReason: null,
};

/** A verdict from the signals found, each with what it says to the owner. */
export function weigh(found: ReadonlyArray<{ signal: SpamSignal; note: string }>): SpamVerdict {
  const [first] = found;
  if (!first) return cleanVerdict;
  if (first.signal === "honeypot" || found.length > 1)
    return {
      status: "spam",
      spamReason: found.map(({ signal }) => signal).join(", "),
      suspectReason: null,
    };
  return { status: "new", spamReason: null, suspectReason: first.note };
}

const emailWindowMs = 60 * 60_000;

/** A client group as the owner reads it: "one address", or "one IPv6 /64" for a network. */
const clientNamed = (group: string) => (group.endsWith("/64") ? "one IPv6 /64" : "one address");

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export interface SpamFilter {
  tokens: TimeTokens;
  check(input: SpamInput, now?: number): Promise<SpamVerdict>;
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
      const found: Array<{ signal: SpamSignal; note: string }> = [];
      if (typeof input.honeypot === "string" && input.honeypot.trim() !== "")
        found.push({ signal: "honeypot", note: "the hidden field was filled" });
      // Every page this server serves stamps a token into each form, and both a no-JS post and
      // the script send it: none at all means the post did not come from one of its pages. One
      // that does not verify says the same: every server signs with the store's keys, which
      // survive restarts (server/spam/token-keys.ts), so only a forged token or one over a
      // week old fails, and counting it as nothing would let any text cancel both signals.
      const age = tokens.age(input.timeToken, now);
      if (input.timeToken === undefined || input.timeToken === "")
        found.push({ signal: "no time token", note: "sent without the page's time token" });
      else if (age === undefined)
        found.push({ signal: "bad time token", note: "sent with a forged or expired time token" });
      else if (age < settings.minFillMs[input.form])
        found.push({ signal: "too fast", note: `sent ${seconds(age)} after the page opened` });
      const links = countLinks(input.message);
      if (links > settings.maxLinks)
        found.push({ signal: "links", note: `${links} links in the message` });
      // Every layer counts every post, so a flood of spam also fills the client's window. A
      // client is counted as every limit counts one: an IPv6 /64 is one, whichever address.
      const client = clientGroup(input.address);
      const fromClient = addresses.hit(client, now);
      const fromEmail = input.email ? emails.hit(input.email.toLowerCase(), now) : 0;
      if (duplicates.seen(input.message, input.email ?? client, now))
        found.push({ signal: "duplicate", note: "the same message came from another sender" });
      // One "rate" at most; the e-mail's is the more telling (an office shares an address).
      if (fromEmail > settings.emailMax)
        found.push({ signal: "rate", note: `${fromEmail} posts from this e-mail in an hour` });
      else if (fromClient > settings.addressMax)
        found.push({
          signal: "rate",
          note: `${fromClient} posts from ${clientNamed(client)} in 10 minutes`,
        });
      return weigh(found);
    },
  };
}
