/**
 * The dev server serves a page the way the build does (so a bug that shows only when islands
 * hydrate late shows in dev too): no router context, no route modules, one loader that imports the
 * island entry after the first paint, and islands that hydrate on a visitor's intent. What a
 * developer sees is what ships.
 */
import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import { freePort } from "@tests/support/server-process";
import { islandHydrated } from "./helpers/hydration";

test.describe.configure({ mode: "serial" });

let origin = "";
let stop: () => Promise<void> = async () => {};

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      "node_modules/@react-router/dev/bin.js",
      "dev",
      "--host",
      "127.0.0.1",
      "--port",
      String(port),
      "--strictPort",
    ],
    { stdio: "ignore" },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  stop = async () => {
    child.kill("SIGTERM");
    await exited;
  };
  origin = `http://127.0.0.1:${port}`;
  // Ready once it answers a page; bounded by the hook's timeout.
  for (;;) {
    const answer = await fetch(`${origin}/`).catch(() => undefined);
    if (answer?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // A cold dev server bundles dependencies on their first request, and reloads the page if it
  // finds one that vite.config.ts does not list: a first visit that hydrates an island pays for
  // that, not the test. Each try is bounded, as a reload would leave it waiting for good.
  const page = await browser.newPage();
  const quoteButton = page.locator('[data-island="QuoteButton"]').first();
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto(`${origin}/aap-development`);
      await page.waitForFunction(() => document.documentElement.classList.contains("js"), null, {
        timeout: 30_000,
      });
      await quoteButton.locator("xpath=*[1]").dispatchEvent("pointerover");
      await quoteButton.and(page.locator("[data-hydrated]")).waitFor({
        state: "attached",
        timeout: 30_000,
      });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  await page.close();
});

test.afterAll(() => stop());

test("a dev page carries the production loader and no router scripts", async ({ request }) => {
  const html = await (await request.get(`${origin}/aap-development`)).text();
  // Booleans, not the page: a failure would otherwise print 100 KB of HTML.
  expect(html.includes("__reactRouterContext"), "React Router's context script").toBe(false);
  expect(html.includes('rel="modulepreload"'), "module preloads").toBe(false);
  expect(
    /<script type="module" id="after-first-paint" data-entry="\/app\/entry\.client\.tsx"/.test(
      html,
    ),
    "the loader, importing the entry's source",
  ).toBe(true);
  // As the build leaves it: the quote dialog's island, empty (its markup comes with its script).
  expect(
    /<div data-island="QuoteDialog" data-props="[^"]*" data-off-page="" class="contents"><\/div>/.test(
      html,
    ),
    "the quote dialog's island, empty",
  ).toBe(true);
});

test("in dev, islands hydrate on intent and the quote dialog opens", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.goto(`${origin}/aap-development`);
  await islandHydrated(page, "QuoteButton");
  await page.getByRole("button", { name: "Request A Quote" }).first().click();
  await expect(page.getByRole("dialog", { name: "Request A Quote" })).toBeVisible();
  // The router's modules never load in the browser.
  const routeModules = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith("/app/routes/") || path === "/app/root.tsx"),
  );
  expect(routeModules).toEqual([]);
  expect(errors).toEqual([]);
});
