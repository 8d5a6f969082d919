/**
 * The page-speed goal the bench reports against, apart from the gate's thresholds: the gate
 * fails a build on a regression with room for this machine's noise (decision 0060);
 * the goal is where every route should end up, and the bench counts how many are there.
 */
import { median, routeMedians, type FloorMetrics, type RunMetrics } from "./gate";

export const pageSpeedGoal = {
  /** Median LCP of a route, at most this multiple of the floor page's median LCP. */
  lcpRatio: 1.4,
  /** Median FCP of a route, at most this multiple of the floor page's median FCP. */
  fcpRatio: 1.3,
  /** Median Total Blocking Time in ms. */
  tbtMs: 50,
  /** Median Cumulative Layout Shift: none at all. */
  cls: 0,
  /** Median performance score. */
  performance: 100,
} as const;

export type GoalPart = keyof typeof pageSpeedGoal;

/** One run of one page, as the bench keeps it: the gate's metrics and the performance score. */
export type BenchRun = RunMetrics & { scores: { performance: number } };

/** A route's medians and which parts of the goal they meet. */
export interface RouteStanding {
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  performance: number;
  lcpRatio: number;
  fcpRatio: number;
  meets: Record<GoalPart, boolean>;
}

export function routeStanding(runs: readonly BenchRun[], floor: FloorMetrics): RouteStanding {
  if (runs.length === 0) throw new Error("A route without runs has no standing.");
  // The gate's medians and ratios; the ratios rounded as printed, so that a route shown at
  // "1.40x" is within 1.4x.
  const { lcp, fcp, tbt, cls, ...ratios } = routeMedians(runs, floor);
  const performance = median(runs.map((run) => run.scores.performance));
  const lcpRatio = Math.round(ratios.lcpRatio * 100) / 100;
  const fcpRatio = Math.round(ratios.fcpRatio * 100) / 100;
  return {
    lcp,
    fcp,
    tbt,
    cls,
    performance,
    lcpRatio,
    fcpRatio,
    meets: {
      lcpRatio: lcpRatio <= pageSpeedGoal.lcpRatio,
      fcpRatio: fcpRatio <= pageSpeedGoal.fcpRatio,
      tbtMs: tbt <= pageSpeedGoal.tbtMs,
      cls: cls <= pageSpeedGoal.cls,
      performance: performance >= pageSpeedGoal.performance,
    },
  };
}

const partNames: Record<GoalPart, string> = {
  lcpRatio: `LCP within ${pageSpeedGoal.lcpRatio}x`,
  fcpRatio: `FCP within ${pageSpeedGoal.fcpRatio}x`,
  tbtMs: `TBT within ${pageSpeedGoal.tbtMs} ms`,
  cls: "CLS 0",
  performance: `performance ${pageSpeedGoal.performance}`,
};

/** "LCP within 1.4x: 21 of 27 (over: `/`, …)" for each part of the goal, one line each. */
export function goalSummary(standings: ReadonlyMap<string, RouteStanding>): string[] {
  return (Object.keys(pageSpeedGoal) as GoalPart[]).map((part) => {
    const missed = [...standings].filter(([, standing]) => !standing.meets[part]);
    const met = standings.size - missed.length;
    const list = missed.map(([route]) => `\`${route}\``).join(", ");
    return `${partNames[part]}: ${met} of ${standings.size}${missed.length > 0 && missed.length <= 12 ? ` (not: ${list})` : ""}`;
  });
}

/** The middle of Lighthouse's high-end desktop bracket of benchmark index (1500-2000). */
export const calibrationIndex = 1750;

/**
 * The CPU slowdown that takes this machine where Lighthouse's default takes the machine it was
 * tuned on (docs/throttling.md of Lighthouse, "Calibrating the CPU slowdown"): its mobile 4x
 * moves a high-end desktop (benchmark index 1500-2000) into mid-tier mobile, and a machine higher
 * in its bracket needs a higher multiplier. Here the multiplier is proportional to the index,
 * 4x at the bracket's middle (1750) on mobile; on desktop (Lighthouse: no slowdown) 1x there.
 * Never below 1: a slower machine is not sped up.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number, formFactor: "mobile" | "desktop") {
  const atMiddle = formFactor === "mobile" ? 4 : 1;
  const slowdown = (atMiddle * benchmarkIndex) / calibrationIndex;
  return Math.max(1, Math.round(slowdown * 10) / 10);
}
