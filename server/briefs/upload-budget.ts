import { clientGroup } from "../client-group";

/**
 * How many files one client (server/client-group.ts: an address, an IPv6 /64) may send in a
 * window: a file costs the server up to 10 MB of disk, so uploads have a budget of their own,
 * far below the forms'. A fixed window per client, forgotten when it ends.
 */
export function uploadBudget({ max, windowMs }: { max: number; windowMs: number }) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Seconds to wait when the client's budget is spent, else 0 (and one upload counted). */
    take(address: string, now = Date.now()): number {
      if (windows.size > 100_000) windows.clear();
      const key = clientGroup(address);
      const current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        windows.set(key, { start: now, count: 1 });
        return 0;
      }
      if (current.count >= max) return Math.ceil((current.start + windowMs - now) / 1000);
      current.count++;
      return 0;
    },
  };
}
export type UploadBudget = ReturnType<typeof uploadBudget>;
