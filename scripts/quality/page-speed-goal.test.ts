import { describe, expect, it } from "vitest";
import {
  calibratedCpuSlowdown,
  goalSummary,
  routeStanding,
  type BenchRun,
} from "./page-speed-goal";

const floor = { lcp: 650, fcp: 600 };
const run = (lcp: number, fcp: number, more: Partial<BenchRun> = {}): BenchRun => ({
  lcp,
  fcp,
  tbt: 20,
  cls: 0,
  scores: { performance: 100 },
  ...more,
});

describe("routeStanding", () => {
  it("judges the medians of a route's runs against the floor measured in the same run", () => {
    const standing = routeStanding([run(1000, 700), run(900, 770), run(880, 760)], floor);
    expect(standing.lcp).toBe(900);
    expect(standing.fcp).toBe(760);
    expect(standing.lcpRatio).toBe(1.38);
    expect(standing.fcpRatio).toBe(1.27);
    expect(standing.meets).toEqual({
      lcpRatio: true,
      fcpRatio: true,
      tbtMs: true,
      cls: true,
      performance: true,
    });
  });

  it("counts a ratio as printed: 1.404x shows as 1.40x and is within 1.4x, 1.406x is not", () => {
    expect(routeStanding([run(912.6, 600)], floor).meets.lcpRatio).toBe(true);
    expect(routeStanding([run(913.9, 600)], floor).meets.lcpRatio).toBe(false);
  });

  it("misses each part on its own: TBT over 50 ms, any layout shift, a score under 100", () => {
    const standing = routeStanding(
      [run(700, 600, { tbt: 51, cls: 0.001, scores: { performance: 99 } })],
      floor,
    );
    expect(standing.meets).toEqual({
      lcpRatio: true,
      fcpRatio: true,
      tbtMs: false,
      cls: false,
      performance: false,
    });
  });

  it("refuses a route that was never measured", () => {
    expect(() => routeStanding([], floor)).toThrow(/without runs/);
  });
});

describe("goalSummary", () => {
  it("says how many routes meet each part of the goal and names the ones that do not", () => {
    const standings = new Map([
      ["/", routeStanding([run(1000, 900, { tbt: 400 })], floor)],
      ["/faqs", routeStanding([run(850, 700, { tbt: 30 })], floor)],
    ]);
    expect(goalSummary(standings)).toEqual([
      "LCP within 1.4x: 1 of 2 (not: `/`)",
      "FCP within 1.3x: 1 of 2 (not: `/`)",
      "TBT within 50 ms: 1 of 2 (not: `/`)",
      "CLS 0: 2 of 2",
      "performance 100: 2 of 2",
    ]);
  });
});

describe("calibratedCpuSlowdown", () => {
  it("is Lighthouse's default at the middle of the high-end desktop bracket", () => {
    expect(calibratedCpuSlowdown(1750, "mobile")).toBe(4);
    expect(calibratedCpuSlowdown(1750, "desktop")).toBe(1);
  });

  it("grows with the machine's benchmark index, and never speeds a slow machine up", () => {
    expect(calibratedCpuSlowdown(2915, "mobile")).toBe(6.7);
    expect(calibratedCpuSlowdown(1888, "mobile")).toBe(4.3);
    expect(calibratedCpuSlowdown(3500, "desktop")).toBe(2);
    expect(calibratedCpuSlowdown(300, "mobile")).toBe(1);
    expect(calibratedCpuSlowdown(1200, "desktop")).toBe(1);
  });
});
