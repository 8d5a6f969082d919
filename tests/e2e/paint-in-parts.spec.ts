/**
 * A page that arrives in parts moves nothing as the rest comes (CLS 0). Chromium paints a frame
 * whenever the parser is waiting for bytes, so on a slow network the first frame can show the
 * header or the social bar half-built; what comes next must add to them, not move them. This
 * serves each page through a loopback server of the test's own that sends the HTML in three
 * parts with a pause after each, cut inside the main navigation and inside the social bar, and
 * records every layout shift at a laptop's width (both are hidden on a phone). Without the
 * header's rule for a page not yet parsed to its <main> (docs/decisions/0151), the navigation
 * painted with one link moved by 0.018 on each of these routes.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { layoutShifts, recordLayoutShifts } from "./layout-shifts";
import { twoFrames } from "./restyles";

const routes = ["/", "/contact-us", "/search-engine-optimization"];
const pauseMs = 400;

/** The points the HTML is cut at: after the first link of each list. */
const cutsIn = (html: string): number[] =>
  ['<nav aria-label="Main"', '<nav aria-label="Social media"'].map((landmark) => {
    const start = html.indexOf(landmark);
    const cut = html.indexOf("</li>", start);
    if (start === -1 || cut === -1) throw new Error(`The page has no ${landmark}…</li>`);
    return cut + "</li>".length;
  });

/** Serves `origin`'s pages in parts and everything else as it is. */
async function serveInParts(origin: string): Promise<{ url: string; close: () => Promise<void> }> {
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
      for (const cut of cutsIn(html)) {
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

for (const route of routes) {
  test(`${route}: painted in parts, the header and the social bar do not move`, async ({
    browser,
    baseURL,
  }) => {
    const inParts = await serveInParts(baseURL ?? "");
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.addInitScript(recordLayoutShifts, { fromStart: true });
      await page.goto(`${inParts.url}${route}`, { waitUntil: "load" });
      // Two frames after the last part, so that a shift it caused has been recorded.
      await twoFrames(page);
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await context.close();
      await inParts.close();
    }
  });
}
