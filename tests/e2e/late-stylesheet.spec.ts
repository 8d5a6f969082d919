/**
 * The late stylesheet restyles only the elements its rules can match. Chromium restyles every
 * element of the page when a sheet it adds registers a custom property, defines keyframes, sets
 * variables on :root or styles ::backdrop; on these pages that one task was most of their blocking
 * time.
 */
import { expect, test, type Page } from "@playwright/test";
import { sitePaths } from "~/lib/paths";
import { layoutShifts, recordLayoutShifts } from "./helpers/layout-shifts";
import { elementCount, restyledDuring, twoFrames } from "./helpers/restyles";

const routes = ["/", "/faqs", "/website-design", "/contact-us"];

/**
 * Holds the page's late stylesheet back from its request on; the returned function lets it
 * through and resolves once the page has it.
 */
async function holdLateStylesheet(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/site-rest-[\w-]+\.css$/, async (sheet) => {
    await held;
    await sheet.continue();
  });
  return async () => {
    release();
    await page.waitForFunction(() =>
      [...document.styleSheets].some((sheet) => /site-rest-/.test(sheet.href ?? "")),
    );
  };
}

for (const route of routes) {
  test(`${route}: the late stylesheet holds nothing that restyles the whole page`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(route)).text();
    const href = /data-stylesheet="([^"]+)"/.exec(html)?.[1];
    expect(href).toMatch(/^\/assets\/site-rest-[\w-]+\.css$/);
    const css = await (await request.get(href ?? "")).text();
    expect.soft(css).not.toMatch(/@property|@keyframes|:root\s*[{,]|(^|[{}])::backdrop\s*\{/);

    // The same, as the browser sees it: hold the sheet (and the entry, whose own changes are
    // not the sheet's) until the page has painted, then count what its arrival restyles.
    await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, (held) => held.abort());
    const letStylesheetIn = await holdLateStylesheet(page);
    await page.goto(route, { waitUntil: "load" });
    const elements = await elementCount(page);
    const counts = await restyledDuring(page, async () => {
      await letStylesheetIn();
      await twoFrames(page);
    });
    expect(elements).toBeGreaterThan(300);
    expect(Math.max(0, ...counts)).toBeLessThan(elements / 4);
  });
}

/**
 * Whatever the late stylesheet brings, it moves nothing on the first screen (CLS 0): every rule
 * that lays out an element of the page has to be in its inline CSS already. Held until the page
 * has painted, at a phone's width and a laptop's, the sheet's arrival must cause no layout shift.
 */
for (const route of sitePaths) {
  test(`${route}: the late stylesheet's arrival moves nothing at 375 and 1280 px`, async ({
    browser,
  }) => {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const letStylesheetIn = await holdLateStylesheet(page);
      await page.goto(route, { waitUntil: "load" });
      await twoFrames(page);
      await page.evaluate(recordLayoutShifts, { fromStart: false });
      await letStylesheetIn();
      await twoFrames(page);
      await twoFrames(page);
      expect(await layoutShifts(page), `moved at ${width} px`).toEqual([]);
      await context.close();
    }
  });
}
