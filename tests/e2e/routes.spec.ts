/**
 * Every route of the site.
 *
 * Over HTTP: 200 with one h1 in the prerendered HTML, the 404 page, /services in any case, the
 * sitemap.
 *
 * In the browser, one test per route that loads the page once for all the checks that read it
 * (loading and hydrating it once per check cost CI minutes and checked nothing more):
 * - without JavaScript: the h1, the main navigation and the footer links show;
 * - with JavaScript: one h1, every island hydrates, and nothing logs a console error or throws;
 * - links: every internal href (prerendered HTML and hydrated page) names a prerendered route
 *   exactly as spelled, or a file of the build, and every #fragment names an element of its
 *   page; every external link opens in a new tab with rel="noopener noreferrer";
 * - requests: loading the page (scrolled to the bottom, so lazy images load too) requests
 *   nothing from another origin except the form endpoints, and breaks no Content-Security-Policy
 *   rule;
 * - visual (tests/e2e/helpers/visual-checks.ts): no horizontal overflow at 375, 768, 1280 and 1536 px,
 *   every image described, sized and loaded, hero text at 4.5:1 on its artwork, and no endless
 *   animation once reduced motion is on;
 * - axe-core (WCAG 2.0/2.1/2.2 A and AA, tests/e2e/helpers/quality.ts) at 375 and 1280 px, under reduced
 *   motion, with zero violations. The interactive states (menus, modal, tabs, FAQ items) are in
 *   a11y.spec.ts.
 * Each failure names the route and the check. pages.spec.ts and visual.spec.ts used to load
 * every page again for their external-link and visual checks; they run here now.
 */
import { expect, test, type Page } from "@playwright/test";
import { identity } from "@contracts/identity";
import { everyIslandHydrated } from "./helpers/hydration";
import { desktop, expectNoAxeViolations, phone } from "./helpers/quality";
import { routes, unindexedRoutes } from "./helpers/site-routes";
import { contrastWidths, expectSoundAtEveryWidth, widths } from "./helpers/visual-checks";

test.describe("every route", () => {
  for (const route of routes) {
    test(`${route} answers 200 with one h1 in its prerendered HTML`, async ({ request }) => {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
    });
  }

  test("an unknown URL answers 404 with the error page", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("404 Not Found");
  });

  test("/services in any letter case reaches the Services page", async ({ request }) => {
    for (const variant of ["/services", "/SERVICES", "/Services/"]) {
      const response = await request.get(variant);
      expect(response.status(), variant).toBe(200);
      expect(response.url()).toMatch(/\/Services$/);
    }
  });

  test("sitemap.xml lists every page and robots.txt points at it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const route of routes.filter((route) => !unindexedRoutes.includes(route))) {
      expect(sitemap).toContain(`${route === "/" ? "/" : route}</loc>`);
    }
    expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap:");
  });
});

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

const collectLinks = (page: Page): Promise<LinkInfo[]> =>
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

/** Statuses of the non-route paths links name, per worker: many pages link the same files. */
const existsCache = new Map<string, number>();

