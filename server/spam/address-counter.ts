/**
 * Posts per key (a client's group, an e-mail address) in a sliding window, in memory. The
 * forms' rate limit refuses a flood (429); this softer count quarantines what comes in above a
 * person's pace.
 */
export interface AddressCounter {
  /** Counts this post and returns how many the key sent in the window, this one included. */
  hit(address: string, now?: number): number;
}

export function createAddressCounter({ windowMs = 10 * 60_000, maxAddresses = 50_000 } = {}) {
  // Each address's times are in the order they were counted, so the expired ones are at the
  // front: dropping them costs what expired, not a pass over every post the address sent (a
  // busy address made each of its posts slower before).
  const hits = new Map<string, number[]>();
  const counter: AddressCounter = {
    hit(address, now = Date.now()) {
      const recent = hits.get(address) ?? [];
      let expired = 0;
      while (expired < recent.length && now - (recent[expired] as number) >= windowMs) expired++;
      if (expired > 0) recent.splice(0, expired);
      recent.push(now);
      hits.delete(address);
      hits.set(address, recent);
      if (hits.size > maxAddresses) hits.delete(hits.keys().next().value as string);
      return recent.length;
    },
  };
  return counter;
}
