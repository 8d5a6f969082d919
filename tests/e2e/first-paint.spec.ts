/**
 * Nothing the first paint does not need is requested before it (docs/decisions/0124): the island
 * entry and the rest of the stylesheet start only after the first contentful paint, and once
 * they are in, the rest's rules apply and the islands still come alive.
 */
import { expect, test } from "@playwright/test";

for (const route of ["/", "/contact-us", "/costum-website-development"]) {
  test(`${route}: the entry and the rest stylesheet are requested after the first paint`, async ({
    page,
  }) => {
    await page.goto(route);
    // The entry marks <html> with .js once it runs.
    await page.waitForFunction(() => document.documentElement.classList.contains("js"));
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const started = (pattern: RegExp) =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => pattern.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime);
      return {
        paint: paint?.startTime,
        entry: started(/^\/assets\/entry\.client-[\w-]+\.js$/),
        rest: started(/^\/assets\/app-rest-[\w-]+\.css$/),
        restLinked: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
          .map((link) => new URL(link.href).pathname)
          .filter((href) => /app-rest-/.test(href)),
      };
    });
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.entry).toHaveLength(1);
    expect(timing.rest).toHaveLength(1);
    expect(timing.restLinked).toHaveLength(1);
    for (const start of [...timing.entry, ...timing.rest])
      expect(start).toBeGreaterThanOrEqual(timing.paint ?? Infinity);
  });
}

test("the HTML links no late script or stylesheet: the loader names them", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).not.toMatch(/<link rel="stylesheet" href="\/assets\/app-rest-/);
  expect(html).not.toMatch(/import\("\/assets\/entry/);
  expect(html).toMatch(
    /<script type="module" id="after-first-paint" data-stylesheet="\/assets\/app-rest-[\w-]+\.css" data-entry="\/assets\/entry\.client-[\w-]+\.js">/,
  );
});
