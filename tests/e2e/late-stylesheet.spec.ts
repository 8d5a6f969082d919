/**
 * The late stylesheet restyles only the elements its rules can match (docs/decisions/0122 and
 * 0135). Chromium restyles every element of the page when a sheet it adds registers a custom
 * property, defines keyframes, sets variables on :root or styles ::backdrop; on these pages that
 * one task was most of their blocking time.
 */
import { expect, test } from "@playwright/test";
import { elementCount, restyledDuring, twoFrames } from "./restyles";

const routes = ["/", "/faqs", "/website-design", "/contact-us"];

for (const route of routes) {
  test(`${route}: the late stylesheet holds nothing that restyles the whole page`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(route)).text();
    const href = /data-stylesheet="([^"]+)"/.exec(html)?.[1];
    expect(href).toMatch(/^\/assets\/app-rest-[\w-]+\.css$/);
    const css = await (await request.get(href ?? "")).text();
    expect.soft(css).not.toMatch(/@property|@keyframes|:root\s*[{,]|(^|[{}])::backdrop\s*\{/);

    // The same, as the browser sees it: hold the sheet (and the entry, whose own changes are
    // not the sheet's) until the page has painted, then count what its arrival restyles.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, (held) => held.abort());
    await page.route(/\/assets\/app-rest-[\w-]+\.css$/, async (sheet) => {
      await held;
      await sheet.continue();
    });
    await page.goto(route, { waitUntil: "load" });
    const elements = await elementCount(page);
    const counts = await restyledDuring(page, async () => {
      release();
      await page.waitForFunction(() =>
        [...document.styleSheets].some((sheet) => /app-rest-/.test(sheet.href ?? "")),
      );
      await twoFrames(page);
    });
    expect(elements).toBeGreaterThan(300);
    expect(Math.max(0, ...counts)).toBeLessThan(elements / 4);
  });
}
