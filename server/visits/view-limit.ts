import { clientGroup } from "../client-group";

/**
 * How many page views each client group (server/client-group.ts: an IPv4 address, an IPv6 /64)
 * may have counted per clock minute; the pages themselves are always served. A loop of
 * requests from one client then adds at most `max` views (and visitors) a minute to the
 * Overview, whatever user agents, referrers or campaigns it sends.
 *
 * The table is emptied when the minute turns and holds at most `maxClients` groups: an attacker
 * with more addresses than that in one minute does not grow it, the groups beyond it share one
 * budget of `max` between them. A fixed window rather than a sliding one: one number per group,
 * and the bound ("max a minute") is what the owner reads in the docs.
 */
export interface ViewLimitOptions {
  /** Views counted per client group per minute. */
  max: number;
  /** Groups tracked per minute at most; the rest share one budget. */
  maxClients?: number;
  now?: () => number;
}

/** Beyond this many groups a minute, new ones share the overflow's budget (about 1 MB at most). */
const defaultMaxClients = 10_000;

/** The key no client group can be (client groups are addresses or `other:`-prefixed). */
const overflow = "overflow";

export function viewLimit({
  max,
  maxClients = defaultMaxClients,
  now = Date.now,
}: ViewLimitOptions) {
  let minute = Math.floor(now() / 60_000);
  let counts = new Map<string, number>();
  let refused = 0;
  return {
    /** True when a view from this address may be counted now (and counts it against its group). */
    take(address: string): boolean {
      const current = Math.floor(now() / 60_000);
      if (current !== minute) {
        minute = current;
        counts = new Map();
      }
      let key = clientGroup(address);
      // The last place is the shared budget's, so the table never holds more than maxClients.
      if (!counts.has(key) && counts.size >= maxClients - 1) key = overflow;
      const taken = counts.get(key) ?? 0;
      if (taken >= max) {
        refused++;
        return false;
      }
      counts.set(key, taken + 1);
      return true;
    },
    /** Views not counted for their group's limit since the start, and groups tracked now. */
    counts: () => ({ refused, clients: counts.size }),
  };
}

export type ViewLimit = ReturnType<typeof viewLimit>;
