import { createHmac, randomBytes } from "node:crypto";
import type { VisitStore } from "../store/visits/visits";
import { visitDay } from "./visit-day";

/**
 * The day's visitor, without cookies (Plausible's method, decision 0115): a keyed hash of the
 * client's address and its user agent, under the day's random salt. Not of the Host header,
 * which the client writes: one browser is one visitor whatever host it names. With the
 * salt deleted when the day turns, nobody (the owner included) can compute a past day's hashes
 * again, so a visitor cannot be followed from one day to the next. The address and the user
 * agent are never stored; the hash is stored only in the day's visitor table, deleted with it.
 */
export function visitorHash(salt: Buffer, address: string, userAgent: string) {
  return createHmac("sha256", salt).update(`${address}\n${userAgent}`).digest("base64url");
}

/** Bytes of a day's salt (HMAC-SHA-256's block is 64; 32 random bytes are its full strength). */
const saltBytes = 32;

/** Today's salt, in memory for the day, as every server on the store shares it. */
export interface DaySalt {
  day: string;
  salt: Promise<Buffer>;
}

/**
 * The salt of the current day, read from (or made in) the store once a day and kept in memory
 * until the day turns. Asking for a new day rotates: the store deletes every earlier salt and
 * that day's visitor numbers (server/store/{sqlite,postgres}/visits.ts).
 */
export function daySalts(store: Pick<VisitStore, "daySalt">, now: () => Date = () => new Date()) {
  let current: DaySalt | undefined;
  return {
    today(): DaySalt {
      const day = visitDay(now());
      if (current?.day === day) return current;
      const salt = store.daySalt(day, () => randomBytes(saltBytes));
      const made: DaySalt = { day, salt };
      // A store that failed is asked again next time, not remembered as failed.
      salt.catch(() => {
        if (current === made) current = undefined;
      });
      current = made;
      return made;
    },
  };
}

export type DaySalts = ReturnType<typeof daySalts>;
