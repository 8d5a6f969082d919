import { clientGroup } from "../client-group";

/**
 * How many page views each client group (server/client-group.ts: an IPv4 address, an IPv6 /64)
 * may have counted a minute; the pages themselves are always served. A loop of requests from
 * one client then adds at most `max` views (and visitors) a minute to the Overview, whatever
 * user agents, referrers or campaigns it sends.
 *
 * A client's minute starts with its first counted view, not on the clock's minute: a flood
 * that runs across the clock's turn of a minute gets no second budget. Clients are kept in two
 * generations, the one of this minute and the one before; the older is dropped as the minute
 * turns, when every window in it has closed. A generation holds at most
 * `maxClients` clients: an attacker with more addresses than that in a minute does not grow the
 * table, the clients beyond it share one budget of `max` between them.
 */
export interface ViewLimitOptions {
  /** Views counted per client group per minute. */
  max: number;
  /** Clients tracked per generation at most; the rest share one budget. */
  maxClients?: number;
  now?: () => number;
}

/** Beyond this many clients a minute, new ones share the overflow's budget (about 2 MB at most). */
const defaultMaxClients = 10_000;

const minute = 60_000;

/** The key no client group can be (client groups are addresses or `other:`-prefixed). */
const overflow = "overflow";

interface Window {
  start: number;
  count: number;
}

export function viewLimit({
  max,
  maxClients = defaultMaxClients,
  now = Date.now,
}: ViewLimitOptions) {
  let current = new Map<string, Window>();
  let previous = new Map<string, Window>();
  let turned = now();
  let refused = 0;

  function turn(at: number) {
    if (at - turned < minute) return;
    previous = at - turned < 2 * minute ? current : new Map();
    current = new Map();
    turned = at;
  }

  /**
   * The client's window if it is still open. One in the older generation began before this
   * minute's generation did, so it closes before the next turn drops it.
   */
  function openWindow(key: string, at: number) {
    const window = current.get(key) ?? previous.get(key);
    return window && at - window.start < minute ? window : undefined;
  }

  return {
    /** True when a view from this address may be counted now (and counts it against its group). */
    take(address: string): boolean {
      const at = now();
      turn(at);
      let key = clientGroup(address);
      let window = openWindow(key, at);
      // The last place is the shared budget's, so a generation never holds more than maxClients.
      if (!window && !current.has(key) && current.size >= maxClients - 1) {
        key = overflow;
        window = openWindow(key, at);
      }
      if (!window) current.set(key, (window = { start: at, count: 0 }));
      if (window.count >= max) {
        refused++;
        return false;
      }
      window.count++;
      return true;
    },
    /** Views not counted for their group's limit since the start, and clients tracked now. */
    counts: () => ({ refused, clients: current.size + previous.size }),
  };
}

export type ViewLimit = ReturnType<typeof viewLimit>;
