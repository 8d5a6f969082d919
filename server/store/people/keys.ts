import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { Submission } from "@contracts/forms";

/**
 * What makes two leads one person (decision 0182): the same e-mail address, compared as the
 * erasure compares it (Unicode lower case of its NFC form), or the same phone number in E.164,
 * read with Pakistan as the default region. A number the library does not recognise as valid
 * keys nothing, so a typo or a placeholder never joins strangers.
 */
export interface PersonKeys {
  emailKey: string | null;
  phoneKey: string | null;
}

const defaultPhoneRegion = "PK";

/** The last numbers read: parsing takes ~50 µs, and a person often writes the same one again. */
const recentPhones = new Map<string, string | null>();
const recentPhonesMax = 1000;

export function phoneKey(phone: string | null): string | null {
  if (!phone) return null;
  let key = recentPhones.get(phone);
  if (key === undefined) {
    const number = parsePhoneNumberFromString(phone, defaultPhoneRegion);
    key = number?.isValid() ? number.number : null;
    if (recentPhones.size >= recentPhonesMax) recentPhones.clear();
    recentPhones.set(phone, key);
  }
  return key;
}

/**
 * Erasure compares addresses as Unicode lower case of their NFC form (JÖRG@example.de is
 * jörg@example.de). Neither SQLite's lower() (ASCII only) nor PostgreSQL's (the database's
 * LC_CTYPE) does that everywhere, so the database picks the candidates, cheaply and never too
 * few: an ASCII case-insensitive match, or any address with a non-ASCII character; this exact
 * comparison decides.
 */
export const addressKey = (email: string) => email.trim().normalize("NFC").toLowerCase();

const emailKey = (email: string | null) => (email?.trim() ? addressKey(email) : null);

// A lead's keys are read twice (its row's columns and its person's look-up): parsed once.
const known = new WeakMap<object, PersonKeys>();

export function personKeys(submission: Pick<Submission, "email" | "phone">): PersonKeys {
  let keys = known.get(submission);
  if (!keys) {
    keys = { emailKey: emailKey(submission.email), phoneKey: phoneKey(submission.phone) };
    known.set(submission, keys);
  }
  return keys;
}
