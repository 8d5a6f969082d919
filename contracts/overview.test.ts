import { describe, expect, it } from "vitest";
import { percentile75, vitalBucket, vitalRating } from "./overview";

describe("vitals buckets", () => {
  it("puts each threshold on a bucket edge, so a rating read from buckets is exact", () => {
    expect(vitalBucket("lcp", 2500)).toBe(25);
    expect(vitalBucket("lcp", 2500.4)).toBe(26);
    expect(vitalBucket("inp", 200)).toBe(20);
    expect(vitalBucket("cls", 0.1)).toBe(10);
    expect(vitalBucket("cls", 0.25)).toBe(25);
    expect(vitalBucket("cls", 0)).toBe(0);
    expect(vitalBucket("lcp", 60_000)).toBe(101);
  });

  it("rates on Google's thresholds: up to good is good, above poor is poor", () => {
    expect(vitalRating("lcp", 2500)).toBe("good");
    expect(vitalRating("lcp", 2600)).toBe("needs-improvement");
    expect(vitalRating("lcp", 4000)).toBe("needs-improvement");
    expect(vitalRating("lcp", 4100)).toBe("poor");
    expect(vitalRating("inp", 500)).toBe("needs-improvement");
    expect(vitalRating("cls", 0.26)).toBe("poor");
    expect(vitalRating("lcp", 10_000, true)).toBe("poor");
  });

  it("reads p75 as the upper edge of the bucket holding the 75th percentile sample", () => {
    const counts = Array.from({ length: 102 }, () => 0);
    // 1,000 samples: 700 at 1.2 s, 100 at 2.4 s, 200 at 5 s: the 750th sample is 2.4 s.
    for (const [value, samples] of [
      [1200, 700],
      [2400, 100],
      [5000, 200],
    ] as const)
      counts[vitalBucket("lcp", value)] = samples;
    expect(percentile75("lcp", counts)).toEqual({ value: 2400, beyond: false, samples: 1000 });
    counts[vitalBucket("lcp", 30_000)] = 5000;
    expect(percentile75("lcp", counts)).toEqual({ value: 10_000, beyond: true, samples: 6000 });
    expect(percentile75("cls", [0, 0, 0]).value).toBeNull();
  });
});
