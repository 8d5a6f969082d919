/** Helpers shared by the quality-gate specs (a11y, keyboard, SEO, links, security). */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { servicePaths } from "~/lib/paths";
import { tagsOf } from "@scripts/quality/first-load";
import { everyIslandHydrated } from "./hydration";

export const phone = { width: 375, height: 740 };
export const desktop = { width: 1280, height: 800 };

/** The WCAG 2.0/2.1/2.2 A and AA rule sets of axe-core. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** A service page, where 'Request A Quote' opens the quote modal. */
export const quotePage = servicePaths["app-development"];

/** Opens a route and brings every island of it to life (tests/e2e/helpers/hydration.ts). */
export async function openHydrated(page: Page, route: string) {
  await page.goto(route);
  await everyIslandHydrated(page);
}

/**
 * Runs axe with the WCAG A/AA tags on the page as it is now and fails with a readable list of
 * violations (rule, impact, help and the first offending elements). `soft` lets a test that
 * checks more than axe on one page go on to its other checks.
 */
export async function expectNoAxeViolations(
  page: Page,
  state: string,
  scope?: Locator,
  { soft = false } = {},
) {
  // Scroll-in blocks are shown at once with reduced motion; make sure they are, so contrast is
  // measured on the final colours rather than mid-transition.
  await page.evaluate(() =>
    document
      .querySelectorAll("[data-reveal]")
      .forEach((element) => element.setAttribute("data-revealed", "")),
  );
  // Legacy mode runs axe.run() in the page itself. The default runs it per frame and then
  // opens a blank page to merge the frames' results: the site has no frames, so the findings are
  // the same, without a page and a second copy of axe per check.
  let builder = new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode();
  // A state that only changes one part of the page (a tab panel) is checked in that part.
  if (scope)
    builder = builder.include(await scope.evaluate((element) => `#${CSS.escape(element.id)}`));
  const results = await builder.analyze();
  const report = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.length} element(s):\n${violation.nodes
        .slice(0, 4)
        .map(
          (node) =>
            `    ${node.target.join(" ")}: ${(node.any[0] ?? node.all[0] ?? node.none[0])?.message ?? ""}`,
        )
        .join("\n")}`,
  );
  (soft ? expect.soft : expect)(report, `axe violations in ${state}`).toEqual([]);
}

/**
 * The tab list whose tabs include one named `tabName`. A page without it fails the test: a copy
 * edit that renames the tab must not turn a keyboard or accessibility check into a silent skip.
 */
export async function tablistWith(page: Page, tabName: string | RegExp): Promise<Locator> {
  const list = page
    .getByRole("tablist")
    .filter({ has: page.getByRole("tab", { name: tabName }) })
    .first();
  await expect(list, `a tab list with a tab named ${String(tabName)}`).toBeVisible();
  return list;
}

/**
 * Accordion triggers inside a container: `<summary>` of a `<details>`, or a disclosure button
 * (`aria-expanded`). Returned as one locator in document order.
 */
export const accordionTriggers = (scope: Locator) =>
  scope.locator("details > summary, button[aria-expanded]:not([aria-haspopup])");

/** Whether an accordion trigger's item is open. */
export async function isOpen(trigger: Locator) {
  return trigger.evaluate((element) =>
    element.tagName === "SUMMARY"
      ? (element.parentElement as HTMLDetailsElement).open
      : element.getAttribute("aria-expanded") === "true",
  );
}

/** The focused element's description, for messages ("a[href=/about-us] About Us"). */
export const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "body";
    const href = element.getAttribute("href");
    const text = (element.getAttribute("aria-label") ?? element.textContent ?? "")
      .trim()
      .slice(0, 40);
    return `${element.tagName.toLowerCase()}${href ? `[href=${href}]` : ""} ${text}`;
  });

/**
 * Asserts that the focused element shows a focus indicator: it matches :focus-visible and has
 * a non-transparent outline of some width, or a box-shadow (Tailwind rings).
 */
export async function expectVisibleFocusRing(page: Page) {
  const style = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { focused: false } as const;
    const computed = getComputedStyle(element);
    return {
      focused: true,
      focusVisible: element.matches(":focus-visible"),
      outlineStyle: computed.outlineStyle,
      outlineWidth: parseFloat(computed.outlineWidth),
      outlineColor: computed.outlineColor,
      boxShadow: computed.boxShadow,
    } as const;
  });
  const where = await describeFocus(page);
  expect(style.focused, "something has focus").toBe(true);
  if (!style.focused) return;
  expect(style.focusVisible, `${where} matches :focus-visible`).toBe(true);
  const transparent = /rgba\([^)]*,\s*0\)|transparent/.test(style.outlineColor);
  const outline = style.outlineStyle !== "none" && style.outlineWidth > 0 && !transparent;
  const shadow = style.boxShadow !== "none" && style.boxShadow !== "";
  expect(
    outline || shadow,
    `${where} shows a focus ring (outline ${style.outlineStyle} ${style.outlineWidth}px ${style.outlineColor}; box-shadow ${style.boxShadow})`,
  ).toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}) {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return press;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(
    `Tab did not reach ${target} within ${limit} presses (focus: ${await describeFocus(page)})`,
  );
}

/** Whether the focused element is inside `scope`. */
export const focusInside = (scope: Locator) =>
  scope.evaluate((element) => element.contains(document.activeElement));

/** What the search checks read from a page's prerendered HTML. */
export interface PageHead {
  title: string;
  description: string | undefined;
  canonical: string | undefined;
  ogImage: string | undefined;
  ogUrl: string | undefined;
  robots: string | undefined;
  h1Count: number;
  lang: string | undefined;
  jsonLd: string[];
}

const decode = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

export function readHead(html: string): PageHead {
  const metas = tagsOf(html, "meta");
  const meta = (key: "name" | "property", value: string) =>
    metas.find((tag) => tag[key]?.toLowerCase() === value)?.content;
  return {
    title: decode(html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? "").trim(),
    description: meta("name", "description"),
    canonical: tagsOf(html, "link").find((tag) => tag.rel?.toLowerCase() === "canonical")?.href,
    ogImage: meta("property", "og:image"),
    ogUrl: meta("property", "og:url"),
    robots: meta("name", "robots"),
    h1Count: (html.match(/<h1[\s>]/g) ?? []).length,
    lang: tagsOf(html, "html")[0]?.lang,
    jsonLd: [
      ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
    ].map(([, body = ""]) => body),
  };
}

export const isNoIndex = (head: PageHead) => /noindex/i.test(head.robots ?? "");
