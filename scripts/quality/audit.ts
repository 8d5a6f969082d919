/**
 * Lighthouse 12 (mobile, its default simulated throttling) on every route of the build, served
 * by the bundled server, beside the floor page measured in the same run: a route is judged by its
 * ratio to the floor, which the machine's load slows as much (decision 0060).
 *
 *   npm run test:lighthouse   the gate (CI): 1 run per route; a route whose median misses gets
 *                             runs up to 3, then 5, and fails only on the median of 5; two
 *                             sessions at once, each on half the routes
 *   --sessions N              sessions at once (the gate's default 2, otherwise 1)
 *   npm run audit             3 runs per route, judged on their median; writes reports/lighthouse.md
 *   tsx scripts/quality/audit.ts --runs 5 /faqs /          chosen routes, 5 runs each
 *   tsx scripts/quality/audit.ts --ci --inject-long-task=/ai-development
 *                             self-test: the same gate on a copy of the build whose
 *                             /ai-development runs one 300 ms main-thread task; must fail
 *
 * Verdict per route (thresholds in scripts/quality/gate.ts): median LCP and FCP as multiples of
 * the floor's median, median TBT and CLS, and accessibility, best practices and SEO at 100.
 * The aggregate performance score is reported, not gated: it mixes in noise from all metrics.
 * Exits 1 when a route misses.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { articlesOf, shippedContent } from "~/content/documents";
import { articlePath } from "~/lib/insights-paths";
import { sitePaths } from "~/lib/paths";
import { siteWithLongTask } from "./floor";
import { floorMedians, gateThresholds, judge, runsWanted, spread, type Verdict } from "./gate";
import { openSession, type LighthouseSession, type RunSummary } from "./lighthouse";
import { measurePages } from "./measure";
import { openSessionProcess } from "./session-process";

const args = process.argv.slice(2);
const ci = args.includes("--ci");
const writeReport = args.includes("--report") || !ci;
const runsIndex = args.findIndex((arg) => arg === "--runs" || arg.startsWith("--runs="));
const runsValue = args[runsIndex]?.includes("=")
  ? args[runsIndex]?.split("=")[1]
  : args[runsIndex + 1];
const runs = runsIndex === -1 ? (ci ? 1 : 3) : Number(runsValue);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs needs a whole number ≥ 1, got ${runsValue}`);
const injectArg = args.find((arg) => arg.startsWith("--inject-long-task"));
const injected = injectArg
  ? (injectArg.split("=")[1] ?? "/").split(",").filter((route) => route.startsWith("/"))
  : [];
const routes = args.filter((arg, index) => arg.startsWith("/") && args[index - 1] !== "--runs");
// Every fixed page, and one article's: the articles' pages are one template, the tags' another
// like the list's; the shipped newest stands for them.
const oneArticle = articlesOf(shippedContent)
  .slice(0, 1)
  .map((article) => articlePath(article.slug));
const selected = routes.length > 0 ? routes : [...sitePaths, ...oneArticle];
for (const route of injected)
  if (!selected.includes(route)) throw new Error(`${route} is injected but not audited.`);

const started = Date.now();
const regression = injected.length
  ? await siteWithLongTask(
      path.resolve(process.env.SITE_DIR ?? path.join(process.env.BUILD_DIR ?? "build", "client")),
      injected,
    )
  : undefined;
if (regression)
  console.log(`Self-test: one 300 ms main-thread task added to ${injected.join(", ")}.`);

// The gate's sessions at once: a run waits on its page more than it works, so
// two sessions measure side by side; each is a process with its own server, floor page and
// Chromium, and the routes are dealt out between them. The floor runs of all count together.
const sessionsIndex = args.indexOf("--sessions");
const sessionCount = sessionsIndex === -1 ? (ci ? 2 : 1) : Number(args[sessionsIndex + 1]);
if (!Number.isInteger(sessionCount) || sessionCount < 1)
  throw new Error(`--sessions needs a whole number ≥ 1, got ${args[sessionsIndex + 1]}`);
// Opened one after another: each asks the system for a free port for its server.
const sessions: LighthouseSession[] = [];
try {
  for (let index = 0; index < sessionCount; index++)
    sessions.push(
      await (sessionCount === 1 ? openSession : openSessionProcess)({ siteDir: regression?.dir }),
    );
} catch (error) {
  await Promise.all(sessions.map((session) => session.close()));
  await regression?.remove();
  throw error;
}
/** The routes session `index` measures: every `sessionCount`th, from its index. */
const dealt = (routes: readonly string[], index: number) =>
  routes.filter((_, position) => position % sessionCount === index);
const format = (route: string, verdict: Verdict, routeRuns: RunSummary[]) => {
  const m = verdict.medians;
  const perf = routeRuns.map((run) => run.scores.performance).join("/");
  return `${verdict.misses.length ? "✗" : "✓"} ${route.padEnd(30)} LCP ${Math.round(m.lcp)} ms ${m.lcpRatio.toFixed(2)}x  FCP ${Math.round(m.fcp)} ms ${m.fcpRatio.toFixed(2)}x  TBT ${Math.round(m.tbt)} ms  CLS ${m.cls.toFixed(3)}  perf ${perf}  (${routeRuns.length} run${routeRuns.length > 1 ? "s" : ""})${verdict.misses.length ? `\n    ${verdict.misses.join("; ")}` : ""}`;
};

