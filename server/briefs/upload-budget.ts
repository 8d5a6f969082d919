import { clientGroup } from "../client-group";
import { createAttemptLimiter } from "../sign-in/attempts";

/**
 * How many files one client (server/client-group.ts: an address, an IPv6 /64) may send in a
 * window: a file costs the server up to 10 MB of disk, so uploads have a budget of their own,
 * far below the forms'. The same sliding-window limiter as sign-in's attempts, bounded in the
 * clients it remembers.
 */
export function uploadBudget({ max, windowMs }: { max: number; windowMs: number }) {
  const limiter = createAttemptLimiter({ max, windowMs });
  return {
    /** Seconds to wait when the client's budget is spent, else 0 (and one upload counted). */
    take(address: string, now = Date.now()): number {
      const key = clientGroup(address);
      const wait = limiter.blockedFor(key, now);
      if (wait === 0) limiter.record(key, now);
      return wait;
    },
  };
}
export type UploadBudget = ReturnType<typeof uploadBudget>;
