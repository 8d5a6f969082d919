import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeBackends } from "@tests/support/store-backends";
import type { Store } from "../store/store";
import { keyPeriodMs } from "./time-token";
import { storedTimeTokens } from "./token-keys";

/**
 * The time tokens' keys rotate weekly with an overlap, on every server of a store alike: a
 * token issued before the week's turn still verifies after it, on any server, until it is a
 * week old; the next week's key is made ahead, so the turn needs no store. The clock is the
 * test's.
 */

const { backends } = storeBackends("token-keys");
const hour = 3_600_000;
/** An hour before a week's turn. */
const beforeTurn = 2_900 * keyPeriodMs - hour;

describe.each(backends)("time token keys on %s", (_name, backend) => {
  let open: () => Promise<Store>;
  const stores: Store[] = [];
  let clock = beforeTurn;
  const server = async () => {
    const store = await open();
    stores.push(store);
    return storedTimeTokens(store, () => clock);
  };

  beforeEach(async () => {
    open = await backend.fresh();
    clock = beforeTurn;
  }, 30_000);
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
  });

  it("verifies one server's token on another, across the week's turn and a restart", async () => {
    const [one, other] = await Promise.all([server(), server()]);
    const before = one.tokens.issue(clock);
    expect(other.tokens.age(before, clock + 5_000)).toBe(5_000);

    // Past the turn, before either server has looked: both sign with the key made ahead.
    clock = beforeTurn + 2 * hour;
    const after = other.tokens.issue(clock);
    expect(one.tokens.age(after, clock + 1_000)).toBe(1_000);
    await Promise.all([one.refresh(), other.refresh()]);
    expect(one.tokens.age(after, clock + 1_000)).toBe(1_000);
    // Last week's key still checks the token issued before the turn.
    expect(other.tokens.age(before, clock)).toBe(2 * hour);

    // A week and more later, after the next turn: the token from after the first turn still
    // counts, on a server started since; the older one is past its week.
    clock = beforeTurn + keyPeriodMs + hour;
    const restarted = await server();
    expect(restarted.tokens.age(after, clock)).toBe(keyPeriodMs - hour);
    expect(restarted.tokens.age(before, clock)).toBeUndefined();
    expect(restarted.tokens.age(restarted.tokens.issue(clock), clock)).toBe(0);
  });

  it("refuses a token signed with a key the store did not give", async () => {
    const one = await server();
    const elsewhere = await storedTimeTokens(
      {
        async sharedKeys(_name, periods) {
          return new Map(periods.map((period) => [period, Buffer.alloc(32, 1)]));
        },
      },
      () => clock,
    );
    expect(one.tokens.age(elsewhere.tokens.issue(clock), clock + 5_000)).toBeUndefined();
  });
});
