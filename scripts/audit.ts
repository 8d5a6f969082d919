/**
 * Lighthouse 12 (mobile, its default simulated throttling) on every route of the build, served
 * by the bundled server. Scores are the median of the runs per route.
 *
 *   npm run audit                 3 runs per route; writes reports/lighthouse.md (and a dated copy)
 *   npm run test:lighthouse       CI: 1 run per route, 2 more for a route that misses a threshold
 *   tsx scripts/audit.ts --runs 5 /faqs /         chosen routes, 5 runs each
 *
 * Thresholds: accessibility, best practices and SEO 100, performance ≥ 95. Exits 1 when a
 * route's median misses one. A noindex page (the thank-you page) is not held to the
 * "is-crawlable" SEO audit, since not being indexed is its purpose.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import { sitePaths } from "~/lib/paths";
import { chromiumArgs, chromiumPath } from "../tests/e2e/chromium";
import { startSite } from "./quality/serve";

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
const routes = args.filter((arg) => arg.startsWith("/"));
const selected = routes.length > 0 ? routes : [...sitePaths];
/** CI: a route under a threshold after its first run gets this many runs in all. */
const ciRetryRuns = 3;

const thresholds = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
type Category = keyof typeof thresholds;
const categories = Object.keys(thresholds) as Category[];

interface RunSummary {
  scores: Record<Category, number>;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  bytes: number;
  /** Audits under 1 in accessibility, best practices and SEO (the ones a score of 100 needs). */
  failing: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** A category's score in percent, leaving out audits that do not apply to this page. */
function categoryScore(lhr: Result, id: Category, ignored: Set<string>) {
  const category = lhr.categories[id];
  if (!category) return NaN;
  let weighted = 0;
  let weights = 0;
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit || ignored.has(ref.id) || ref.weight === 0 || audit.score === null) continue;
    weighted += ref.weight * audit.score;
    weights += ref.weight;
  }
  return weights === 0 ? 100 : Math.round((weighted / weights) * 100);
}

function summarize(lhr: Result): RunSummary {
  if (lhr.runtimeError) throw new Error(`${lhr.requestedUrl}: ${lhr.runtimeError.message}`);
  const noIndex =
    lhr.audits["is-crawlable"]?.score === 0 &&
    /noindex/i.test(JSON.stringify(lhr.audits["is-crawlable"]?.details ?? ""));
  const ignored = new Set(noIndex ? ["is-crawlable"] : []);
  const scores = Object.fromEntries(
    categories.map((id) => [id, categoryScore(lhr, id, ignored)]),
  ) as Record<Category, number>;
  const failing = (["accessibility", "best-practices", "seo"] as const).flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && !ignored.has(ref.id))
      .filter((ref) => {
        const score = lhr.audits[ref.id]?.score;
        return score !== null && score !== undefined && score < 1;
      })
      .map((ref) => `${id}/${ref.id}`),
  );
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.weight > 0 && audit?.score !== null && (audit?.score ?? 1) < 0.9)
      failing.push(`performance/${ref.id} (${audit?.displayValue ?? audit?.score})`);
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores,
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    fcp: numeric("first-contentful-paint"),
    bytes: numeric("total-byte-weight"),
    failing,
  };
}

interface RouteResult {
  route: string;
  runs: RunSummary[];
  median: Omit<RunSummary, "failing">;
  failing: string[];
  misses: string[];
}

function combine(route: string, summaries: RunSummary[]): RouteResult {
  const pick = (get: (run: RunSummary) => number) => median(summaries.map(get));
  const scores = Object.fromEntries(
    categories.map((id) => [id, pick((run) => run.scores[id])]),
  ) as Record<Category, number>;
  const misses = categories
    .filter((id) => !(scores[id] >= thresholds[id]))
    .map((id) => `${id} ${scores[id]} < ${thresholds[id]}`);
  return {
    route,
    runs: summaries,
    median: {
      scores,
      lcp: pick((run) => run.lcp),
      tbt: pick((run) => run.tbt),
      cls: pick((run) => run.cls),
      fcp: pick((run) => run.fcp),
      bytes: pick((run) => run.bytes),
    },
    failing: [...new Set(summaries.flatMap((run) => run.failing))],
    misses,
  };
}

