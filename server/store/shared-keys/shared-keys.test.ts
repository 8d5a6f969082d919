import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeBackends } from "@tests/support/store-backends";
import type { Store } from "../store";

/**
 * The secret keys every server on one store shares (the time tokens', the audit log's): made
 * once by whichever server asks first, read by every other and after a restart, and the same
 * for all of them however many ask at the same moment.
 */

const { backends } = storeBackends("keys");
const fresh = () => randomBytes(32);

describe.each(backends)("shared keys on %s", (_name, backend) => {
  let open: () => Promise<Store>;
  const stores: Store[] = [];
  const opened = async () => {
    const store = await open();
    stores.push(store);
    return store;
  };

  beforeEach(async () => {
    open = await backend.fresh();
  }, 30_000);
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
  });

  it("makes each period's key once and gives the same to another server and after a restart", async () => {
    const first = await opened();
    const made = await first.sharedKeys("time-token", [10, 11, 12], fresh);
    expect([...made.keys()]).toEqual([10, 11, 12]);
    expect(new Set([...made.values()].map((key) => key.toString("hex"))).size).toBe(3);

    const other = await opened();
    expect(await other.sharedKeys("time-token", [10, 11, 12], fresh)).toEqual(made);
    await first.close();
    stores.splice(stores.indexOf(first), 1);
    const restarted = await opened();
    expect(await restarted.sharedKeys("time-token", [11, 12, 13], fresh)).toEqual(
      new Map([...made].slice(1)).set(
        13,
        (await other.sharedKeys("time-token", [13], fresh)).get(13) as Buffer,
      ),
    );
    // Another name's keys are its own.
    const audit = await other.sharedKeys("audit", [0], fresh);
    expect(audit.get(0)).toHaveLength(32);
    expect(audit.get(0)).not.toEqual(made.get(10));
  });

  it("drops a name's keys of the periods before the one it is told, and no other name's", async () => {
    const store = await opened();
    const old = await store.sharedKeys("time-token", [1, 2], fresh);
    const audit = await store.sharedKeys("audit", [0], fresh);
    const later = await store.sharedKeys("time-token", [3], fresh, 2);
    expect(later.get(3)).toHaveLength(32);
    expect((await store.sharedKeys("time-token", [2], fresh)).get(2)).toEqual(old.get(2));
    // Period 1 is gone: asked again, it is a new key.
    expect((await store.sharedKeys("time-token", [1], fresh)).get(1)).not.toEqual(old.get(1));
    expect(await store.sharedKeys("audit", [0], fresh)).toEqual(audit);
  });

  it("gives every server the same keys when many ask for new periods at once", async () => {
    const servers = [await opened(), await opened(), await opened()];
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        (servers[i % servers.length] as Store).sharedKeys(
          "time-token",
          [100 + (i % 3), 101 + (i % 3), 102 + (i % 3)],
          fresh,
          98 + (i % 3),
        ),
      ),
    );
    const seen = new Map<number, string>();
    for (const keys of answers)
      for (const [period, key] of keys) {
        const hex = key.toString("hex");
        expect(seen.get(period) ?? hex).toBe(hex);
        seen.set(period, hex);
      }
    expect([...seen.keys()].sort()).toEqual([100, 101, 102, 103, 104]);
  });
});
