/**
 * Posts per client address in a sliding window, in memory. The forms' rate limit refuses a
 * flood (429); this softer count quarantines what comes in above a person's pace.
 */
export interface AddressCounter {
  /** Counts this post and returns how many the address sent in the window, this one included. */
  hit(address: string, now?: number): number;
}

export function createAddressCounter({ windowMs = 10 * 60_000, maxAddresses = 50_000 } = {}) {
  const hits = new Map<string, number[]>();
  const counter: AddressCounter = {
    hit(address, now = Date.now()) {
      const recent = (hits.get(address) ?? []).filter((at) => now - at < windowMs);
      recent.push(now);
      hits.delete(address);
      hits.set(address, recent);
      if (hits.size > maxAddresses) hits.delete(hits.keys().next().value as string);
      return recent.length;
    },
  };
  return counter;
}
