/**
 * Interaction to Next Paint for the site's four interactions and for the floor (a button that
 * changes the paragraph of the gate's floor page), measured with the `web-vitals`
 * library in Chromium under 4x CPU throttling, against the build in $BUILD_DIR served by the
 * bundled server on 127.0.0.1. A benchmark, not a test: it prints numbers and fails only when
 * an interaction does not happen at all. Goal (docs/page-speed.md): every median under 100 ms.
 *
 *   npm run bench:interactions              5 runs per interaction, every mode
 *   npx tsx scripts/bench/interactions.ts --runs 9 --mode early
 *   npx tsx scripts/bench/interactions.ts --only contact   the interactions whose name has "contact"
 *
 * Each run is a fresh page. "at rest" and "on arrival" point at every island and wait until each
 * has committed before the interaction; "early" interacts as soon as the load event has fired,
 * before the islands have hydrated, which is where lazy hydration could cost a visitor time. The
 * pointer moves to the control and presses it for 80 ms: after resting there for 250 ms ("at
 * rest", a mouse), or at once (a tap; see `Mode`).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { chromium, type Locator, type Page } from "@playwright/test";
import { paths, servicePaths } from "~/lib/paths";
import { chromiumArgs, chromiumPath } from "@tests/e2e/helpers/chromium";
import { everyIslandHydrated } from "@tests/e2e/helpers/hydration";
import { floorHtml } from "../quality/floor";
import { startSite } from "../quality/serve";

const args = process.argv.slice(2);
const runsIndex = args.indexOf("--runs");
const runs = runsIndex === -1 ? 5 : Number(args[runsIndex + 1]);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs needs a whole number ≥ 1");
const modeIndex = args.indexOf("--mode");
const onlyMode = modeIndex === -1 ? undefined : args[modeIndex + 1];
const onlyIndex = args.indexOf("--only");
const onlyName = onlyIndex === -1 ? undefined : args[onlyIndex + 1];

// The package exports only its modules; its browser build sits beside the main entry.
const webVitals = readFileSync(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve("web-vitals")),
    "web-vitals.iife.js",
  ),
  "utf8",
);

interface Interaction {
  name: string;
  route: string;
  /** A page of the bench's own, answered in the browser for `route`; the site's otherwise. */
  html?: string;
  viewport: { width: number; height: number };
  /** Gets the page ready (not measured). */
  prepare?: (page: Page) => Promise<void>;
  /** The control pressed: the one interaction measured. */
  target: (page: Page) => Locator;
  /** Resolves once the interaction's visible result is on screen. */
  done: (page: Page) => Promise<void>;
}

const phone = { width: 375, height: 740 };
/** How long the pointer rests on the control before an "at rest" press. */
const restMs = 250;
/** How long the button is held down: a quick click's. */
const pressMs = 80;
const desktop = { width: 1280, height: 800 };

/**
 * The floor of an interaction on this machine: the floor page of the Lighthouse gate (one
 * heading, one paragraph, the system font, no framework) with a button that changes the
 * paragraph's text. Whatever a site's interaction costs beyond it is the site's.
 */
const interactionFloorHtml = floorHtml.replace(
  "</body>",
  `<button type="button" onclick="document.querySelector('p').textContent='Pressed.'">Press</button>\n</body>`,
);

const interactions: Interaction[] = [
  {
    name: "the floor: a button that changes a paragraph",
    route: "/interaction-floor",
    html: interactionFloorHtml,
    viewport: phone,
    target: (page) => page.getByRole("button", { name: "Press" }),
    done: (page) => page.getByText("Pressed.").waitFor({ state: "visible" }),
  },
  {
    name: "open the mobile menu",
    route: paths.home,
    viewport: phone,
    target: (page) => page.getByRole("button", { name: "Open menu" }),
    done: (page) => page.getByRole("dialog", { name: "Menu" }).waitFor({ state: "visible" }),
  },
  {
    name: "switch a FAQ tab",
    route: paths.faqs,
    viewport: desktop,
    target: (page) => page.getByRole("tab", { name: "App development" }),
    done: (page) =>
      page
        .getByRole("tab", { name: "App development", selected: true })
        .waitFor({ state: "visible" }),
  },
  {
    name: "open the quote dialog",
    route: servicePaths["app-development"],
    viewport: desktop,
    // Before its island hydrates, the page's loader holds the press until the dialog is live.
    target: (page) => page.getByRole("button", { name: "Request A Quote" }).first(),
    done: (page) =>
      page.getByRole("dialog", { name: "Request A Quote" }).waitFor({ state: "visible" }),
  },
  {
    name: "send the contact form",
    route: paths.contactUs,
    viewport: desktop,
    prepare: async (page) => {
      // The endpoint answers at once: the send's own network time is not the page's INP. A
      // send pressed before the form has hydrated is held by the page's loader and made again
      // through the script; should the script not come, it is a plain HTML
      // post, answered as the server does: off to the thank-you page.
      await page.route("**/api/forms/contact", (route) =>
        route.request().headers().accept?.includes("application/json")
          ? route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' })
          : route.fulfill({ status: 303, headers: { location: "/thank-you" } }),
      );
      const form = page.locator("main form");
      await form.getByLabel(/your name/i).fill("Bench Mark");
      await form.getByLabel(/email address/i).fill("bench@example.com");
      await form.getByLabel(/phone/i).fill("+92 300 1234567");
      await form.getByLabel(/how can we help/i).fill("Measuring how fast the form answers.");
    },
    target: (page) => page.getByRole("button", { name: "Send Message" }),
    done: (page) =>
      page
        .getByRole("status")
        .filter({ hasText: /thank you/i })
        .waitFor({ state: "visible" }),
  },
];

