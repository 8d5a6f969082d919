import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { openInbox, type StoredSubmission } from "@server/inbox";

/**
 * The forms end to end: the built site in Chromium, the project's own server, and the real
 * SQLite inbox it writes (playwright.config.ts gives the server DATA_DIR=data/e2e-<port>).
 */

const port = Number(process.env.E2E_PORT ?? 4173);
const databasePath = path.resolve(`data/e2e-${port}`, "inbox.sqlite");

const nameMessage = "Name must be more than 3 characters!";
const emailMessage = "Please enter a valid email address!";
const failureMessage = "Failed to send message. Please try again later.";

/** Rows of the inbox with this e-mail address (each test uses its own address). */
function storedWith(email: string): StoredSubmission[] {
  if (!existsSync(databasePath)) return [];
  const inbox = openInbox(databasePath, { readonly: true });
  try {
    return inbox.list().filter((row) => row.email === email);
  } finally {
    inbox.close();
  }
}

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.agency`;

async function openContactForm(page: Page) {
  await page.goto("/contact-us");
  // Wait for hydration: the enhanced form turns native validation off.
  await expect(page.locator("form[novalidate]")).toHaveCount(1);
  return page.locator("main form");
}

/** Visible text only: the no-JavaScript notices hold the same messages, hidden. */
const visibleText = (page: Page, text: string) => page.getByText(text).filter({ visible: true });

const field = (page: Page, label: RegExp) => page.locator("main form").getByLabel(label);

async function fillContact(
  page: Page,
  values: { name: string; email: string; phone: string; message: string },
) {
  await field(page, /your name/i).fill(values.name);
  await field(page, /email address/i).fill(values.email);
  await field(page, /phone/i).fill(values.phone);
  await field(page, /how can we help/i).fill(values.message);
}

test.describe("contact form with JavaScript", () => {
  test("a valid message is sent, stored and confirmed, and the fields are cleared", async ({
    page,
  }) => {
    const email = uniqueEmail("valid");
    await openContactForm(page);
    await fillContact(page, {
      name: "Ali",
      email,
      phone: "+92 300 1234567",
      message: "We need an online store for 300 products.",
    });

    // Hold the request to see the sending state, then let it through to the real endpoint.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let multipart = "";
    await page.route("**/api/forms/contact", async (route) => {
      multipart = `${route.request().headers()["content-type"]} ${route.request().headers().accept}`;
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();

    await expect(page.getByRole("status")).toContainText("Thank you, your message is on its way");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    for (const label of [/your name/i, /email address/i, /phone/i, /how can we help/i])
      await expect(field(page, label)).toHaveValue("");
    expect(multipart).toMatch(/^multipart\/form-data; boundary=.+ application\/json$/);

    const rows = storedWith(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      form: "contact",
      name: "Ali",
      phone: "+92 300 1234567",
      message: "We need an online store for 300 products.",
    });
  });

  test("validation blocks the submit, shows both messages and updates them live", async ({
    page,
  }) => {
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posts++;
    });
    await openContactForm(page);
    await page.getByRole("button", { name: "Send Message" }).click();

    const name = field(page, /your name/i);
    const email = field(page, /email address/i);
    await expect(visibleText(page, nameMessage)).toBeVisible();
    await expect(visibleText(page, emailMessage)).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(nameMessage);
    await expect(email).toHaveAccessibleDescription(emailMessage);
    await expect(name).toBeFocused();

    await name.fill("Al");
    await expect(visibleText(page, nameMessage)).toBeVisible();
    await name.fill("Ali");
    await expect(visibleText(page, nameMessage)).toHaveCount(0);
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await email.fill("ali@localhost");
    await expect(visibleText(page, emailMessage)).toBeVisible();
    await email.fill("ali@bluecrest.agency");
    await expect(visibleText(page, emailMessage)).toHaveCount(0);
    expect(posts).toBe(0);
  });

  test("a 500 answer keeps every field and shows the alert", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.route("**/api/forms/contact", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' }),
    );
    const email = uniqueEmail("status500");
    const values = { name: "Sara Ahmed", email, phone: "0300 7654321", message: "Please call me." };
    await openContactForm(page);
    await fillContact(page, values);
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByRole("alert")).toHaveText(failureMessage);
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expect(field(page, /your name/i)).toHaveValue(values.name);
    await expect(field(page, /email address/i)).toHaveValue(values.email);
    await expect(field(page, /phone/i)).toHaveValue(values.phone);
    await expect(field(page, /how can we help/i)).toHaveValue(values.message);
    expect(errors.join("\n")).toContain("status 500");
    expect(storedWith(email)).toHaveLength(0);
  });

  test("an endpoint that never answers times out after 30 s with every field kept", async ({
    page,
  }) => {
    await page.clock.install();
    await page.route("**/api/forms/contact", () => {
      // never answered
    });
    const values = {
      name: "Hung Request",
      email: uniqueEmail("hung"),
      phone: "",
      message: "Is anyone there?",
    };
    await openContactForm(page);
    await fillContact(page, values);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();

    await page.clock.runFor(29_000);
    await expect(page.getByRole("button", { name: "Sending..." })).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(page.getByRole("alert")).toHaveText(failureMessage);
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expect(field(page, /your name/i)).toHaveValue(values.name);
    await expect(field(page, /email address/i)).toHaveValue(values.email);
    await expect(field(page, /how can we help/i)).toHaveValue(values.message);
  });

  test("a network failure is recoverable: the retry succeeds", async ({ page }) => {
    const email = uniqueEmail("retry");
    let first = true;
    await page.route("**/api/forms/contact", async (route) => {
      if (first) {
        first = false;
        return route.abort("connectionreset");
      }
      return route.continue();
    });
    await openContactForm(page);
    await fillContact(page, { name: "Retry Person", email, phone: "", message: "Second try." });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toHaveText(failureMessage);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(storedWith(email)).toHaveLength(1);
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain post lands on the thank-you page and is stored", async ({ page }) => {
    const email = uniqueEmail("nojs");
    await page.goto("/contact-us");
    await fillContact(page, {
      name: "No Script",
      email,
      phone: "",
      message: "Sent without JavaScript.",
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Thank you, we got your message",
    );
    expect(storedWith(email)).toEqual([
      expect.objectContaining({ name: "No Script", message: "Sent without JavaScript." }),
    ]);
  });

  test("the browser applies the same rules before posting", async ({ page }) => {
    const email = uniqueEmail("nojs-invalid");
    await page.goto("/contact-us");
    await fillContact(page, { name: "Al", email, phone: "", message: "" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    // The browser refuses the post; its bubble shows the title, which is the spec's message.
    await expect(page.locator('main form input[name="name"]:invalid')).toHaveCount(1);
    await expect(field(page, /your name/i)).toHaveAttribute("title", nameMessage);
    await field(page, /your name/i).fill("Ali");
    await field(page, /email address/i).fill("ali@localhost");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.locator('main form input[name="email"]:invalid')).toHaveCount(1);
    await expect(field(page, /email address/i)).toHaveAttribute("title", emailMessage);
    expect(storedWith(email)).toHaveLength(0);
  });

  test("a post the endpoint sends back shows its problems on the page", async ({
    page,
    request,
  }) => {
    const response = await request.post("/api/forms/contact", {
      form: { name: "", email: "" },
      headers: { accept: "text/html", referer: `http://localhost:${port}/contact-us` },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    const location = response.headers().location ?? "";
    expect(location).toBe("/contact-us#contact-error-name-email");
    await page.goto(location);
    const notice = page.locator("#contact-error-name-email");
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(nameMessage);
    await expect(notice).toContainText(emailMessage);
    await expect(page.locator("#contact-error-failed")).toBeHidden();
  });
});

