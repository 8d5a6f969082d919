import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { beaconPath, type VisitBeacon } from "@contracts/visits";
import { beaconChunkLoaded } from "./helpers/hydration";

// The package exports only its modules; its browser build sits beside the main entry.
const webVitals = readFileSync(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve("web-vitals")),
    "web-vitals.iife.js",
  ),
  "utf8",
);

type Measured = Pick<VisitBeacon, "lcp" | "fcp" | "ttfb" | "inp" | "cls">;

/**
 * The beacon's hand-written observers (app/lib/vitals.ts, written to keep the beacon under 1 KB)
 * against the `web-vitals` library in the same page load: the library is added to the page before
 * its own scripts (an init script, which the page's CSP does not govern) and reports every change;
 * the page then shifts its layout and answers a slow click, and is hidden. The beacon sent at that
 * hide carries the library's values.
 */
test("the beacon's vitals are the web-vitals library's for the same page load", async ({
  page,
}) => {
  await page.addInitScript(
    `${webVitals};window.__library={};for(const on of ["onLCP","onFCP","onTTFB","onINP","onCLS"])webVitals[on]((m)=>{window.__library[m.name.toLowerCase()]=m.value},{reportAllChanges:true});`,
  );
  const sent: Measured[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === beaconPath) sent.push(request.postDataJSON());
  });
  const library = () =>
    page.evaluate(() => (window as unknown as { __library: Measured }).__library);

  await page.goto("/about-us");
  // The beacon's chunk comes after the largest paint; it reads what it missed from the buffers.
  await beaconChunkLoaded(page);

  // A layout shift (a block put above the content, no input before it), then a click that
  // holds the main thread for 150 ms (a button that shifts nothing: fixed in a corner).
  await page.evaluate(() => {
    const block = document.createElement("div");
    block.style.height = "120px";
    document.body.prepend(block);
    const button = document.createElement("button");
    button.textContent = "Slow";
    button.style.cssText = "position:fixed;right:0;bottom:0;z-index:99";
    button.addEventListener("click", () => {
      const until = performance.now() + 150;
      while (performance.now() < until);
      button.textContent = "Done";
    });
    document.body.append(button);
  });
  await expect.poll(async () => (await library()).cls ?? 0).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Slow" }).click();
  await expect.poll(async () => (await library()).inp ?? 0).toBeGreaterThan(100);

  // Hidden as a switch of tabs hides it: the library reports its final INP and CLS (it takes
  // the entries not yet delivered), and the beacon goes.
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await expect.poll(() => sent.length).toBe(1);
  const expected = await library();
  const [beacon] = sent;
  console.log(`library ${JSON.stringify(expected)}, beacon ${JSON.stringify(beacon)}`);

  for (const name of ["lcp", "fcp", "ttfb", "inp", "cls"] as const)
    expect(expected[name], name).toEqual(expect.any(Number));
  expect(beacon).toMatchObject(expected);
});
