import { describe, expect, it } from "vitest";
import { pageView } from "@tests/support/overview-fixtures";
import { storeBackends } from "@tests/support/store-backends";
import { visitDay } from "./visit-day";
import { daySalts, visitorHash } from "./visitor-hash";

/**
 * The daily salt that visitor numbers are hashed with: shared by every server on a store, replaced
 * when the day turns, and then gone, so that yesterday's hashes can be neither recomputed nor
 * matched.
 */

const { backends } = storeBackends("salts");

const view = (day: string, hash: string) => pageView({ day, hash });

describe.each(backends)("the day's salt on %s", (_name, backend) => {
  it("is one salt for every server on the store, made once", async () => {
    const open = await backend.fresh();
    const [one, two] = [await open(), await open()];
    try {
      const at = () => new Date("2026-11-28T10:00:00Z");
      const [a, b] = await Promise.all([
        daySalts(one, at).today().salt,
        daySalts(two, at).today().salt,
      ]);
      expect(a.length).toBe(32);
      expect(b.equals(a)).toBe(true);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it("cannot give yesterday's hash today: the salt and the day's visitors are gone", async () => {
    const store = await (await backend.fresh())();
    try {
      let now = new Date("2026-11-28T18:00:00Z"); // 23:00 in Islamabad
      const salts = daySalts(store, () => now);
      const yesterday = salts.today();
      expect(yesterday.day).toBe("2026-11-28");
      const hashOf = async (salt: Promise<Buffer>) =>
        visitorHash(await salt, "203.0.113.9", "Mozilla/5.0 Test");
      const oldHash = await hashOf(yesterday.salt);
      await store.storePageViews([view("2026-11-28", oldHash)]);
      expect(await store.visitorPageViews("2026-11-28", oldHash, now, 20)).toBeDefined();

      now = new Date("2026-11-28T19:00:00Z"); // midnight in Islamabad: a new day
      const today = salts.today();
      expect(today.day).toBe(visitDay(now));
      expect(today.day).toBe("2026-11-29");
      const newHash = await hashOf(today.salt);
      expect(newHash).not.toBe(oldHash);
      // Yesterday's salt row is deleted: asking for that day again makes another salt.
      const again = await store.daySalt("2026-11-28", () => Buffer.alloc(32, 7));
      expect(again.equals(await yesterday.salt)).toBe(false);
      // Yesterday's hash maps to no visitor any more; its page view keeps only its number.
      expect(await store.visitorPageViews("2026-11-28", oldHash, now, 20)).toBeUndefined();
      expect((await store.countVisitEvents()).pageViews).toBe(1);
    } finally {
      await store.close();
    }
  });

  it("numbers visitors across days without reuse", async () => {
    const store = await (await backend.fresh())();
    try {
      await store.storePageViews([view("2026-11-27", "a"), view("2026-11-27", "b")]);
      await store.daySalt("2026-11-28", () => Buffer.alloc(32, 1));
      await store.storePageViews([view("2026-11-28", "c")]);
      const first = await store.visitorPageViews("2026-11-28", "c", new Date("2026-11-29"), 20);
      expect(first?.visitor).toBe(3);
    } finally {
      await store.close();
    }
  });
});
