import { expect, test } from "@playwright/test";
import { beaconPath } from "@contracts/visits";
import { beaconChunkLoaded } from "./helpers/hydration";
import { storedBeacons } from "./helpers/inbox";

/**
 * The visit beacon in a real browser: its script comes after the largest paint, nothing is posted
 * before the page is hidden, and leaving the page sends one beacon, which the server answers 204
 * only once it is stored.
 */
test("the beacon's script loads after the largest paint and its one post goes at page hide", async ({
  page,
}) => {
  const beacons: Array<{ body: unknown; status: Promise<number | undefined> }> = [];
  page.context().on("request", (request) => {
    if (new URL(request.url()).pathname !== beaconPath) return;
    beacons.push({
      body: request.postDataJSON(),
      status: request.response().then((response) => response?.status()),
    });
  });

  await page.goto("/contact-us");
  // The entry imports the beacon's chunk once the page has painted; its observers then watch.
  await beaconChunkLoaded(page);
  // The largest paint is read from a buffered observer (the timeline does not list it).
  const order = await page.evaluate(
    () =>
      new Promise<{ lcp: number; chunk: number }>((resolve) => {
        new PerformanceObserver((list) => {
          const chunk = performance
            .getEntriesByType("resource")
            .find((entry) => entry.name.includes("/visit-beacon-"));
          resolve({
            lcp: list.getEntries().at(-1)?.startTime ?? -1,
            chunk: chunk?.startTime ?? -1,
          });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  expect(order.lcp).toBeGreaterThan(0);
  expect(order.chunk).toBeGreaterThan(order.lcp);
  expect(beacons).toHaveLength(0);

  // A field of the contact form focused: the beacon names the form opened.
  const before = storedBeacons("/contact-us").at(-1)?.id ?? 0;
  await page.locator('form[data-form="contact"] input[name="name"]').focus();
  // Leaving the page hides it: the beacon goes now, and is answered once stored.
  await page.goto("/about-us");
  await expect
    .poll(() => storedBeacons("/contact-us").filter((beacon) => beacon.id > before))
    .toContainEqual(
      expect.objectContaining({
        form_opened: "contact",
        lcp: expect.any(Number),
        fcp: expect.any(Number),
        ttfb: expect.any(Number),
        time_on_page_ms: expect.any(Number),
      }),
    );
  // Whatever the browser reported of its post (sendBeacon's at unload are not always seen).
  for (const beacon of beacons) expect(await beacon.status).toBe(204);
});