const started = Date.now();
const site = await startSite({ name: "lighthouse" });
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? chromiumPath,
  chromeFlags: [...chromiumArgs, "--headless=new"],
  logLevel: "silent",
});
const flags: Flags = {
  port: chrome.port,
  output: "json",
  logLevel: "error",
  onlyCategories: categories,
};

/** One Lighthouse run; a run Lighthouse itself reports as broken (e.g. NO_NAVSTART) is redone. */
async function runOnce(route: string, attempt = 1): Promise<RunSummary> {
  const result = await lighthouse(`${site.baseUrl}${route}`, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
  if (result.lhr.runtimeError && attempt < 3) {
    console.warn(`  ${route}: ${result.lhr.runtimeError.code}, running again`);
    return runOnce(route, attempt + 1);
  }
  return summarize(result.lhr);
}

const results: RouteResult[] = [];
try {
  for (const route of selected) {
    const summaries: RunSummary[] = [];
    for (let run = 0; run < runs; run++) summaries.push(await runOnce(route));
    let result = combine(route, summaries);
    if (ci && result.misses.length > 0) {
      while (summaries.length < ciRetryRuns) summaries.push(await runOnce(route));
      result = combine(route, summaries);
    }
    results.push(result);
    const { scores, lcp, tbt, cls } = result.median;
    console.log(
      `${result.misses.length ? "✗" : "✓"} ${route.padEnd(30)} perf ${scores.performance} a11y ${scores.accessibility} bp ${scores["best-practices"]} seo ${scores.seo}  LCP ${Math.round(lcp)} ms  TBT ${Math.round(tbt)} ms  CLS ${cls.toFixed(3)}  (${summaries.length} run${summaries.length > 1 ? "s" : ""})${result.misses.length ? `\n    ${result.misses.join("; ")}\n    failing audits: ${result.failing.join(", ") || "none"}` : ""}`,
    );
  }
} finally {
  chrome.kill();
  await site.stop();
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
if (writeReport) {
  const rows = results.map(({ route, median: m, runs: r, misses }) =>
    [
      route,
      m.scores.performance,
      m.scores.accessibility,
      m.scores["best-practices"],
      m.scores.seo,
      `${Math.round(m.fcp)} ms`,
      `${Math.round(m.lcp)} ms`,
      `${Math.round(m.tbt)} ms`,
      m.cls.toFixed(3),
      `${(m.bytes / 1024).toFixed(1)} KB`,
      r.length,
      misses.length ? `✗ ${misses.join("; ")}` : "✓",
    ].join(" | "),
  );
  const failures = results.filter((result) => result.failing.length > 0);
  const report = `# Lighthouse ${new Date().toISOString()}

Lighthouse 12, mobile, default simulated throttling; Chromium ${process.env.CHROME_PATH ?? chromiumPath}; bundled server.
Median of ${runs} run(s) per route${ci ? " (CI mode: 3 runs for a route missing a threshold)" : ""}; ${minutes} min in all.
Thresholds: performance ≥ ${thresholds.performance}, accessibility ${thresholds.accessibility}, best practices ${thresholds["best-practices"]}, SEO ${thresholds.seo}.
Bytes: Lighthouse's total-byte-weight (transfer size of everything the page loaded, as the server compressed it).

| Route | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | Bytes | Runs | Result |
|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.map((row) => `| ${row} |`).join("\n")}
${failures.length ? `\n## Audits below 1 (any run)\n\n${failures.map((result) => `- ${result.route}: ${result.failing.join(", ")}`).join("\n")}\n` : ""}`;
  await mkdir("reports", { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  await writeFile(path.join("reports", "lighthouse.md"), report);
  await writeFile(path.join("reports", `lighthouse-${stamp}.md`), report);
  await writeFile(path.join("reports", "lighthouse.json"), JSON.stringify(results, null, 2));
  console.log(`\nReport: reports/lighthouse.md`);
}

const missed = results.filter((result) => result.misses.length > 0);
console.log(`\n${results.length} routes in ${minutes} min; ${missed.length} below a threshold.`);
if (missed.length > 0) process.exit(1);