/**
 * "at rest": after hydration, the pointer rests on the control before the press, as a mouse's
 * does. "on arrival": after hydration, the press comes as the pointer arrives, as a tap's does,
 * so the control's hover restyle falls on it. "early": on arrival, right after the load event.
 */
type Mode = "at rest" | "on arrival" | "early";
const allModes: readonly Mode[] = ["at rest", "on arrival", "early"];
const modes = allModes.filter((mode) => onlyMode === undefined || mode === onlyMode);
if (modes.length === 0) throw new Error(`--mode is one of: ${allModes.join(", ")}`);

/**
 * The interaction loaded another page, as it does before its island has hydrated (a form posted
 * without JavaScript, a quote link followed to the contact page): no INP to read, and no loss.
 */
class PageLoaded extends Error {}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function measureOnce(page: Page, baseUrl: string, item: Interaction, mode: Mode) {
  const { html } = item;
  if (html)
    await page.route(`${baseUrl}${item.route}`, (route) =>
      route.fulfill({ contentType: "text/html; charset=utf-8", body: html }),
    );
  await page.goto(`${baseUrl}${item.route}`, { waitUntil: "load" });
  // Islands hydrate on a visitor's intent (decision 0065): point at each, as a visitor's
  // pointer does on its way to a control, and wait until every one is live.
  if (mode !== "early" && !html) await everyIslandHydrated(page);
  await item.prepare?.(page);
  const target = item.target(page);
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${item.name}: the control is not on screen`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  if (mode === "at rest") await page.waitForTimeout(restMs);
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  // Before hydration a link or a form may do what it does without JavaScript: load a page.
  const pageLoaded = page
    .waitForURL((url) => url.pathname !== item.route, { timeout: 0 })
    .then(() => Promise.reject(new PageLoaded(page.url())));
  pageLoaded.catch(() => {});
  // Trusted input only, not Playwright's click(): that runs a hit-target listener of its own
  // inside the page's pointer events, and cannot wait between the pointer's arrival and the
  // press.
  await page.mouse.down();
  await page.waitForTimeout(pressMs);
  const releasedAt = performance.now();
  await page.mouse.up();
  await Promise.race([item.done(page), pageLoaded]);
  // The wait a visitor has for the result, where INP is the wait for the next frame, whatever
  // it shows. Seen from here it includes the polling of a throttled page (the floor's is about
  // 250 ms where its INP is 24): compare with the floor's, not with INP.
  const result = performance.now() - releasedAt;
  // INP is reported on the next frames after the interaction; web-vitals reports every change.
  const inp = await page.waitForFunction(
    () => (window as unknown as { __inp?: number }).__inp,
    undefined,
    { timeout: 10_000 },
  );
  await session.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await session.detach();
  return { inp: (await inp.jsonValue()) as number, result };
}

const site = await startSite({ name: "bench-interactions" });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const rows: string[] = [];
const worst: Partial<Record<Mode, number>> = {};
const floor: Partial<Record<Mode, number>> = {};
let lost = 0;
try {
  for (const item of interactions.filter(
    (item) => onlyName === undefined || item.name.includes(onlyName),
  )) {
    // The floor page has no islands: "early" is no different there.
    for (const mode of modes.filter((mode) => !item.html || mode !== "early")) {
      const values: number[] = [];
      const results: number[] = [];
      for (let run = 0; run < runs; run++) {
        // The page's CSP does not allow the measuring script; it is not part of the site.
        const context = await browser.newContext({ viewport: item.viewport, bypassCSP: true });
        await context.addInitScript(
          `${webVitals};webVitals.onINP((m)=>{window.__inp=m.value},{reportAllChanges:true,durationThreshold:0});`,
        );
        const page = await context.newPage();
        try {
          const { inp, result } = await measureOnce(page, site.baseUrl, item, mode);
          values.push(inp);
          results.push(result);
        } catch (error) {
          if (error instanceof PageLoaded) {
            console.log(`  ${item.name} (${mode}): a page load, to ${error.message}`);
            continue;
          }
          // The interaction had no visible result (e.g. a click lost before hydration).
          console.warn(`  ${item.name} (${mode}): no result, ${String(error).split("\n")[0]}`);
          lost++;
        } finally {
          await context.close();
        }
      }
      if (values.length === 0) continue;
      const middle = median(values);
      if (item.html) floor[mode] = middle;
      else worst[mode] = Math.max(worst[mode] ?? 0, middle);
      const row = `| ${item.name} | ${mode} | ${Math.round(middle)} | ${Math.round(Math.max(...values))} | ${values.map(Math.round).join(", ")} | ${Math.round(median(results))} |`;
      rows.push(row);
      console.log(row);
    }
  }
} finally {
  await browser.close();
  await site.stop();
}

console.log(
  `\nINP, 4x CPU throttling, ${runs} runs each (ms); "result": the median time from release to the visible result\n\n| interaction | when | median | max | runs | result |\n|---|---|---|---|---|---|\n${rows.join("\n")}\n\nWorst median after hydration (goal < 100 ms): ${(
    ["at rest", "on arrival"] as const
  )
    .filter((mode) => modes.includes(mode))
    .map(
      (mode) =>
        `${mode} ${Math.round(worst[mode] ?? NaN)} ms (the floor ${Math.round(floor[mode] ?? NaN)} ms)`,
    )
    .join(", ")}.`,
);
if (lost > 0) {
  console.error(`${lost} interaction(s) had no visible result.`);
  process.exitCode = 1;
}
