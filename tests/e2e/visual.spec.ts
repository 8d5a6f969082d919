import { expect, test } from "@playwright/test";
import { ogImagePath } from "~/lib/page-meta";
import { routes } from "./helpers/site-routes";
import { endless } from "./helpers/visual-checks";

/**
 * Visual checks that are not one page's: Open Graph images of every page, the reduced-motion
 * detector itself, the home page's first-load weight and the About Us page. Each route's own
 * visual checks (overflow, images, hero contrast, no endless animation under reduced motion at
 * every width, tests/e2e/helpers/visual-checks.ts) run in routes.spec.ts, in the one load of the route.
 */

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
