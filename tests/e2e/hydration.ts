/**
 * Waiting for islands in end-to-end tests. A page's islands hydrate one by one as they are
 * needed (decisions 0076, 0077); `html.js` appears only once the last of them has, which on a
 * long page takes several idle periods. A test waits for the island it uses and nothing more.
 */
import type { Locator, Page } from "@playwright/test";
import type { IslandName } from "~/islands/registry";

// Waits are bounded by the test's timeout, as the `html.js` wait they replace was: under load an
// island can take longer than an assertion's 5 s.

/**
 * Waits until the first island named `name` on the page has hydrated (React has committed it:
 * `data-hydrated`). The header hydrates first, when the page is idle; tabs, quote buttons and
 * forms when they come near the screen; the quote dialog with the first quote button.
 */
export async function islandHydrated(page: Page, name: IslandName) {
  await page
    .locator(`[data-island="${name}"]`)
    .first()
    .locator("xpath=self::*[@data-hydrated]")
    .waitFor({ state: "attached" });
}

/**
 * Waits until the island that holds `element` has hydrated, bringing it near the screen first
 * as a visitor scrolling to it would (an island below the fold hydrates when it comes near).
 * Islands nest only as static HTML inside a slot, so the outermost island is the live one.
 */
export async function hydratedAround(element: Locator) {
  await element.scrollIntoViewIfNeeded();
  await element
    .locator("xpath=ancestor::*[@data-island][last()][@data-hydrated]")
    .waitFor({ state: "attached" });
}
