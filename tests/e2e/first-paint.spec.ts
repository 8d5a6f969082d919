/**
 * Nothing the first paint does not need is requested before it (on a phone each such request
 * competes with the HTML for the link): the island entry, the rest of the stylesheet and the web
 * app manifest are linked only after the page has loaded and painted (its largest paint, as far as
 * the browser tells), and the logo is not preloaded.
 */
import { expect, test } from "@playwright/test";

for (const route of ["/", "/contact-us", "/costum-website-development"]) {
  test(`${route}: the entry and the rest stylesheet are requested after the first paint and the load event`, async ({
    page,
  }) => {
    await page.goto(route);
    // The entry marks <html> with .js once it runs.
    await page.waitForFunction(() => document.documentElement.classList.contains("js"));
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const load = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const started = (pattern: RegExp) =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => pattern.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime);
      return {
        paint: paint?.startTime,
        load: load.loadEventStart,
        entry: started(/^\/assets\/entry\.client-[\w-]+\.js$/),
        rest: started(/^\/assets\/site-rest-[\w-]+\.css$/),
        restLinked: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
          .map((link) => new URL(link.href).pathname)
          .filter((href) => /site-rest-/.test(href)),
        manifest: document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href,
      };
    });
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.entry).toHaveLength(1);
    expect(timing.rest).toHaveLength(1);
    expect(timing.restLinked).toHaveLength(1);
    expect(timing.manifest).toMatch(/\/site\.webmanifest$/);
    // Whether the largest paint is on screen by then, only the browser's timing of its frames
    // can tell: app/lib/after-first-paint.test.ts checks how the loader reads it.
    for (const start of [...timing.entry, ...timing.rest]) {
      expect(start).toBeGreaterThanOrEqual(timing.paint ?? Infinity);
      expect(start).toBeGreaterThanOrEqual(timing.load);
    }
  });
}

test("the HTML links no late script or stylesheet: the loader names them", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).not.toMatch(/<link rel="stylesheet" href="\/assets\/site-rest-/);
  expect(html).not.toMatch(/import\("\/assets\/entry/);
  // Nor anything else the first paint can do without: the manifest, a logo or font preload.
  expect(html).not.toMatch(/<link rel="manifest"/);
  expect(html).not.toMatch(/<link rel="preload"/);
  const loader = /<script type="module" id="after-first-paint"([^>]*)>/.exec(html)?.[1] ?? "";
  expect(loader).toMatch(/ data-stylesheet="\/assets\/site-rest-[\w-]+\.css"/);
  expect(loader).toMatch(/ data-entry="\/assets\/entry\.client-[\w-]+\.js"/);
  expect(loader).toMatch(/ data-manifest="\/site\.webmanifest"/);
  expect(loader).toMatch(/ data-font="\/assets\/plus-jakarta-sans-site-[\w-]+\.woff2"/);
});

test("the first page paints in the system font and fetches the web font after the paint; the next page paints in it", async ({
  page,
}) => {
  const fontFamily = () =>
    page.evaluate(() => ({
      marked: document.documentElement.classList.contains("wf"),
      body: getComputedStyle(document.body).fontFamily,
      heading: getComputedStyle(document.querySelector("h1") as Element).fontFamily,
    }));
  await page.goto("/");
  await page.waitForFunction(() => localStorage.getItem("wf") === "1");
  const first = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
    const font = performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/plus-jakarta-sans-site-[\w-]+\.woff2$/.test(entry.name))
      .map((entry) => entry.startTime);
    return { paint, font };
  });
  expect(first.font).toHaveLength(1);
  expect(first.font[0]).toBeGreaterThanOrEqual(first.paint ?? Infinity);
  const before = await fontFamily();
  expect(before.marked).toBe(false);
  expect(before.body).not.toMatch(/Plus Jakarta/);

  // The next page of the visit, reached by a link of the site as a visitor reaches it.
  await page.locator('a[href="/contact-us"]:visible').first().click();
  await page.waitForURL("**/contact-us");
  const after = await fontFamily();
  expect(after.marked).toBe(true);
  expect(after.body).toMatch(/^"?Plus Jakarta Sans Variable/);
  expect(after.heading).toMatch(/^"?Plus Jakarta Sans Variable/);
  // The cached file is used at once: nothing waits for it and nothing swaps later.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (face) => face.family.includes("Plus Jakarta") && face.status === "loaded",
        ),
      ),
    )
    .toBe(true);
});

test("a page opened from outside the site paints in the system font, the note set or not: it reads no storage before its paint", async ({
  page,
}) => {
  await page.goto("/");
  await page.waitForFunction(() => localStorage.getItem("wf") === "1");
  // A page opened directly (no referrer of the site): the first page of another visit.
  await page.goto("/contact-us");
  expect(await page.evaluate(() => document.documentElement.classList.contains("wf"))).toBe(false);
});

for (const route of ["/", "/Services", "/aap-development"]) {
  test(`${route}: the mark and the favicon are in the page; before the largest paint it requests no file but its drawings and pictures`, async ({
    page,
  }) => {
    const requested: Array<{ path: string; type: string }> = [];
    page.on("request", (request) => {
      if (request.resourceType() !== "document")
        requested.push({ path: new URL(request.url()).pathname, type: request.resourceType() });
    });
    await page.goto(route);
    await page.waitForFunction(() => document.documentElement.classList.contains("js"));
    // The favicon is a data URI, the header's and footer's marks are drawn in the page.
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
      "href",
      /^data:image\/svg\+xml,/,
    );
    await expect(page.locator("header svg[aria-hidden] linearGradient")).toHaveCount(1);
    const paths = requested.map((request) => request.path);
    expect(paths).not.toContain("/brand/logo.svg");
    expect(paths).not.toContain("/favicon.svg");
    // What went out before the loader's first script or stylesheet (which wait for the largest
    // paint): pictures, and one drawings file at most (a second request would open a new
    // connection, a round trip, before the largest paint).
    const firstScript = paths.findIndex((path) => /\.(?:js|css)$/.test(path));
    expect(firstScript, "the loader's requests").toBeGreaterThanOrEqual(0);
    const files = requested.slice(0, firstScript).filter((request) => request.type !== "image");
    expect(files.length).toBeLessThanOrEqual(1);
    for (const file of files) expect(file.path).toMatch(/^\/assets\/(drawings|art)-[\w-]+\.svg$/);
  });
}

for (const route of ["/our-team", "/portfolio"]) {
  test(`${route}: the pictures it loads at once come from one file, in one request`, async ({
    page,
  }) => {
    const pictures: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") pictures.push(new URL(request.url()).pathname);
    });
    await page.goto(route);
    await page.waitForLoadState("load");
    const eager = await page.locator('main img:not([loading="lazy"])').evaluateAll((images) =>
      images.map((image) => ({
        file: new URL((image as HTMLImageElement).src).pathname,
        view: new URL((image as HTMLImageElement).src).hash,
        drawn: (image as HTMLImageElement).naturalWidth > 0,
      })),
    );
    // Each picture is a view of one file (one request for all of them), drawn.
    expect(eager.length).toBeGreaterThanOrEqual(2);
    expect(new Set(eager.map((image) => image.file)).size).toBe(1);
    expect(eager.map((image) => image.view)).toEqual(eager.map((_, index) => `#p${index}`));
    expect(eager.every((image) => image.drawn)).toBe(true);
    expect(pictures.filter((path) => path === eager[0]?.file)).toHaveLength(1);
  });
}
