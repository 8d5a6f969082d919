import { expect, test } from "@playwright/test";
import { storedWith, uniqueEmail } from "./helpers/inbox";
import { openWithScriptsHeld } from "./helpers/hydration";
import { showRefusedQuote } from "./helpers/refused-post";

/**
 * What a visitor types before the form's island has hydrated must be kept, validated and sent. On a
 * slow phone the script arrives seconds after the HTML, so the tests hold every script back (route
 * interception), type into the prerendered fields, then let the scripts through and send once the
 * form's island has committed.
 */

test("contact form: what was typed before hydration is validated, sent and stored", async ({
  page,
}) => {
  const email = uniqueEmail("early-contact");
  const { release } = await openWithScriptsHeld(page, "/contact-us");
  const form = page.locator('main form[data-form="contact"]');
  await form.getByLabel(/your name/i).fill("Early Typist");
  await form.getByLabel(/email address/i).fill(email);
  await form.getByLabel(/phone/i).fill("+92 300 1112223");
  await form.getByLabel(/how can we help/i).fill("Typed before the script arrived.");
  await release(form);

  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toContainText("Thank you, your message is on its way");
  await expect(page).toHaveURL(/\/contact-us$/);
  expect(storedWith(email)).toEqual([
    expect.objectContaining({
      form: "contact",
      name: "Early Typist",
      phone: "+92 300 1112223",
      message: "Typed before the script arrived.",
    }),
  ]);
});

test("newsletter box: an address typed before hydration is sent and stored", async ({ page }) => {
  const email = uniqueEmail("early-newsletter");
  const { release } = await openWithScriptsHeld(page, "/careers");
  const form = page.locator('form[data-form="newsletter"]');
  await form.getByPlaceholder("Enter Email Address").fill(email);
  await release(form);

  await form.getByRole("button", { name: "Get Started" }).click();
  await expect(form.getByText("Thank you! You are on the list.")).toBeVisible();
  expect(storedWith(email)).toEqual([expect.objectContaining({ form: "newsletter" })]);
});

test("quote form: values typed into the dialog before hydration are sent and stored", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("early-quote");
  // The quote form is in a page before hydration only when the server sent the page back with the
  // dialog open, after a post without JavaScript it refused; every other page leaves it to the
  // browser, so that it costs no page its first round trip.
  await showRefusedQuote(page, request, "/e-commerce-development", {
    name: "Al",
    email: "not-yet",
  });
  const { release } = await openWithScriptsHeld(page, "/e-commerce-development");
  const dialog = page.locator('[data-island="QuoteDialog"] [role="dialog"]');
  const form = dialog.locator('form[data-form="quote"]');
  await form.getByLabel("Your name").fill("Early Client");
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel(/^Service/).selectOption("paid-advertising");
  await form.getByLabel(/About your project/).fill("Typed before hydration.");
  await release(form);

  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByRole("heading", { name: "Thank you, your request is in" })).toBeVisible();
  expect(storedWith(email)).toEqual([
    expect.objectContaining({
      form: "quote",
      name: "Early Client",
      service: "paid-advertising",
      message: "Typed before hydration.",
    }),
  ]);
});

test("contact form: Send pressed when the script never comes posts natively and lands on thank-you", async ({
  page,
}) => {
  const email = uniqueEmail("early-native");
  await openWithScriptsHeld(page, "/contact-us");
  const form = page.locator('main form[data-form="contact"]');
  await form.getByLabel(/your name/i).fill("Native Poster");
  await form.getByLabel(/email address/i).fill(email);
  await form.getByRole("button", { name: "Send Message" }).click();
  // The page's loader holds the post a few seconds for the script, then posts it plainly.
  await expect(page).toHaveURL(/\/thank-you$/, { timeout: 15_000 });
  expect(storedWith(email)).toEqual([expect.objectContaining({ name: "Native Poster" })]);
});