let floorRuns: RunSummary[];
const routeRuns = new Map<string, RunSummary[]>();
try {
  const measured = await Promise.all(
    sessions.map((session, index) =>
      measurePages(session, dealt(selected, index), {
        runs,
        floorEvery: 5,
        onRoute: (route, list) =>
          console.log(
            `  ${route}: LCP ${list.map((run) => Math.round(run.lcp)).join(", ")} ms, TBT ${list.map((run) => Math.round(run.tbt)).join(", ")} ms`,
          ),
      }),
    ),
  );
  floorRuns = measured.flatMap((part) => part.floorRuns);
  for (const part of measured)
    for (const [route, list] of part.routeRuns) routeRuns.set(route, list);
  // A route whose median misses gets more runs (up to the last step); the floor is measured
  // again before each round, so the denominator keeps up with the machine's load. The extra
  // runs re-measure performance only: the other categories do not vary from run to run.
  for (;;) {
    const floor = floorMedians(floorRuns);
    const wanting = selected.filter((route) => {
      const list = routeRuns.get(route) ?? [];
      return ci && runsWanted(list.length, judge(list, floor).misses.length === 0) > list.length;
    });
    if (wanting.length === 0) break;
    await Promise.all(
      sessions.map(async (session, index) => {
        const routesHere = dealt(wanting, index);
        if (routesHere.length === 0) return;
        floorRuns.push(await session.floor());
        for (const route of routesHere) {
          const list = routeRuns.get(route) ?? [];
          const wanted = runsWanted(list.length, false);
          console.log(`  ${route} misses on ${list.length} run(s): ${wanted} in all`);
          while (list.length < wanted)
            list.push(await session.route(route, { performanceOnly: true }));
        }
      }),
    );
  }
} finally {
  await Promise.all(sessions.map((session) => session.close()));
  await regression?.remove();
}

const floor = floorMedians(floorRuns);
const floorSpread = spread(floorRuns.map((run) => run.lcp));
console.log(
  `The floor: LCP ${Math.round(floor.lcp)} ms, FCP ${Math.round(floor.fcp)} ms (median of ${floorRuns.length} runs, LCP ${Math.round(floorSpread.min)}-${Math.round(floorSpread.max)} ms)`,
);
const results = selected.map((route) => {
  const list = routeRuns.get(route) ?? [];
  const verdict = judge(list, floor);
  console.log(format(route, verdict, list));
  const failing = [...new Set(list.flatMap((run) => run.failing))];
  if (verdict.misses.length && failing.length)
    console.log(`    failing audits: ${failing.join(", ")}`);
  return { route, runs: list, verdict, failing };
});

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const t = gateThresholds;
const thresholdText = `LCP ≤ ${t.lcpRatio}x floor, FCP ≤ ${t.fcpRatio}x floor, TBT ≤ ${t.tbtMs} ms, CLS ≤ ${t.cls} (medians); accessibility, best practices, SEO ${t.categories.accessibility}`;
if (writeReport) {
  const rows = results.map(({ route, runs: list, verdict: { medians: m, misses } }) =>
    [
      route,
      Math.round(m.lcp),
      m.lcpRatio.toFixed(2),
      Math.round(m.fcp),
      m.fcpRatio.toFixed(2),
      Math.round(m.tbt),
      m.cls.toFixed(3),
      list.map((run) => run.scores.performance).join("/"),
      m.scores.accessibility,
      m.scores["best-practices"],
      m.scores.seo,
      `${(Math.max(...list.map((run) => run.bytes)) / 1024).toFixed(1)} KB`,
      list.length,
      misses.length ? `✗ ${misses.join("; ")}` : "✓",
    ].join(" | "),
  );
  const failures = results.filter((result) => result.failing.length > 0);
  const report = `# Lighthouse ${new Date().toISOString()}

Lighthouse 12, mobile, default simulated throttling; bundled server; the floor page served beside it.
Median of ${runs} run(s) per route${ci ? " (gate: up to 3, then 5 runs for a route that misses)" : ""}; ${minutes} min in all.
The floor: LCP ${Math.round(floor.lcp)} ms, FCP ${Math.round(floor.fcp)} ms (median of ${floorRuns.length} runs across the run).
Thresholds: ${thresholdText}.

| Route | LCP ms | × floor | FCP ms | × floor | TBT ms | CLS | Perf (each run) | A11y | BP | SEO | Bytes | Runs | Result |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.map((row) => `| ${row} |`).join("\n")}
${failures.length ? `\n## Audits below 1 (any run)\n\n${failures.map((result) => `- ${result.route}: ${result.failing.join(", ")}`).join("\n")}\n` : ""}`;
  await mkdir("reports", { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  await writeFile(path.join("reports", "lighthouse.md"), report);
  await writeFile(path.join("reports", `lighthouse-${stamp}.md`), report);
  await writeFile(
    path.join("reports", "lighthouse.json"),
    JSON.stringify({ floorRuns, results }, null, 2),
  );
  console.log(`\nReport: reports/lighthouse.md`);
}

const missed = results.filter((result) => result.verdict.misses.length > 0);
console.log(
  `\n${results.length} routes in ${minutes} min (${thresholdText}); ${missed.length} missed${missed.length ? `: ${missed.map((result) => result.route).join(", ")}` : ""}.`,
);
if (missed.length > 0) process.exit(1);
