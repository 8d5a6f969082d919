/**
 * Renders every route at 375, 768, 1280 and 1536 px into screenshots/ (ignored by git).
 * Starts the bundled server on a spare port unless BASE_URL points at a running one.
 *
 *   npm run screenshots                 every route, every width, full page
 *   npm run screenshots -- /faqs 375    only the routes and widths given
 */
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { sitePaths } from "~/lib/paths";
import { chromiumArgs, chromiumPath } from "@tests/e2e/helpers/chromium";
import { startSite } from "../quality/serve";

const allWidths = [375, 768, 1280, 1536];
const settledAnimations =
  "*, *::before, *::after { animation-delay: 0s !important; animation-duration: 0s !important; animation-iteration-count: 1 !important; transition: none !important; }";
const args = process.argv.slice(2);
const routes = args.filter((arg) => arg.startsWith("/"));
const widths = args.filter((arg) => /^\d+$/.test(arg)).map(Number);
const site = await startSite({ name: "screenshots" });
const baseUrl = site.baseUrl;

try {
  await mkdir("screenshots", { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  for (const width of widths.length ? widths : allWidths) {
    // bypassCSP lets the style below in: it jumps every animation to its end state, so the
    // picture shows what a visitor sees once the page has settled.
    const page = await browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
    for (const route of routes.length ? routes : [...sitePaths, "/no-such-page"]) {
      await page.goto(`${baseUrl}${route}`, { waitUntil: "networkidle" });
      await page.addStyleTag({ content: settledAnimations });
      // Load lazy images and reveal what waits for scrolling, so the full-page picture shows
      // the page as a visitor who scrolled through it sees it.
      await page.evaluate(async () => {
        for (const image of document.querySelectorAll("img[loading=lazy]")) {
          image.setAttribute("loading", "eager");
        }
        for (const element of document.querySelectorAll("[data-reveal]")) {
          element.setAttribute("data-revealed", "");
        }
        const pending = [...document.images].filter((image) => !image.complete);
        await Promise.all(
          pending.map(
            (image) =>
              new Promise((resolve) => {
                image.addEventListener("load", resolve, { once: true });
                image.addEventListener("error", resolve, { once: true });
              }),
          ),
        );
      });
      await page.waitForTimeout(700);
      const name = route === "/" ? "home" : route.slice(1).replace(/[^\w-]+/g, "_");
      await page.screenshot({
        path: `screenshots/${name}-${width}.png`,
        fullPage: true,
      });
    }
    await page.close();
  }
  await browser.close();
  console.log(`Screenshots written to screenshots/.`);
} finally {
  await site.stop();
}
