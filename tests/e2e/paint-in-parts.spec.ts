/**
 * A page that arrives in parts moves nothing as the rest comes (CLS 0). Chromium paints a frame
 * whenever the parser is waiting for bytes, so on a slow network the first frame can show the
 * header, the hero or a section half-built; what comes next must add to them, not move them. This
 * serves each page through a loopback server of the test's own that sends the HTML in parts with a
 * pause after each (cut inside the main navigation, after the hero's text, between the columns of
 * an intro, inside the social bar), and records every layout shift at a laptop's width, with
 * scrollbars shown. Without the rules that keep a half-parsed page from showing
 * (app/styles/app.css) the navigation painted with one link moved by 0.018, everything moved by
 * half a scrollbar when the scrollbar came (0.0005), and a hero's text or an intro's column moved
 * when the column beside it came (0.004-0.025).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { chromiumArgs, testBrowserPath } from "./helpers/chromium";
import { layoutShifts, recordLayoutShifts } from "./helpers/layout-shifts";
import { twoFrames } from "./helpers/restyles";

type CutMarker = readonly [landmark: string, end: string];

/**
 * Where each page is cut, as a landmark and the end tag after it; every page is also cut after
 * the first link of the main navigation, after the hero's text (before the artwork beside it on
 * a wide screen) and after the first link of the social bar. The extra cuts fall between the two
 * columns of a section whose columns are centred on each other.
 */
const routes: Record<string, CutMarker[]> = {
  "/": [],
  "/contact-us": [],
  "/search-engine-optimization": [],
  "/about-us": [['aria-labelledby="about-intro-heading"', "</picture>"]],
  "/faqs": [['id="faq-intro-heading"', "</h2>"]],
};
const everyPage: CutMarker[] = [
  ['<nav aria-label="Main"', "</li>"],
  ['id="page-title"', "</p>"],
  ['<nav aria-label="Social media"', "</li>"],
];
const pauseMs = 400;

// With scrollbars, as on a laptop: headless Chromium hides them unless told not to, and a page
// painted before its <main> is shorter than the window, so its scrollbar comes with the rest.
test.use({
  launchOptions: {
    executablePath: testBrowserPath,
    args: chromiumArgs,
    ignoreDefaultArgs: ["--hide-scrollbars"],
  },
});

/** The points `html` is cut at, in the page's order. */
const cutsIn = (html: string, markers: CutMarker[]): number[] =>
  markers
    .map(([landmark, end]) => {
      const start = html.indexOf(landmark);
      const cut = html.indexOf(end, start);
      if (start === -1 || cut === -1) throw new Error(`The page has no ${landmark}…${end}`);
      return cut + end.length;
    })
    .sort((a, b) => a - b);

/** Serves `origin`'s pages in parts and everything else as it is. */
async function serveInParts(
  origin: string,
  markers: CutMarker[],
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? "/", origin), {
        headers: { accept: request.headers.accept ?? "*/*", "accept-encoding": "identity" },
      });
      const type = upstream.headers.get("content-type") ?? "";
      const headers: Record<string, string> = { "content-type": type, "cache-control": "no-store" };
      const csp = upstream.headers.get("content-security-policy");
      if (csp) headers["content-security-policy"] = csp;
      response.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      if (!type.startsWith("text/html")) return response.end(body);
      const html = body.toString("utf8");
      let from = 0;
      for (const cut of cutsIn(html, markers)) {
        response.write(html.slice(from, cut));
        from = cut;
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
      response.end(html.slice(from));
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

for (const [route, extraCuts] of Object.entries(routes)) {
  test(`${route}: painted in parts, nothing painted moves`, async ({ browser, baseURL }) => {
    const inParts = await serveInParts(baseURL ?? "", [...everyPage, ...extraCuts]);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.addInitScript(recordLayoutShifts, { fromStart: true });
      await page.goto(`${inParts.url}${route}`, { waitUntil: "load" });
      // Two frames after the last part, so that a shift it caused has been recorded.
      await twoFrames(page);
      expect(await layoutShifts(page)).toEqual([]);
      // And once the page is whole, nothing of it is left hidden.
      const hidden = await page
        .locator("body *")
        .evaluateAll(
          (elements) =>
            elements.filter(
              (element) =>
                getComputedStyle(element).visibility === "hidden" && !element.closest("[hidden]"),
            ).length,
        );
      expect(hidden).toBe(0);
    } finally {
      await context.close();
      await inParts.close();
    }
  });
}
