/**
 * Lighthouse runs of routes and of the floor page, interleaved so that a change in the machine's
 * load during the run weighs on the denominator as on the pages.
 */
import type { LighthouseSession, RunSummary } from "./lighthouse";

export interface Measurements {
  floorRuns: RunSummary[];
  routeRuns: Map<string, RunSummary[]>;
}

export interface MeasureOptions {
  /** Runs per route, back to back. */
  runs: number;
  /** A floor run before every this many routes (and one at the end). */
  floorEvery: number;
  /** Called after each route's runs. */
  onRoute?: (route: string, runs: RunSummary[]) => void;
}

export async function measurePages(
  session: LighthouseSession,
  routes: readonly string[],
  options: MeasureOptions,
): Promise<Measurements> {
  // The first Lighthouse run in a fresh Chromium pays for warming up; it is not counted.
  await session.floor();
  const floorRuns: RunSummary[] = [];
  const routeRuns = new Map<string, RunSummary[]>();
  for (const [index, route] of routes.entries()) {
    if (index % options.floorEvery === 0) floorRuns.push(await session.floor());
    const runs: RunSummary[] = [];
    for (let run = 0; run < options.runs; run++) runs.push(await session.route(route));
    routeRuns.set(route, runs);
    options.onRoute?.(route, runs);
  }
  floorRuns.push(await session.floor());
  return { floorRuns, routeRuns };
}