test.describe("quote and newsletter submissions", () => {
  test("reach the inbox through the endpoint", async ({ request }) => {
    const quoteEmail = uniqueEmail("quote");
    const quote = await request.post("/api/forms/quote", {
      multipart: {
        name: "Quote Client",
        email: quoteEmail,
        service: "e-commerce-development",
        message: "",
      },
      headers: { accept: "application/json" },
    });
    expect(quote.status()).toBe(200);
    expect(await quote.json()).toEqual({ ok: true, next: "/thank-you" });
    expect(storedWith(quoteEmail)).toEqual([
      expect.objectContaining({ form: "quote", service: "e-commerce-development" }),
    ]);

    const newsletterEmail = uniqueEmail("newsletter");
    const newsletter = await request.post("/api/forms/newsletter", {
      multipart: { email: newsletterEmail, _gotcha: "" },
      headers: { accept: "application/json" },
    });
    expect(newsletter.status()).toBe(200);
    expect(storedWith(newsletterEmail)).toEqual([expect.objectContaining({ form: "newsletter" })]);
  });

  test("the careers newsletter box stores a sign-up", async ({ page }) => {
    const email = uniqueEmail("careers");
    await page.goto("/careers");
    await expect(page.locator("form[novalidate]")).not.toHaveCount(0);
    await page.getByPlaceholder("Enter Email Address").fill(email);
    await page.getByRole("button", { name: "Get Started" }).click();
    await expect.poll(() => storedWith(email).length).toBe(1);
    expect(storedWith(email)[0]?.form).toBe("newsletter");
  });

  test("the quote modal stores a request", async ({ page }) => {
    const email = uniqueEmail("modal");
    await page.goto("/e-commerce-development");
    await page.getByRole("button", { name: "Request A Quote" }).first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/name/i).fill("Modal Client");
    await dialog.getByLabel(/email/i).fill(email);
    await dialog.locator('button[type="submit"]').click();
    await expect.poll(() => storedWith(email).length).toBe(1);
    expect(storedWith(email)[0]).toMatchObject({ form: "quote", name: "Modal Client" });
  });
});
