import { expect, test } from "@playwright/test";
import { everyIslandHydrated } from "./hydration";
import { routes } from "./site-routes";

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
    for (const route of routes.filter((route) => route !== "/thank-you")) {
      expect(sitemap).toContain(`${route === "/" ? "/" : route}</loc>`);
    }
    expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap:");
  });
});

test.describe("in the browser", () => {
  for (const route of [...routes, "/no-such-page"]) {
    test(`${route} renders and hydrates without console errors`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(route);
      await expect(page.locator("h1")).toHaveCount(1);
      await everyIslandHydrated(page);
      // A 404 response is logged by Chromium itself; anything else is ours.
      expect(errors.filter((text) => !/status of 404/.test(text))).toEqual([]);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const route of routes) {
    test(`${route} shows its h1 and navigation links`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
      await expect(page.locator("footer").getByRole("link", { name: "About Us" })).toBeVisible();
    });
  }
});
