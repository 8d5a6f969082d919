import { expect, type Page } from "@playwright/test";
import sharp from "sharp";

/**
 * The visual checks of every page (routes.spec.ts runs them in the one load of each route): no
 * horizontal overflow at the four design widths, every image described, sized and loaded, hero
 * text readable on its artwork, and no endless animation under prefers-reduced-motion.
 */

export const widths = [375, 768, 1280, 1536] as const;

/** Scrolls through the page so lazy images load, then loads any never shown (closed tabs, menus). */
async function loadEveryImage(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight * 0.8) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    const images = [...document.images];
    for (const image of images) if (!image.complete) image.loading = "eager";
    await Promise.all(
      images.map((image) =>
        image.complete
          ? undefined
          : new Promise((resolve) => {
              image.addEventListener("load", resolve, { once: true });
              image.addEventListener("error", resolve, { once: true });
              setTimeout(resolve, 10_000);
            }),
      ),
    );
  });
}

interface PageReport {
  scrollWidth: number;
  clientWidth: number;
  overflowing: string[];
  images: Array<{ src: string; alt: boolean; width: boolean; height: boolean; loaded: boolean }>;
}

async function inspect(page: Page): Promise<PageReport> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${[
        ...element.classList,
      ]
        .slice(0, 4)
        .join(".")}`;
    const overflowing =
      root.scrollWidth > root.clientWidth
        ? [...document.body.querySelectorAll("*")]
            .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
            .slice(0, 6)
            .map(describe)
        : [];
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      overflowing,
      images: [...document.images].map((image) => ({
        src: image.currentSrc || image.getAttribute("src") || "(no src)",
        alt: image.hasAttribute("alt"),
        width: image.hasAttribute("width"),
        height: image.hasAttribute("height"),
        loaded: image.complete && image.naturalWidth > 0,
      })),
    };
  });
}

/** WCAG relative luminance of an sRGB colour given as 0-255 channels. */
function luminance(r: number, g: number, b: number) {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * The lowest contrast between white text drawn at `alpha` and any background pixel of the
 * PNG (the text itself hidden), so artwork anywhere behind the text counts.
 */
async function lowestContrast(png: Buffer, alpha: number) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let lowest = Infinity;
  for (let offset = 0; offset < data.length; offset += info.channels) {
    const [r = 0, g = 0, b = 0] = [data[offset], data[offset + 1], data[offset + 2]];
    const text = (c: number) => alpha * 255 + (1 - alpha) * c;
    const lText = luminance(text(r), text(g), text(b));
    const lBack = luminance(r, g, b);
    lowest = Math.min(lowest, (Math.max(lText, lBack) + 0.05) / (Math.min(lText, lBack) + 0.05));
  }
  return lowest;
}

/** How many endless animations run on the page now. */
export const endless = (page: Page) =>
  page.evaluate(
    () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" &&
            animation.effect?.getComputedTiming().iterations === Infinity,
        ).length,
  );

/**
 * Fails (softly) when the hero's h1 or intro at `width` falls under 4.5:1 against any pixel of
 * the artwork behind it.
 */
async function expectHeroContrast(page: Page, route: string, width: number) {
  const hero = page.locator("[data-hero]");
  if ((await hero.count()) === 0) return;
  for (const [selector, alpha] of [
    ["h1", 1],
    ["h1 + p", 0.9],
  ] as const) {
    const text = hero.locator(selector).first();
    if ((await text.count()) === 0) continue;
    // Hide the glyphs (CSSOM, allowed by the CSP) and photograph what lies behind them.
    const color = await text.evaluate((element: HTMLElement) => {
      const before = element.style.color;
      element.style.color = "transparent";
      return before;
    });
    const box = await text.boundingBox();
    const png = box ? await page.screenshot({ clip: box, animations: "disabled" }) : undefined;
    await text.evaluate((element: HTMLElement, before) => {
      element.style.color = before;
    }, color);
    if (!png) continue;
    const contrast = await lowestContrast(png, alpha);
    expect
      .soft(contrast, `${route} at ${width}px: ${selector} on the hero artwork`)
      .toBeGreaterThanOrEqual(4.5);
  }
}

export const contrastWidths: readonly number[] = [375, 1280];

/**
 * Resizes the loaded page (motion allowed) through the widths for every visual check, then
 * switches on reduced motion: the site's motion is CSS only (no script reads the setting), so
 * switching the media feature on the loaded page stops what a page loaded with it would never
 * start. Leaves the page under reduced motion. Failures are soft and name the route and width.
 */
export async function expectSoundAtEveryWidth(page: Page, route: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    // The hero at the top of the page, before the late images are loaded at this width.
    if (contrastWidths.includes(width)) await expectHeroContrast(page, route, width);
    await loadEveryImage(page);
    const report = await inspect(page);
    expect
      .soft(
        report.scrollWidth,
        `${route} at ${width}px overflows: ${report.overflowing.join(", ")}`,
      )
      .toBeLessThanOrEqual(report.clientWidth);
    for (const image of report.images) {
      const where = `${route} at ${width}px, <img src="${image.src}">`;
      expect.soft(image.alt, `${where} has no alt attribute`).toBe(true);
      expect.soft(image.width && image.height, `${where} lacks width/height`).toBe(true);
      expect.soft(image.loaded, `${where} is broken`).toBe(true);
    }
  }
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const width of contrastWidths) {
    await page.setViewportSize({ width, height: 900 });
    await loadEveryImage(page);
    expect
      .soft(
        await endless(page),
        `${route} at ${width}px runs endless animations under reduced motion`,
      )
      .toBe(0);
  }
}
