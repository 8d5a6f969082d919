import { expect, test, type Page } from "@playwright/test";
import { hydratedAround } from "./helpers/hydration";
import { storedWith, uniqueEmail } from "./helpers/inbox";

/**
 * Where a lead came from, end to end: the built site in Chromium, the real server, and the lead
 * as the store keeps it (tests/e2e/helpers/inbox.ts reads the SQLite file of this run).
 */

async function fillContact(page: Page, name: string, email: string) {
  const form = page.locator("main form");
  await form.getByLabel(/your name/i).fill(name);
  await form.getByLabel(/email address/i).fill(email);
  await form.getByLabel(/how can we help/i).fill("Where did I come from?");
}

test.describe("attribution with JavaScript", () => {
  test("a lead records the visit's first page, campaign and source after a second page", async ({
    page,
  }) => {
    const email = uniqueEmail("utm");
    await page.goto("/?utm_source=news&utm_campaign=launch");
    await expect(page.locator("html.js")).toHaveCount(1);
    // The second page of the visit: a plain page load, as every link on this site is.
    await page.goto("/contact-us");
    await hydratedAround(page.locator("main form"));
    await expect(page.locator("main form[novalidate]")).toHaveCount(1);
    await fillContact(page, "Ayesha Malik", email);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => storedWith(email).length).toBe(1);
    expect(storedWith(email)[0]?.attribution).toEqual({
      page: "/contact-us",
      firstPage: "/?utm_source=news&utm_campaign=launch",
      referrer: null,
      utmSource: "news",
      utmMedium: null,
      utmCampaign: "launch",
      utmTerm: null,
      utmContent: null,
    });
  });

  test("keeps the referrer's origin only, never its path", async ({ page }) => {
    const email = uniqueEmail("ref");
    await page.goto("/about-us?utm_medium=social", {
      referer: "https://search.example.net/results?q=private+words",
    });
    await expect(page.locator("html.js")).toHaveCount(1);
    await page.goto("/contact-us");
    await hydratedAround(page.locator("main form"));
    await expect(page.locator("main form[novalidate]")).toHaveCount(1);
    await fillContact(page, "Bilal Khan", email);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => storedWith(email).length).toBe(1);
    expect(storedWith(email)[0]?.attribution).toMatchObject({
      firstPage: "/about-us?utm_medium=social",
      referrer: "https://search.example.net",
      utmMedium: "social",
    });
  });
});

test.describe("attribution without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain post records the page it was sent from", async ({ page }) => {
    const email = uniqueEmail("nojs-utm");
    await page.goto("/?utm_source=news&utm_campaign=launch");
    await page.goto("/contact-us");
    await fillContact(page, "No Script", email);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(storedWith(email)[0]?.attribution).toMatchObject({ page: "/contact-us" });
  });
});
