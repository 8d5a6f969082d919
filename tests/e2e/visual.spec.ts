import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { ogImagePath } from "~/lib/page-meta";
import { routes } from "./site-routes";

/**
 * Visual checks over every page: no horizontal overflow at the four design widths, every image
 * described, sized and loaded, hero text readable on its artwork, Open Graph images present,
 * no endless animation under prefers-reduced-motion, and the home page's first-load weight.
 * Each page is loaded once and resized through the widths for all of its checks.
 */

const widths = [375, 768, 1280, 1536] as const;

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
const endless = (page: Page) =>
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

const contrastWidths: readonly number[] = [375, 1280];

// One test per page: it is loaded once and resized through the widths for every check (loading
// it once per check and width cost CI minutes and checked nothing more), and the pages spread
// over the workers.
for (const route of routes) {
  test(`${route}: at ${widths.join(", ")} px no horizontal overflow and every image described, sized and loaded; hero text keeps 4.5:1 on its artwork and no endless animation under prefers-reduced-motion at ${contrastWidths.join(" and ")} px`, async ({
    page,
  }) => {
    // Six passes through the page (four widths, then two under reduced motion) and four
    // screenshots: more than 30 s on a busy CI.
    test.setTimeout(60_000);
    await page.setViewportSize({ width: widths[0], height: 900 });
    await page.goto(route);
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
    // The site's motion is CSS only (no script reads the setting), so switching the media
    // feature on the loaded page stops what a page loaded with it would never start.
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
  });
}

test("every page has its 1200 x 630 Open Graph image, linked from its head", async ({
  request,
}) => {
  for (const route of routes) {
    const image = ogImagePath(route);
    const response = await request.get(image);
    expect.soft(response.status(), `${image} for ${route}`).toBe(200);
    if (!response.ok()) continue;
    const png = await response.body();
    expect.soft(png.subarray(1, 4).toString("latin1"), `${image} is a PNG`).toBe("PNG");
    expect.soft([png.readUInt32BE(16), png.readUInt32BE(20)], `${image} size`).toEqual([1200, 630]);

    const html = await (await request.get(route)).text();
    if (/<meta name="robots" content="[^"]*noindex/.test(html)) continue;
    const linked = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect.soft(new URL(linked, "http://x").pathname, `${route} links its image`).toBe(image);
  }
});

test.describe("reduced motion", () => {
  test("the detector sees the endless animations when motion is allowed", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/about-us");
    await page.locator("#our-differentiator img").evaluate((image) => image.scrollIntoView());
    // The bobbing is in the page's late stylesheet, linked once the page has painted.
    await expect.poll(() => endless(page)).toBeGreaterThan(0);
  });
});

test("the home page transfers under 400 KB on first load at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  let bytes = 0;
  const requests: string[] = [];
  cdp.on("Network.loadingFinished", (event) => {
    bytes += event.encodedDataLength;
  });
  cdp.on("Network.requestWillBeSent", (event) => {
    requests.push(event.request.url);
  });
  await page.goto("/", { waitUntil: "networkidle" });
  const kilobytes = Math.round(bytes / 1024);
  test.info().annotations.push({
    type: "home transfer",
    description: `${kilobytes} KB in ${requests.length} requests`,
  });
  console.log(`Home page first load at 375 px: ${kilobytes} KB in ${requests.length} requests.`);
  expect(bytes).toBeLessThan(400 * 1024);
});

test.describe("About Us page", () => {
  test.use({ javaScriptEnabled: false });

  test("is complete without JavaScript: hero, intro with Let's Talk, approach, differentiator", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/about-us");
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Let's Talk" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    for (const name of ["Our Approach", "Our Differentiator"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expect(page.locator("#our-approach li h3")).toHaveCount(4);
    await expect(page.locator("#our-differentiator h3")).toHaveCount(6);
  });

  test("shows the studio photo through the image pipeline", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/about-us");
    const picture = page.locator("main picture").first();
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      /480w.*768w.*1080w/,
    );
    await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /480w/);
    const image = picture.locator("img");
    await expect(image).toHaveAttribute("loading", "lazy");
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\.avif$/);
    // At 375 px the browser picks a small rendition, not the 1920 px one.
    const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    const srcset =
      (await picture.locator('source[type="image/avif"]').getAttribute("srcset")) ?? "";
    expect(srcset).toContain(`${new URL(src).pathname} `);
    expect(srcset.split(", ").find((entry) => entry.startsWith(new URL(src).pathname))).not.toMatch(
      /1920w/,
    );
  });
});
