import { describe, expect, it } from "vitest";
import { seededRandom } from "./seeded-random";

describe("seededRandom", () => {
  it("draws the same numbers from the same seed and others from another", () => {
    const draw = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(11));
  });

  it("stays in [0, 1)", () => {
    const next = seededRandom(31);
    const values = Array.from({ length: 10_000 }, next);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
  });
});
