/**
 * Page speed against the floor: Lighthouse 12 (mobile, simulated slow 4G, 4x CPU) on the floor
 * page and on every route of the build, in one run on one machine, median of 3 per page. Prints
 * page | LCP ms | FCP ms | TBT ms | CLS | perf | x floor (LCP) | x floor (FCP), how many routes
 * meet each part of the goal (scripts/quality/page-speed-goal.ts), the spread of the runs, and
 * writes every run to reports/bench-pages.json (bench-pages-desktop.json with --desktop).
 *
 *   npm run bench:pages                      every route ($BUILD_DIR, built first when missing)
 *   npm run bench:pages -- --runs 5 / /faqs  chosen routes, 5 runs each
 *   npm run bench:pages -- --desktop         Lighthouse's desktop preset instead of mobile
 *   npm run bench:pages -- --cpu-slowdown 6  Lighthouse's simulated CPU slowdown set to 6x
 *   npm run bench:pages -- --calibrate       the slowdown from this machine's benchmark index
 *                                            (calibratedCpuSlowdown: the median of 3 floor runs)
 *   npm run bench:pages -- --after-publish   every page published at run time first: the
 *                                            company's name changed in the server's store,
 *                                            measured once every route serves it (after-publish.ts)
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { articlesOf, shippedContent } from "~/content/documents";
import { articlePath } from "~/lib/insights-paths";
import { sitePaths } from "~/lib/paths";
import { floorMedians, median, spread } from "../quality/gate";
import { openSession, type RunSummary } from "../quality/lighthouse";
import { measurePages } from "../quality/measure";
import { publishWholeSite, publishedCompanyName } from "./after-publish";
import {
  calibratedCpuSlowdown,
  goalSummary,
  routeStanding,
  type RouteStanding,
} from "../quality/page-speed-goal";

const args = process.argv.slice(2);
const runsIndex = args.indexOf("--runs");
const runs = runsIndex === -1 ? 3 : Number(args[runsIndex + 1]);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs needs a whole number ≥ 1");
const formFactor = args.includes("--desktop") ? "desktop" : "mobile";
const slowdownIndex = args.indexOf("--cpu-slowdown");
let cpuSlowdown = slowdownIndex === -1 ? undefined : Number(args[slowdownIndex + 1]);
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1))
  throw new Error("--cpu-slowdown needs a number ≥ 1");
const calibrate = args.includes("--calibrate");
if (calibrate && cpuSlowdown !== undefined)
  throw new Error("--calibrate and --cpu-slowdown: one or the other");
const afterPublish = args.includes("--after-publish");
const routes = args.filter((arg) => arg.startsWith("/"));
// Every fixed page, and one article's: the articles' pages are one template, the tags' another
// like the list's; the shipped newest stands for them.
const oneArticle = articlesOf(shippedContent)
  .slice(0, 1)
  .map((article) => articlePath(article.slug));
const selected = routes.length > 0 ? routes : [...sitePaths, ...oneArticle];

const buildDir = process.env.BUILD_DIR ?? "build";
if (!existsSync(path.join(buildDir, "client", "index.html"))) {
  console.log(`No build in ${buildDir}/client: building it first.`);
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}

const started = Date.now();
let calibration = "";
if (calibrate) {
  // The index of the floor page's runs, past the warm-up, before any route is measured.
  const probe = await openSession({ formFactor });
  const indexes: number[] = [];
  try {
    await probe.floor();
    for (let run = 0; run < 3; run++) indexes.push((await probe.floor()).benchmarkIndex);
  } finally {
    await probe.close();
  }
  cpuSlowdown = calibratedCpuSlowdown(median(indexes), formFactor);
  calibration = ` (calibrated: benchmark index ${indexes.map(Math.round).join(", ")} before the run)`;
  console.log(`CPU slowdown ${cpuSlowdown}x${calibration}.`);
}
// After a publish: the site's store is kept for the run, and removed after it.
const dataDir = afterPublish ? `data/bench-pages-published-${process.pid}` : undefined;
const session = await openSession({ formFactor, cpuSlowdown, ...(dataDir ? { dataDir } : {}) });
let measured;
try {
  if (dataDir) {
    const ms = await publishWholeSite(dataDir, session.siteUrl, selected);
    console.log(
      `Published every page at run time (${publishedCompanyName}): served in ${Math.round(ms)} ms.`,
    );
  }
  measured = await measurePages(session, selected, {
    runs,
    floorEvery: 3,
    onRoute: (route, routeRuns) =>
      console.log(
        `  ${route}: LCP ${routeRuns.map((run) => Math.round(run.lcp)).join(", ")} ms; TBT ${routeRuns.map((run) => Math.round(run.tbt)).join(", ")} ms`,
      ),
  });
} finally {
  await session.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
const { floorRuns, routeRuns } = measured;
const floor = floorMedians(floorRuns);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);

const ms = (value: number) => String(Math.round(value));
const standings = new Map(
  selected.map((route) => [route, routeStanding(routeRuns.get(route) ?? [], floor)] as const),
);
const row = (page: string, standing: RouteStanding) => [
  page,
  ms(standing.lcp),
  ms(standing.fcp),
  ms(standing.tbt),
  standing.cls.toFixed(3),
  ms(standing.performance),
  standing.lcpRatio.toFixed(2),
  standing.fcpRatio.toFixed(2),
];
const rows = [
  row(`the floor (${floorRuns.length} runs across the run)`, routeStanding(floorRuns, floor)),
  ...[...standings].map(([route, standing]) => row(`\`${route}\``, standing)),
];
const table = [
  "| page | LCP ms | FCP ms | TBT ms | CLS | perf | x floor (LCP) | x floor (FCP) |",
  "|---|---|---|---|---|---|---|---|",
  ...rows.map((cells) => `| ${cells.join(" | ")} |`),
].join("\n");

/** Spread of the runs of one page, the worst route and the typical one. */
const spreads = (get: (run: RunSummary) => number) => {
  const relative = selected.map((route) => spread((routeRuns.get(route) ?? []).map(get)).relative);
  return { worst: Math.max(...relative), typical: median(relative) };
};
const percent = (value: number) => `${Math.round(value * 100)} %`;
const lcpSpread = spreads((run) => run.lcp);
const fcpSpread = spreads((run) => run.fcp);
const tbtRanges = selected.map((route) => {
  const values = (routeRuns.get(route) ?? []).map((run) => run.tbt);
  return Math.max(...values) - Math.min(...values);
});
const floorLcp = spread(floorRuns.map((run) => run.lcp));
const benchmark = spread(
  [...floorRuns, ...[...routeRuns.values()].flat()].map((run) => run.benchmarkIndex),
);

