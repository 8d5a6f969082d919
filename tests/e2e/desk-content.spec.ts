import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { signInToDesk } from "./helpers/desk-sign-in";
import { desktop, expectNoAxeViolations, phone } from "./helpers/quality";

/**
 * The owner edits the site (the proof, as far as the desk goes): sign in, open Content,
 * Home, change the headline; the home page does not show it until it is published; History
 * shows both versions; Restore and Publish bring the original back. An empty headline is refused
 * with the schema's message and the live page does not change.
 */
const owner = { email: "owner@example.com", password: "e2e owner password" };
const shots = "/tmp/shots-content";

/** The home page as a visitor without JavaScript fetches it. */
const liveHome = async (page: Page) =>
  (await page.request.get("/", { headers: { "cache-control": "no-cache" } })).text();

async function openHome(page: Page) {
  await page.goto("/admin/content");
  await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
  await page.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  return page.getByRole("textbox", { name: "Headline", exact: true });
}

test("the owner changes the home headline, publishes it, and restores the original", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const headline = `Software that sells ${randomUUID().slice(0, 6)}`;
  await signInToDesk(page, "", owner);
  await expect(
    page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Content" }),
  ).toBeVisible();

  const field = await openHome(page);
  const original = await field.inputValue();
  expect(await liveHome(page)).toContain(original);

  // An empty headline is refused with the schema's message; nothing is stored or shown.
  await field.fill("");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert")).toContainText("Hero › Headline");
  expect(await liveHome(page)).toContain(original);

  await field.fill(headline);
  // The edit is kept in the browser before it is saved: a reload brings it back.
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Headline", exact: true })).toHaveValue(headline);
  // The preview shows the edit at both widths, drawn from the edits, not from the site.
  for (const width of ["phone", "desktop"])
    await expect(
      page.frameLocator(`iframe[title="Preview at ${width} width"]`).locator("h1"),
    ).toContainText(headline);
  test.info().annotations.push({
    type: "preview",
    description: (await page.locator("[data-preview-state]").textContent()) ?? "",
  });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  // A draft is never public.
  expect(await liveHome(page)).not.toContain(headline);

  await mkdir(shots, { recursive: true });
  for (const [name, size] of [
    ["375", phone],
    ["1280", desktop],
  ] as const) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page, `the home page's editor at ${name} px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await page.screenshot({ path: `${shots}/editor-${name}.png` });
  }
  // On a phone the preview is below the form: one tap takes the owner there, one tap back.
  await page.setViewportSize(phone);
  await page.getByRole("link", { name: "Go to the preview" }).click();
  const phoneFrame = page.locator('iframe[title="Preview at phone width"]');
  await expect(phoneFrame).toBeInViewport();
  await expect(phoneFrame.contentFrame().locator("h1")).toContainText(headline);
  await page.screenshot({ path: `${shots}/editor-preview-375.png` });
  await page.getByRole("link", { name: "Back to the form" }).click();
  await expect(page.getByRole("textbox", { name: "Title in search results" })).toBeInViewport();
  await page.setViewportSize(desktop);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  await expect(page.getByText(/Version \d+ live/).first()).toBeVisible();
  // Live for a visitor without JavaScript within two seconds of the answer.
  await expect.poll(() => liveHome(page), { timeout: 2_000 }).toContain(headline);

  await page.getByRole("button", { name: "History" }).click();
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem").filter({ hasText: /^Version \d+/ })).toHaveCount(1);
  await expect(history.getByText("As shipped", { exact: true })).toBeVisible();
  await expect(history).toContainText(`Hero › Headline: “${original}” → “${headline}”`);
  await expectNoAxeViolations(page, "the home page's history");
  await history.screenshot({ path: `${shots}/history-1280.png` });

  await history.getByRole("button", { name: "Restore the content as shipped" }).click();
  await expect(page.getByRole("textbox", { name: "Headline", exact: true })).toHaveValue(original);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  await expect.poll(() => liveHome(page), { timeout: 2_000 }).toContain(original);
  expect(await liveHome(page)).not.toContain(headline);
  await expect(history.getByRole("listitem").filter({ hasText: /^Version \d+/ })).toHaveCount(2);
});

test("the Content section lists every page by its name and is usable at 375 px", async ({
  page,
}) => {
  await signInToDesk(page, "", owner);
  await page.goto("/admin/content");
  for (const name of ["Home", "About Us", "Our Team", "FAQs", "Company identity", "Navigation"])
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  await mkdir(shots, { recursive: true });
  for (const [name, size] of [
    ["375", phone],
    ["1280", desktop],
  ] as const) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page, `the Content section at ${name} px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await page.screenshot({ path: `${shots}/list-${name}.png`, fullPage: true });
  }
});
