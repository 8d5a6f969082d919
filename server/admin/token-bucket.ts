/**
 * A token bucket across all clients: `perSecond` attempts on average, `burst` at once.
 * take() answers 0 when an attempt may go ahead, else the seconds until one may.
 */
export function createTokenBucket({ perSecond, burst }: { perSecond: number; burst: number }) {
  let tokens = burst;
  let updated = Date.now();
  return {
    take(now = Date.now()): number {
      tokens = Math.min(burst, tokens + ((now - updated) / 1000) * perSecond);
      updated = now;
      if (tokens >= 1) {
        tokens -= 1;
        return 0;
      }
      return Math.ceil((1 - tokens) / perSecond);
    },
  };
}