/** What is wrong with the links of `route` (empty when nothing is). */
async function linkProblems(
  links: LinkInfo[],
  pageIds: Set<string>,
  route: string,
  origin: string,
  status: (path: string) => Promise<number>,
) {
  const problems: string[] = [];
  for (const link of links) {
    const { href } = link;
    if (/^(?:mailto|tel):/i.test(href)) continue;
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
      if (!routes.includes(url.pathname)) {
        let answer = existsCache.get(url.pathname);
        if (answer === undefined) {
          answer = await status(url.pathname);
          existsCache.set(url.pathname, answer);
        }
        // A file of the build answers 200; a page URL spelled differently answers 301.
        if (answer !== 200 || /\.html?$/.test(url.pathname) || !/\.[a-z0-9]+$/i.test(url.pathname))
          problems.push(`"${link.text}": ${href} is not a route of the site (status ${answer})`);
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
  return [...new Set(problems)];
}

/** Collects console errors and uncaught exceptions of `page` from now on. */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  // A 404 response is logged by Chromium itself; anything else is ours.
  return () => errors.filter((text) => !/status of 404/.test(text));
}

test.describe("every route in the browser", () => {
  // The page loads with motion allowed, for the visual checks; they end by switching reduced
  // motion on, so axe reads the final colours (scroll-in blocks and transitions are still). The
  // site's scripts never read the setting (only its CSS does), so the console, link and request
  // checks see the same page either way.
  for (const route of routes) {
    test(`${route}: without and with JavaScript, hydrates without console errors, links and requests are safe, at ${widths.join(", ")} px no overflow and every image sound, hero text readable and no endless animation under reduced motion at ${contrastWidths.join(" and ")} px, no axe violations at ${phone.width} and ${desktop.width} px`, async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      // Two page loads, hydration, six passes through the page with four screenshots, a scroll
      // to the bottom and two axe runs: on CI's two cores that outlasts the default 30 s.
      test.setTimeout(120_000);
      const origin = new URL(baseURL ?? "http://localhost").origin;
      const links: LinkInfo[] = [];
      const pageIds = new Set<string>();

      await test.step("without JavaScript: h1, navigation and footer links; its links", async () => {
        const noJs = await browser.newContext({ javaScriptEnabled: false });
        try {
          const staticPage = await noJs.newPage();
          await staticPage.goto(`${origin}${route}`);
          await expect
            .soft(staticPage.locator("h1"), `${route} without JavaScript: h1`)
            .toBeVisible();
          await expect
            .soft(
              staticPage.getByRole("navigation", { name: "Main" }),
              `${route} without JavaScript: the main navigation`,
            )
            .toBeAttached();
          await expect
            .soft(
              staticPage.locator("footer").getByRole("link", { name: "About Us" }),
              `${route} without JavaScript: the footer links`,
            )
            .toBeVisible();
          links.push(...(await collectLinks(staticPage)));
          (await ids(staticPage)).forEach((id) => pageIds.add(id));
        } finally {
          await noJs.close();
        }
      });

      const errors = consoleErrors(page);
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

      await test.step("with JavaScript: one h1, every island hydrated", async () => {
        await page.setViewportSize(phone);
        await page.goto(route);
        await expect(page.locator("h1"), `${route}: one h1`).toHaveCount(1);
        await everyIslandHydrated(page);
      });

      await test.step(`visual at ${widths.join(", ")} px, then under reduced motion`, () =>
        expectSoundAtEveryWidth(page, route));

      await test.step("links and requests of the hydrated page, scrolled to the bottom", async () => {
        await page.setViewportSize(phone);
        await page.evaluate(async () => {
          // A frame at each half screen: what comes near the screen there starts loading in it.
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(resolve)),
            );
          }
          window.scrollTo(0, document.body.scrollHeight);
        });
        await page.waitForLoadState("networkidle");
        links.push(...(await collectLinks(page)));
        (await ids(page)).forEach((id) => pageIds.add(id));
        const status = async (path: string) =>
          (await request.get(path, { maxRedirects: 0 })).status();
        expect
          .soft(
            await linkProblems(links, pageIds, route, origin, status),
            `${route}: link problems`,
          )
          .toEqual([]);
        expect.soft(thirdParty, `${route}: requests to other origins`).toEqual([]);
        expect.soft(cspViolations, `${route}: Content-Security-Policy violations`).toEqual([]);
      });

      await test.step(`axe at ${phone.width} and ${desktop.width} px`, async () => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectNoAxeViolations(page, `${route} at ${phone.width}px`, undefined, {
          soft: true,
        });
        await page.setViewportSize(desktop);
        await expectNoAxeViolations(page, `${route} at ${desktop.width}px`, undefined, {
          soft: true,
        });
      });

      expect(errors(), `${route}: console errors while loading, hydrating and checking`).toEqual(
        [],
      );
    });
  }

  test(`the not-found page renders without console errors and has no axe violations at ${phone.width}px`, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize(phone);
    await page.goto("/no-such-page");
    await expect(page.locator("h1")).toHaveCount(1);
    await everyIslandHydrated(page);
    await expectNoAxeViolations(page, "the 404 page", undefined, { soft: true });
    expect(errors(), "the 404 page: console errors").toEqual([]);
  });
});
