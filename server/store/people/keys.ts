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
 * How every section matches an e-mail address: by the Unicode lower case of its NFC form
 * (JÖRG@example.de is jörg@example.de, an umlaut typed as two code points is the one). Neither
 * SQLite's lower() and COLLATE NOCASE (ASCII letters only) nor PostgreSQL's lower() (the
 * database's LC_CTYPE) folds that everywhere, so the key is made here and stored beside the
 * address, indexed (a lead's email_key and reply_to_key, an owner's email_key): both dialects
 * compare keys.
 */
export const addressKey = (email: string) => email.trim().normalize("NFC").toLowerCase();

/** A stored address's key; none for no address. */
export const addressKeyOf = (email: string | null) => (email?.trim() ? addressKey(email) : null);

// A lead's keys are read twice (its row's columns and its person's look-up): parsed once.
const known = new WeakMap<object, PersonKeys>();

export function personKeys(submission: Pick<Submission, "email" | "phone">): PersonKeys {
  let keys = known.get(submission);
  if (!keys) {
    keys = { emailKey: addressKeyOf(submission.email), phoneKey: phoneKey(submission.phone) };
    known.set(submission, keys);
  }
  return keys;
}
