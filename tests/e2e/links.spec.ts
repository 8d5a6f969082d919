/**
 * Links and requests of every route:
 * - every internal href (prerendered HTML and hydrated page) names a prerendered route exactly as
 *   spelled, or a file of the build, and every #fragment names an element of its page;
 * - every external link opens in a new tab with rel="noopener noreferrer";
 * - loading the page (scrolled to the bottom, so lazy images load too) requests nothing from
 *   another origin except the form endpoints, and breaks no Content-Security-Policy rule.
 */
import { expect, test, type Page } from "@playwright/test";
import { identity } from "@contracts/identity";
import { openHydrated } from "./quality";
import { routes } from "./site-routes";

const formOrigins = new Set(
  Object.values(identity.forms)
    .filter((endpoint) => /^https?:\/\//.test(endpoint))
    .map((endpoint) => new URL(endpoint).origin),
);

interface LinkInfo {
  href: string;
  target: string | null;
  rel: string | null;
  text: string;
}

const collectLinks = (page: Page) =>
  page.locator("a[href], area[href]").evaluateAll((links) =>
    links.map((link) => ({
      href: link.getAttribute("href") ?? "",
      target: link.getAttribute("target"),
      rel: link.getAttribute("rel"),
      text: (link.getAttribute("aria-label") ?? link.textContent ?? "").trim().slice(0, 40),
    })),
  );

const ids = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll("[id]")].map((element) => element.id));

const existsCache = new Map<string, number>();

test.describe("links of every route", () => {
  for (const route of routes) {
    test(`${route}: internal links resolve, external links open safely, no third-party requests`, async ({
      page,
      baseURL,
      request,
    }) => {
      const origin = new URL(baseURL ?? "http://localhost").origin;
      const thirdParty: string[] = [];
      const cspViolations: string[] = [];
      page.on("request", (req) => {
        const url = new URL(req.url());
        if (url.protocol === "data:" || url.protocol === "blob:") return;
        if (url.origin !== origin && !formOrigins.has(url.origin))
          thirdParty.push(`${req.resourceType()} ${req.url()}`);
      });
      page.on("console", (message) => {
        if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text());
      });
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(
            `Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
          ),
        ),
      );

      // The prerendered HTML first (what crawlers and no-JS visitors get), then the hydrated page.
      const links: LinkInfo[] = [];
      const pageIds = new Set<string>();
      const browser = page.context().browser();
      if (!browser) throw new Error("no browser");
      const noJs = await browser.newContext({ javaScriptEnabled: false });
      const staticPage = await noJs.newPage();
      await staticPage.goto(`${origin}${route}`);
      links.push(...(await collectLinks(staticPage)));
      (await ids(staticPage)).forEach((id) => pageIds.add(id));
      await noJs.close();

      await openHydrated(page, route);
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, document.body.scrollHeight);
      });
      await page.waitForLoadState("networkidle");
      links.push(...(await collectLinks(page)));
      (await ids(page)).forEach((id) => pageIds.add(id));

      const problems: string[] = [];
      for (const link of links) {
        const { href } = link;
        if (/^(mailto|tel):/i.test(href)) continue;
        if (/^javascript:/i.test(href)) {
          problems.push(`"${link.text}": javascript: URL`);
          continue;
        }
        if (href.startsWith("#")) {
          if (href.length > 1 && !pageIds.has(decodeURIComponent(href.slice(1))))
            problems.push(`"${link.text}": ${href} names no element of the page`);
          continue;
        }
        const url = new URL(href, `${origin}${route}`);
        if (url.origin === origin) {
          if (url.pathname.startsWith("/api/")) continue;
          const isRoute = routes.includes(url.pathname);
          if (!isRoute) {
            let status = existsCache.get(url.pathname);
            if (status === undefined) {
              status = (await request.get(url.pathname, { maxRedirects: 0 })).status();
              existsCache.set(url.pathname, status);
            }
            // A file of the build answers 200; a page URL spelled differently answers 301.
            if (
              status !== 200 ||
              /\.html?$/.test(url.pathname) ||
              !/\.[a-z0-9]+$/i.test(url.pathname)
            )
              problems.push(
                `"${link.text}": ${href} is not a route of the site (status ${status})`,
              );
          }
          if (
            url.hash.length > 1 &&
            url.pathname === route &&
            !pageIds.has(decodeURIComponent(url.hash.slice(1)))
          )
            problems.push(`"${link.text}": ${href} names no element of the page`);
          continue;
        }
        if (!/^https?:$/.test(url.protocol)) {
          problems.push(`"${link.text}": unexpected scheme in ${href}`);
          continue;
        }
        const rel = new Set((link.rel ?? "").toLowerCase().split(/\s+/));
        if (link.target !== "_blank" || !rel.has("noopener") || !rel.has("noreferrer"))
          problems.push(
            `"${link.text}": external ${href} needs target="_blank" rel="noopener noreferrer" (has target=${link.target} rel=${link.rel})`,
          );
      }
      expect([...new Set(problems)], "link problems").toEqual([]);
      expect(thirdParty, "requests to other origins").toEqual([]);
      expect(cspViolations, "Content-Security-Policy violations").toEqual([]);
    });
  }
});
