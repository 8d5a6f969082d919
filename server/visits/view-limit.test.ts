import { describe, expect, it } from "vitest";
import { viewLimit } from "./view-limit";

/** The per-client limit of counted views, on a clock the test moves. */
describe("the page-view limit per client", () => {
  const clock = (start = Date.parse("2026-12-01T10:00:00Z")) => {
    let at = start;
    return { now: () => at, move: (ms: number) => (at += ms) };
  };
  const taken = (limit: ReturnType<typeof viewLimit>, address: string, times: number) =>
    Array.from({ length: times }, () => limit.take(address)).filter(Boolean).length;

  it("counts at most `max` views a minute per address, and again from the next minute", () => {
    const time = clock();
    const limit = viewLimit({ max: 5, now: time.now });
    expect(taken(limit, "198.51.100.7", 12)).toBe(5);
    expect(taken(limit, "198.51.100.8", 3)).toBe(3);
    time.move(60_000);
    expect(taken(limit, "198.51.100.7", 12)).toBe(5);
    expect(limit.counts().refused).toBe(14);
  });

  it("gives a flood across the turn of a clock minute no second budget", () => {
    const time = clock(Date.parse("2026-12-01T10:00:59.500Z"));
    const limit = viewLimit({ max: 5, now: time.now });
    expect(taken(limit, "198.51.100.7", 12)).toBe(5);
    time.move(1_000);
    expect(taken(limit, "198.51.100.7", 12)).toBe(0);
    time.move(58_999);
    expect(taken(limit, "198.51.100.7", 12)).toBe(0);
    // A minute after its first counted view, the client has a new minute.
    time.move(1);
    expect(taken(limit, "198.51.100.7", 12)).toBe(5);
  });

  it("counts an IPv6 /64 as one client, whatever addresses in it are used", () => {
    const limit = viewLimit({ max: 5, now: clock().now });
    const addresses = Array.from({ length: 40 }, (_, i) => `2001:db8:7:9::${(i + 1).toString(16)}`);
    expect(addresses.filter((address) => limit.take(address)).length).toBe(5);
    expect(taken(limit, "2001:db8:7:a::1", 9)).toBe(5);
  });

  it("tracks a bounded number of clients: beyond it they share one budget", () => {
    const time = clock();
    const limit = viewLimit({ max: 3, maxClients: 100, now: time.now });
    const addresses = Array.from({ length: 5_000 }, (_, i) => `10.${i >> 8}.${i & 255}.1`);
    const counted = addresses.filter((address) => limit.take(address)).length;
    // 100 groups tracked (99 of them addresses, then the shared one), one view each, the
    // shared budget giving its other 2 views to the next addresses.
    expect(counted).toBe(99 + 3);
    expect(limit.counts().clients).toBe(100);
    // Minute after minute of new addresses: two generations at most, the older dropped.
    for (let round = 1; round <= 3; round++) {
      time.move(30_000);
      for (const address of addresses) limit.take(`${round}.${address.slice(3)}`);
      expect(limit.counts().clients).toBeLessThanOrEqual(200);
    }
  });
});
