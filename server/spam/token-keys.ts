import { randomBytes } from "node:crypto";
import type { KeyStore } from "../store/shared-keys/shared-keys";
import { createTimeTokens, keyPeriodOf, type TimeTokens } from "./time-token";

/** The store's name for the time tokens' keys, one per week (server/spam/time-token.ts). */
const keyName = "time-token";
const keyBytes = 32;
/** How often a server looks whether the week has turned, to load the next week's key. */
const turnCheckMs = 60_000;

export interface StoredTimeTokens {
  tokens: TimeTokens;
  /** Loads the weeks' keys if the week has turned since the last load. */
  refresh(): Promise<void>;
  /** Refreshes every minute until the returned function is called; a failure is retried. */
  keepFresh(onError: (error: unknown) => void): () => void;
}

/**
 * The time tokens under keys every server on the store shares, so a page served by one server
 * verifies on another and after a restart. Each server keeps last week's key, this week's and
 * next week's in memory: the next is made ahead, so when the week turns every server already
 * signs with the same new key, and last week's still checks the tokens issued before the turn.
 * Asking again when the week turns drops the keys older than last week's but one (a server
 * whose clock is a little behind still finds last week's). Resolves once the keys are loaded.
 */
export async function storedTimeTokens(
  store: KeyStore,
  now: () => number = Date.now,
): Promise<StoredTimeTokens> {
  let loadedFor = Number.NaN;
  let keys = new Map<number, Buffer>();
  // A week the store never gave a key for (it failed for over a week): a key of this process
  // alone keeps the pages served, its tokens checked here only.
  const standIns = new Map<number, Buffer>();
  const keyOf = (period: number) => {
    const stored = keys.get(period);
    if (stored) return stored;
    if (standIns.size > 3) standIns.clear();
    const standIn = standIns.get(period) ?? randomBytes(keyBytes);
    standIns.set(period, standIn);
    return standIn;
  };
  const refresh = async () => {
    const week = keyPeriodOf(now());
    if (week === loadedFor) return;
    const fresh = () => randomBytes(keyBytes);
    keys = await store.sharedKeys(keyName, [week - 1, week, week + 1], fresh, week - 2);
    loadedFor = week;
  };
  await refresh();
  return {
    tokens: createTimeTokens(keyOf),
    refresh,
    keepFresh(onError) {
      const timer = setInterval(() => void refresh().catch(onError), turnCheckMs).unref();
      return () => clearInterval(timer);
    },
  };
}
