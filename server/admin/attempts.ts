/**
 * Sign-in attempts in a sliding window, per client address and per account, in memory: a
 * guesser is slowed on one account from many addresses and on many accounts from one address.
 */
export interface AttemptLimiter {
  /** Seconds until another attempt is allowed, or 0. */
  blockedFor(key: string, now?: number): number;
  record(key: string, now?: number): void;
  clear(key: string): void;
}

export function createAttemptLimiter({
  max,
  windowMs,
  maxKeys = 50_000,
}: {
  max: number;
  windowMs: number;
  maxKeys?: number;
}): AttemptLimiter {
  const attempts = new Map<string, number[]>();
  const recent = (key: string, now: number) =>
    (attempts.get(key) ?? []).filter((at) => now - at < windowMs);
  return {
    blockedFor(key, now = Date.now()) {
      const times = recent(key, now);
      if (times.length < max) return 0;
      return Math.ceil(((times[0] ?? now) + windowMs - now) / 1000);
    },
    record(key, now = Date.now()) {
      const times = recent(key, now);
      times.push(now);
      attempts.delete(key);
      attempts.set(key, times);
      if (attempts.size > maxKeys) attempts.delete(attempts.keys().next().value as string);
    },
    clear: (key) => void attempts.delete(key),
  };
}
