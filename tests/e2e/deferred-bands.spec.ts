/**
 * The bands after a page's first, and the footer, are rendered only near the screen
 * (`content-visibility: auto`: the first screen renders without laying out the rest). What that
 * must not cost: a link to an anchor in a later band lands on it and stays there, the first screen
 * renders at once, and nothing moves while the page loads or while the visitor scrolls through it.
 */
import { expect, test, type Page } from "@playwright/test";
import { layoutShifts, recordLayoutShifts } from "./helpers/layout-shifts";

const phone = { width: 375, height: 740 };
const desktop = { width: 1280, height: 800 };

/** The target's top, from the window's top, once it has settled over a few frames. */
const topOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate(async (element) => {
    for (let frame = 0; frame < 5; frame++)
      await new Promise((resolve) => requestAnimationFrame(resolve));
    return Math.round(element.getBoundingClientRect().top);
  });

/**
 * What could still move a page after its load event has come: the rest of the stylesheet, which
 * the page's loader links then, and the scripts it imports (the entry marks `<html>` with `.js`
 * once it runs), with whatever fonts they ask for.
 */
const lateWorkDone = (page: Page) =>
  page.waitForFunction(() => {
    const rest = document.getElementById("after-first-paint")?.getAttribute("data-stylesheet");
    return (
      [...document.styleSheets].some((sheet) => rest && sheet.href?.endsWith(rest)) &&
      document.documentElement.classList.contains("js") &&
      document.fonts.status === "loaded"
    );
  });

/** The page with the most bands: 11, anchors on most of them. */
const longPage = "/costum-website-development";

/** `scroll-padding-top: 5rem` on <html>: an anchor lands this far under the window's top. */
const landing = 80;

for (const viewport of [phone, desktop]) {
  test(`${viewport.width} px: the bands after the first and the footer wait until near the screen; the first does not`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    const visibility = await page.evaluate(() =>
      [...document.querySelectorAll("#main > section, body > footer")].map(
        (element) => getComputedStyle(element).contentVisibility,
      ),
    );
    expect(visibility.length).toBeGreaterThan(5);
    expect(visibility[0]).toBe("visible");
    for (const value of visibility.slice(1)) expect(value).toBe("auto");
  });

  test(`${viewport.width} px: a page opened at an anchor in a later band shows it under the header, and it stays`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(recordLayoutShifts, { fromStart: true });
    await page.goto(`${longPage}#platforms`);
    await page.waitForLoadState("load");
    const top = await topOf(page, "#platforms");
    expect(top).toBeGreaterThanOrEqual(landing - 2);
    expect(top).toBeLessThanOrEqual(landing + 2);
    await lateWorkDone(page);
    expect(await topOf(page, "#platforms")).toBe(top);
    expect(await layoutShifts(page)).toEqual([]);
  });

  test(`${viewport.width} px: an anchor followed further down lands; scrolling the page through moves nothing on screen`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(longPage);
    await page.waitForLoadState("load");
    await page.evaluate(recordLayoutShifts, { fromStart: false });
    // What following a link to "#features" does: a fragment navigation.
    await page.evaluate(() => {
      location.hash = "features";
    });
    await expect(page).toHaveURL(/#features$/);
    const top = await topOf(page, "#features");
    expect(top).toBeGreaterThanOrEqual(landing - 2);
    expect(top).toBeLessThanOrEqual(landing + 2);

    // Back to the top and down to the footer, a window at a time: every band renders on the way.
    await page.evaluate(() => window.scrollTo(0, 0));
    for (let step = 0; step < 40; step++) {
      const atEnd = await page.evaluate(async () => {
        window.scrollBy(0, window.innerHeight * 0.8);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      });
      if (atEnd) break;
    }
    await expect(page.locator("body > footer")).toBeInViewport();
    expect(await layoutShifts(page)).toEqual([]);
  });
}