const cpu =
  cpuSlowdown === undefined
    ? formFactor === "desktop"
      ? "no CPU slowdown"
      : "4x CPU"
    : `${cpuSlowdown}x CPU${calibration}`;
console.log(`
Lighthouse 12${afterPublish ? ", after a whole-site publish" : ""}, ${formFactor === "desktop" ? `desktop (simulated 40 ms, 10 Mbit/s, ${cpu})` : `mobile (simulated slow 4G, ${cpu})`}, median of ${runs} per route, ${minutes} min.
The floor: ${ms(floor.lcp)} ms LCP, ${ms(floor.fcp)} ms FCP (${floorRuns.length} runs, LCP ${ms(floorLcp.min)}-${ms(floorLcp.max)} ms).

${table}

Against the goal, route medians: ${goalSummary(standings).join("; ")}.

Spread of the ${runs} runs of a route ((max - min) / median): LCP typical ${percent(lcpSpread.typical)}, worst ${percent(lcpSpread.worst)}; FCP typical ${percent(fcpSpread.typical)}, worst ${percent(fcpSpread.worst)}; TBT range typical ${ms(median(tbtRanges))} ms, worst ${ms(Math.max(...tbtRanges))} ms.
Lighthouse benchmark index (machine speed) ${ms(benchmark.min)}-${ms(benchmark.max)}, median ${ms(benchmark.median)}.`);

await mkdir("reports", { recursive: true });
await writeFile(
  path.join("reports", `bench-pages${formFactor === "desktop" ? "-desktop" : ""}.json`),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      formFactor,
      cpuSlowdown: cpuSlowdown ?? (formFactor === "desktop" ? 1 : 4),
      runs,
      floorRuns,
      routes: Object.fromEntries(routeRuns),
    },
    null,
    2,
  ),
);
console.log(`Every run: reports/bench-pages${formFactor === "desktop" ? "-desktop" : ""}.json`);
