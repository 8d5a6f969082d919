/**
 * Waiting for islands in end-to-end tests. A page's islands hydrate one by one as they are needed
 * (a visitor who only reads never pays for React), some only when a visitor points at them;
 * `html.js` says only that the scripts run. A test waits for the island it uses and nothing more.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import type { IslandName } from "~/islands/registry";

/**
 * The islands listen for a visitor from the moment the entry has run (it marks `<html>` with
 * `.js` right after): pointing at one before that would go unnoticed.
 */
const scriptsRunning = (page: Page) =>
  page.waitForFunction(() => document.documentElement.classList.contains("js"));

// Waits are bounded by the test's timeout, as the `html.js` wait they replace was: under load an
// island can take longer than an assertion's 5 s.

/**
 * Points at the first island named `name` on the page, as a visitor's pointer would, and waits
 * until it has hydrated (React has committed it: `data-hydrated`). The header and quote buttons
 * hydrate on such intent; tabs and forms also when they come near the screen; the quote dialog with
 * the first quote button.
 */
export async function islandHydrated(page: Page, name: IslandName) {
  const island = page.locator(`[data-island="${name}"]`).first();
  await scriptsRunning(page);
  await island.locator("xpath=*[1]").dispatchEvent("pointerover");
  await island.locator("xpath=self::*[@data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Waits until the island that holds `element` has hydrated, bringing it near the screen and
 * pointing at it first, as a visitor about to use it would. Islands nest only as static HTML
 * inside a slot, so the outermost island is the live one.
 */
export async function hydratedAround(element: Locator) {
  await scriptsRunning(element.page());
  await element.scrollIntoViewIfNeeded();
  await element.dispatchEvent("pointerover");
  await element
    .locator("xpath=ancestor::*[@data-island][last()][@data-hydrated]")
    .waitFor({ state: "attached" });
}

/**
 * Brings every island of the page to life, as a visitor who points at each in turn would, and
 * waits until all have committed: for the checks of the whole hydrated page (console errors,
 * axe, links).
 */
export async function everyIslandHydrated(page: Page) {
  await scriptsRunning(page);
  await page.evaluate(() =>
    document
      .querySelectorAll("[data-island]")
      .forEach((island) =>
        island.firstElementChild?.dispatchEvent(new PointerEvent("pointerover", { bubbles: true })),
      ),
  );
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-island]")]
      .filter((island) => !island.parentElement?.closest("[data-island]"))
      .every((island) => island.hasAttribute("data-hydrated")),
  );
}

/**
 * Opens a page with every script held back, as on a slow phone where the script arrives seconds
 * after the HTML; `release(island?)` lets them through, waits until the entry runs and, given an
 * element, until the island around it has hydrated. Before that the page is its prerendered
 * HTML and nothing of the site's JavaScript runs (the inline loader aside, which is no file).
 */
export async function openWithScriptsHeld(page: Page, path: string) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldRequests = 0;
  await page.route(
    (url) => url.pathname.endsWith(".js"),
    async (route) => {
      heldRequests++;
      await held;
      await route.continue();
    },
  );
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return {
    release: async (element?: Locator) => {
      // The page did ask for its script: the hold really was in the way.
      await expect.poll(() => heldRequests).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.classList.contains("js"))).toBe(
        false,
      );
      release();
      await scriptsRunning(page);
      if (element) await hydratedAround(element);
    },
  };
}

/**
 * Waits until the page has fetched the visit beacon's chunk, which the entry imports once the page
 * has painted; from then on its observers watch.
 */
export async function beaconChunkLoaded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .some((entry) => entry.name.includes("/visit-beacon-")),
      ),
    )
    .toBe(true);
}
