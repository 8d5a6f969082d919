/**
 * A token bucket across all clients: `perSecond` attempts on average, `burst` at once.
 * take() answers 0 when an attempt may go ahead, else the seconds until one may; peek() answers
 * the same without taking (a refusal before the request's body is read).
 */
export function createTokenBucket({ perSecond, burst }: { perSecond: number; burst: number }) {
  let tokens = burst;
  let updated = Date.now();
  const refill = (now: number) => {
    tokens = Math.min(burst, tokens + ((now - updated) / 1000) * perSecond);
    updated = now;
  };
  const wait = () => Math.ceil((1 - tokens) / perSecond);
  return {
    peek(now = Date.now()): number {
      refill(now);
      return tokens >= 1 ? 0 : wait();
    },
    take(now = Date.now()): number {
      refill(now);
      if (tokens >= 1) {
        tokens -= 1;
        return 0;
      }
      return wait();
    },
  };
}
