import { createAttemptLimiter } from "./attempts";
import { createTokenBucket } from "./token-bucket";

/**
 * How hard guessing is (decision 0165). Per client group (an IPv4 address, an IPv6 /64): `perGroup`
 * attempts on any accounts and `perAccountAndGroup` failures on one account in 15 minutes. Per
 * account: `accountBackoffAfter` failures in an hour from anywhere are free, then each further
 * attempt from an untrusted client waits twice as long (up to 15 minutes). All clients together:
 * `perSecond` attempts on average, beyond which only the right password of a real account gets in,
 * so a flood cannot lock the owner out. A browser with the account's device cookie skips all of
 * these, within `perDevice` failures.
 */
export interface SignInLimits {
  perGroup: number;
  perAccountAndGroup: number;
  accountBackoffAfter: number;
  perDevice: number;
  perSecond: number;
  burst: number;
}

export const defaultSignInLimits: SignInLimits = {
  perGroup: 20,
  perAccountAndGroup: 5,
  accountBackoffAfter: 10,
  perDevice: 10,
  // Each hash is about a tenth of a second of one core: two a second leave a 2-core server's
  // event loop its core under a flood (bench:hostile: 5 a second put the posts' p99 at 204 ms).
  // Beyond it, only a real account's attempts hash, and its backoff bounds those.
  perSecond: 2,
  burst: 4,
};

const quarterHour = 15 * 60_000;

/**
 * The sign-in limits of one server, in memory. A trusted attempt carries a valid device cookie
 * (its id): it passes unless that cookie itself failed too often.
 */
export function createSignInGuard(limits: SignInLimits) {
  const byGroup = createAttemptLimiter({ max: limits.perGroup, windowMs: quarterHour });
  const byAccountAndGroup = createAttemptLimiter({
    max: limits.perAccountAndGroup,
    windowMs: quarterHour,
  });
  const byAccount = createAttemptLimiter({
    windowMs: 4 * quarterHour,
    backoffAfter: limits.accountBackoffAfter,
    maxDelayMs: quarterHour,
  });
  const byDevice = createAttemptLimiter({ max: limits.perDevice, windowMs: quarterHour });
  const globalRate = createTokenBucket(limits);
  const pair = (account: string, group: string) => `${account}\n${group}`;

  return {
    trusts: (device: string | undefined): device is string =>
      device !== undefined && byDevice.blockedFor(device) === 0,
    /**
     * What an untrusted attempt from `group` is refused with whatever its account and password,
     * before its body is read: the group's limit; else undefined. Not the global rate: the right
     * password of a real account passes it, and only the body tells.
     */
    refusalBeforeBody(group: string): { status: 429; seconds: number } | undefined {
      const wait = byGroup.blockedFor(group);
      return wait > 0 ? { status: 429, seconds: wait } : undefined;
    },
    /**
     * Counts an untrusted attempt, or refuses it (429) when its group, its account in its group
     * or its account is at a limit. `busyFor` is 0 when the global rate had room for it, else
     * the seconds until it has: the attempt still goes on, and only the right password of a
     * real account gets in; anything else is answered busy, so the owner is never locked out.
     */
    admit(
      account: string,
      group: string,
    ): { status: 429; seconds: number } | { status?: undefined; busyFor: number } {
      const wait = Math.max(
        byGroup.blockedFor(group),
        byAccountAndGroup.blockedFor(pair(account, group)),
        byAccount.blockedFor(account),
      );
      if (wait > 0) return { status: 429, seconds: wait };
      byGroup.record(group);
      return { busyFor: globalRate.take() };
    },
    failed(account: string, group: string, trustedDevice: string | undefined) {
      if (trustedDevice !== undefined) return byDevice.record(trustedDevice);
      byAccountAndGroup.record(pair(account, group));
      byAccount.record(account);
    },
    // The account's backoff stays: a success must not hand a guesser fresh free attempts.
    succeeded: (account: string, group: string) => byAccountAndGroup.clear(pair(account, group)),
  };
}
