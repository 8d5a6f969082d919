/**
 * Sign-in attempts in a sliding window, in memory, by key (a client group, an account and a
 * client group, an account, a device cookie). Either a plain limit (`max` attempts in the
 * window) or a backoff (`backoffAfter` attempts free, then each further one waits twice as
 * long after the latest, up to `maxDelayMs`).
 */
export interface AttemptLimiter {
  /** Seconds until another attempt is allowed, or 0. */
  blockedFor(key: string, now?: number): number;
  record(key: string, now?: number): void;
  clear(key: string): void;
}

export function createAttemptLimiter({
  max = Infinity,
  windowMs,
  backoffAfter,
  maxDelayMs = windowMs,
  maxKeys = 50_000,
}: {
  max?: number;
  windowMs: number;
  backoffAfter?: number;
  maxDelayMs?: number;
  maxKeys?: number;
}): AttemptLimiter {
  const attempts = new Map<string, number[]>();
  const recent = (key: string, now: number) =>
    (attempts.get(key) ?? []).filter((at) => now - at < windowMs);
  const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));
  return {
    blockedFor(key, now = Date.now()) {
      const times = recent(key, now);
      if (times.length >= max) return seconds((times[0] ?? now) + windowMs - now);
      if (backoffAfter === undefined || times.length < backoffAfter) return 0;
      const delay = Math.min(maxDelayMs, 1000 * 2 ** (times.length - backoffAfter));
      return seconds((times.at(-1) ?? now) + delay - now);
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
