/**
 * The first touch counts: what a visitor does before a part of the page is live is not lost. Every
 * test holds the site's scripts back (route interception), acts on the prerendered HTML as a
 * visitor on a slow phone would, and lets the scripts through at a chosen moment.
 */
import { expect, test, type Page } from "@playwright/test";
import { sendFailureMessage, validationMessages } from "@contracts/forms";
import { servicePaths } from "~/lib/paths";
import { storedWith, uniqueEmail } from "./helpers/inbox";
import { openWithScriptsHeld } from "./helpers/hydration";

const phone = { width: 375, height: 740 };
test.use({ viewport: phone });

const contactForm = (page: Page) => page.locator('main form[data-form="contact"]');

async function fillContact(page: Page, email: string) {
  const form = contactForm(page);
  await form.getByLabel(/your name/i).fill("Early Sender");
  await form.getByLabel(/email address/i).fill(email);
  await form.getByLabel(/phone/i).fill("+92 300 4445556");
  await form.getByLabel(/how can we help/i).fill("Sent before the script arrived.");
}

test("a field left before the form is live shows its message once it is", async ({ page }) => {
  const { release } = await openWithScriptsHeld(page, "/contact-us");
  const name = contactForm(page).getByLabel(/your name/i);
  await name.click();
  await name.pressSequentially("Al");
  await page.keyboard.press("Tab");
  await release(contactForm(page));
  // The no-JavaScript notices hold the same text, hidden.
  await expect(
    contactForm(page).getByText(validationMessages.contactName).filter({ visible: true }),
  ).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
});

test("Send pressed before the form is live goes through the script once it is", async ({
  page,
}) => {
  const email = uniqueEmail("first-touch-held");
  const { release } = await openWithScriptsHeld(page, "/contact-us");
  // A proxy that answers 502: the script path shows the failure and keeps the visitor's text;
  // a plain post would have replaced the page with the proxy's answer.
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/api/forms/contact", async (route) => {
    await answered;
    await route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" });
  });
  await fillContact(page, email);
  const form = contactForm(page);
  await form.getByRole("button", { name: "Send Message" }).click();
  await release();
  await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
  answer();
  await expect(form.getByRole("alert")).toHaveText(sendFailureMessage);
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(form.getByLabel(/your name/i)).toHaveValue("Early Sender");
  await expect(form.getByLabel(/how can we help/i)).toHaveValue("Sent before the script arrived.");
  expect(storedWith(email)).toEqual([]);
});

test("Send pressed when the script never arrives posts as a plain form after all", async ({
  page,
}) => {
  const email = uniqueEmail("first-touch-fallback");
  await openWithScriptsHeld(page, "/contact-us");
  await fillContact(page, email);
  await contactForm(page).getByRole("button", { name: "Send Message" }).click();
  // The hold lasts a few seconds (the loader's fallback), then the browser posts the form.
  await expect(page).toHaveURL(/\/thank-you$/, { timeout: 15_000 });
  expect(storedWith(email)).toEqual([expect.objectContaining({ name: "Early Sender" })]);
});

test("a tab chosen with the arrow keys before the tabs are live is selected once they are", async ({
  page,
}) => {
  const { release } = await openWithScriptsHeld(page, "/faqs");
  const first = page.getByRole("tab", { selected: true });
  const firstName = await first.textContent();
  await first.focus();
  await page.keyboard.press("ArrowRight");
  await release(first);
  await expect(page.getByRole("tab", { name: firstName ?? "" })).toHaveAttribute(
    "aria-selected",
    "false",
  );
  await expect(page.getByRole("tab", { selected: true })).toBeFocused();
});

test.describe("the quote control", () => {
  const path = servicePaths["paid-advertising"];

  test("is a button that opens a dialog from the first paint", async ({ page }) => {
    await openWithScriptsHeld(page, path);
    const control = page
      .locator('[data-island="QuoteButton"]')
      .first()
      .getByRole("button", { name: "Request A Quote" });
    await expect(control).toHaveAttribute("aria-haspopup", "dialog");
    await expect(page.getByRole("link", { name: "Request A Quote" })).toHaveCount(0);
  });

  test("pressed before it is live opens the dialog once it is", async ({ page }) => {
    const { release } = await openWithScriptsHeld(page, path);
    await page.getByRole("button", { name: "Request A Quote" }).first().click();
    await release();
    const dialog = page.getByRole("dialog", { name: "Request A Quote" });
    await expect(dialog).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("is the same button, and leads to the contact form", async ({ page }) => {
      await page.goto(path);
      const control = page.getByRole("button", { name: "Request A Quote" }).first();
      await expect(control).toHaveAttribute("aria-haspopup", "dialog");
      await control.click();
      await expect(page).toHaveURL(/\/contact-us\??$/);
      await expect(contactForm(page)).toBeVisible();
    });
  });
});
