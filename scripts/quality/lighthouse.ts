/**
 * One Lighthouse session for the gate and the benchmark: the bundled server on the build (or on
 * SITE_DIR), the floor page beside it, one Chromium, and Lighthouse 12 in-process: mobile, its
 * default simulated throttling (slow 4G, 4x CPU), or its desktop preset (a 1350 px screen,
 * 40 ms round trips at 10 Mbit/s, no CPU slowdown).
 */
import { launch } from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";
import defaultConfig from "lighthouse/core/config/default-config.js";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import puppeteer from "puppeteer-core";
import { chromiumArgs, chromiumPath } from "@tests/e2e/helpers/chromium";
import { floorPath, startFloor } from "./floor";
import { deterministicCategories, type DeterministicCategory, type RunMetrics } from "./gate";
import { startSite } from "./serve";

export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof categories)[number];

/**
 * The audits of these categories that weigh in none of their scores (decision 0060): the
 * performance category's diagnostics and insights, the manual checks. Nothing here reads them
 * but `total-byte-weight` (the report's bytes), and each costs time per run, some a gatherer
 * that runs on the page after the trace.
 */
export function weightlessAudits(): string[] {
  const refs = categories.flatMap((id) => defaultConfig.categories?.[id]?.auditRefs ?? []);
  const weighted = new Set(refs.filter((ref) => ref.weight > 0).map((ref) => ref.id));
  const read = new Set(["total-byte-weight"]);
  return [...new Set(refs.map((ref) => ref.id))].filter((id) => !weighted.has(id) && !read.has(id));
}

export interface RunSummary extends RunMetrics {
  /**
   * Scores 0-100 of the categories the run measured: performance always; accessibility, best
   * practices and SEO unless the run was a re-measure (`performanceOnly`).
   */
  scores: { performance: number } & Partial<Record<DeterministicCategory, number>>;
  bytes: number;
  /** Lighthouse's measure of this machine's speed during the run (higher is faster). */
  benchmarkIndex: number;
  /** Audits under 1 in accessibility, best practices and SEO (the ones a score of 100 needs). */
  failing: string[];
}

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

export function summarize(lhr: Result): RunSummary {
  if (lhr.runtimeError) throw new Error(`${lhr.requestedUrl}: ${lhr.runtimeError.message}`);
  // A noindex page (the thank-you page) is not held to "is-crawlable": not being indexed is
  // its purpose.
  const noIndex =
    lhr.audits["is-crawlable"]?.score === 0 &&
    /noindex/i.test(JSON.stringify(lhr.audits["is-crawlable"]?.details ?? ""));
  const ignored = new Set(noIndex ? ["is-crawlable"] : []);
  const scores = Object.fromEntries(
    categories
      .filter((id) => lhr.categories[id])
      .map((id) => [id, categoryScore(lhr, id, ignored)]),
  ) as RunSummary["scores"];
  const failing = deterministicCategories.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && !ignored.has(ref.id))
      .filter((ref) => {
        const score = lhr.audits[ref.id]?.score;
        return score !== null && score !== undefined && score < 1;
      })
      .map((ref) => `${id}/${ref.id}`),
  );
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores,
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    fcp: numeric("first-contentful-paint"),
    bytes: numeric("total-byte-weight"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
  };
}

export interface LighthouseSession {
  siteUrl: string;
  floorUrl: string;
  /**
   * One Lighthouse run of a route of the site. `performanceOnly` skips accessibility, best
   * practices and SEO: they score the same on every run of a build, and are measured after the
   * trace the metrics come from, so leaving them out saves about a quarter of a run and changes
   * no metric.
   */
  route(route: string, options?: { performanceOnly?: boolean }): Promise<RunSummary>;
  /** One Lighthouse run of the floor page, performance only. */
  floor(): Promise<RunSummary>;
  close(): Promise<void>;
}

export type FormFactor = "mobile" | "desktop";

export interface SessionOptions {
  siteDir?: string;
  formFactor?: FormFactor;
  /** Lighthouse's simulated CPU slowdown instead of the form factor's (4 mobile, 1 desktop). */
  cpuSlowdown?: number;
  /** The site's data folder (its store), for a run after a publish; else a throw-away one. */
  dataDir?: string;
}

/** Starts the site (from SITE_DIR when `siteDir` is given), the floor page and Chromium. */
export async function openSession(options: SessionOptions = {}): Promise<LighthouseSession> {
  const config = options.formFactor === "desktop" ? desktopConfig : undefined;
  if (options.siteDir) process.env.SITE_DIR = options.siteDir;
  // The gate always measures the build it starts itself, beside its floor page.
  delete process.env.BASE_URL;
  const site = await startSite({
    name: "lighthouse",
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  });
  const floorServer = await startFloor().catch(async (error: unknown) => {
    await site.stop();
    throw error;
  });
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? chromiumPath,
    chromeFlags: [...chromiumArgs, "--headless=new"],
    logLevel: "silent",
  }).catch(async (error: unknown) => {
    await Promise.all([site.stop(), floorServer.stop()]);
    throw error;
  });
  const flags: Flags = {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...categories],
    // Weightless for every score, and each costs time per run: among them a second navigation
    // away and back (bf-cache), screenshots of the page, the diagnostics' gatherers.
    disableFullPageScreenshot: true,
    skipAudits: weightlessAudits(),
    // Merged into the preset's throttling: only the CPU multiplier changes.
    ...(options.cpuSlowdown === undefined
      ? {}
      : { throttling: { cpuSlowdownMultiplier: options.cpuSlowdown } }),
  };

  // Every run is a first visit in a browser context of its own. Lighthouse clears the HTTP cache
  // before a run but not localStorage or sessionStorage, so one run would leave the next what a
  // visitor has on a second page (the web font's note in localStorage) without its cached file.
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

  /** A run Lighthouse itself reports as broken (e.g. NO_NAVSTART) is redone, twice at most. */
  async function runOnce(url: string, runFlags: Flags, attempt = 1): Promise<RunSummary> {
    const context = await browser.createBrowserContext();
    const result = await lighthouse(url, runFlags, config, await context.newPage()).finally(() =>
      context.close(),
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError && attempt < 3) {
      console.warn(`  ${url}: ${result.lhr.runtimeError.code}, running again`);
      return runOnce(url, runFlags, attempt + 1);
    }
    return summarize(result.lhr);
  }

  const floorUrl = `${floorServer.baseUrl}${floorPath}`;
  const performanceFlags: Flags = { ...flags, onlyCategories: ["performance"] };
  return {
    siteUrl: site.baseUrl,
    floorUrl,
    route: (route, options) =>
      runOnce(`${site.baseUrl}${route}`, options?.performanceOnly ? performanceFlags : flags),
    // Only the floor's metrics are read, never its other categories.
    floor: () => runOnce(floorUrl, performanceFlags),
    close: async () => {
      await browser.disconnect();
      chrome.kill();
      await Promise.all([site.stop(), floorServer.stop()]);
    },
  };
}
