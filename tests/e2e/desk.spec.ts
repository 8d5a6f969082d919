import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { desktop, expectNoAxeViolations, phone } from "./helpers/quality";
import { hydratedAround } from "./helpers/hydration";
import { storedWith, uniqueEmail } from "./helpers/inbox";
import { carryKnownDevice, keepDevice } from "./helpers/desk-sign-in";

/**
 * The lead desk end to end: the real server (playwright.config.ts creates the first owner from
 * ADMIN_EMAIL/ADMIN_PASSWORD), the real contact form, Chromium.
 */
const owner = { email: "owner@example.com", password: "e2e owner password" };

async function signIn(page: Page, password = owner.password) {
  await page.goto("/admin/sign-in");
  // A wrong password is tried as a stranger would, from a browser the desk does not know.
  if (password === owner.password) await carryKnownDevice(page, owner.email);
  await page.getByLabel("E-mail").fill(owner.email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signedIn(page: Page) {
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /(?<!\d)\d+ leads?/ })).toBeVisible();
}

/** A lead sent through the contact page as a visitor would (the server allows quick posts). */
async function postContactLead(page: Page, email: string, message: string) {
  await page.goto("/contact-us");
  await hydratedAround(page.locator("main form"));
  await expect(page.locator("form[novalidate]")).toHaveCount(1);
  const form = page.locator("main form");
  await form.getByLabel(/your name/i).fill("Desk Visitor");
  await form.getByLabel(/email address/i).fill(email);
  await form.getByLabel(/how can we help/i).fill(message);
  const sent = page.waitForRequest("**/api/forms/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  // The island sends the time token the server stamped into the page.
  expect((await sent).postData()).toMatch(/name="_t"\r\n\r\n[0-9a-z]+\.[\w-]{22}\r\n/);
  await expect.poll(() => storedWith(email).length).toBe(1);
}

test.describe("the lead desk", () => {
  test("every /admin URL without a session is refused", async ({ request }) => {
    for (const url of [
      "/admin",
      "/admin/",
      "/admin/leads/1",
      "/admin/audit",
      "/admin/privacy",
      "/admin/other",
    ]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(303);
      expect(response.headers().location, url).toBe("/admin/sign-in");
      expect(response.headers()["x-robots-tag"]).toContain("noindex");
    }
    for (const [method, url] of [
      ["GET", "/admin/api/leads"],
      ["GET", "/admin/api/leads/1"],
      ["GET", "/admin/api/leads.csv"],
      ["GET", "/admin/api/leads.json"],
      ["GET", "/admin/api/audit"],
      ["GET", "/admin/api/session"],
      ["POST", "/admin/api/leads/1/status"],
      ["POST", "/admin/api/erase"],
      ["DELETE", "/admin/api/session"],
    ]) {
      const response = await request.fetch(url ?? "", { method, maxRedirects: 0 });
      expect(response.status(), `${method} ${url}`).toBe(401);
      expect(await response.json()).toEqual({ error: "Sign in first." });
    }
    const signInPage = await request.get("/admin/sign-in");
    expect(await signInPage.text()).toContain('<meta name="robots" content="noindex, nofollow"');
    // Never listed for crawlers.
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  });

  test("a wrong password is refused", async ({ page }) => {
    await signIn(page, "not the password at all");
    await expect(page.getByRole("alert")).toHaveText("The e-mail or the password is wrong.");
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    expect((await page.context().cookies()).some((c) => c.name === "desk_session")).toBe(false);
  });

  test("a lead from the contact page: find it, reply, note, export, sign out", async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail("desk");
    await postContactLead(page, email, "Desk test: we need a shop with 40 products.");
    expect(storedWith(email)[0]?.status).toBe("new");

    await signedIn(page);
    await page.getByLabel("Search name, e-mail, message").fill(email);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("status").filter({ hasText: "1 lead" })).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: email });
    await expect(row).toContainText("new");
    await row.getByRole("link", { name: "Desk Visitor" }).click();

    await expect(
      page.getByText("Desk test: we need a shop with 40 products.").first(),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Where it came from" })).toBeVisible();
    await expect(page.getByText("/contact-us").first()).toBeVisible();
    await page.getByRole("button", { name: "Replied" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Marked replied." })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: "Replied" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(storedWith(email)[0]?.status).toBe("replied");

    await page.getByLabel("New note").fill("Called back, sending a proposal.");
    await page.getByRole("button", { name: "Add note" }).click();
    const note = page.getByRole("listitem").filter({ hasText: "Called back, sending a proposal." });
    await expect(note).toContainText(owner.email);
    await page.reload();
    await expect(note).toBeVisible();

    await page.goto(`/admin?search=${encodeURIComponent(email)}`);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("leads.csv");
    const csv = await readFile((await download.path()) ?? "", "utf8");
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toMatch(/^id,createdAt,form,status,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(email);
    expect(lines[1]).toContain(",replied,");

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
  });

  test("a forged cross-site POST is refused", async ({ page, baseURL }) => {
    const email = uniqueEmail("forged");
    await postContactLead(page, email, "Please do not erase me through a forged request.");
    await signedIn(page);
    // A page on another site that posts to the desk the moment it opens.
    await page.route("https://evil.example/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>Win a prize</title><form method="post" action="${baseURL}/admin/api/erase"><input name="email" value="${email}"></form><script>document.forms[0].submit()</script>`,
      }),
    );
    const answer = page.waitForResponse((response) => response.url().endsWith("/admin/api/erase"));
    await page.goto("https://evil.example/prize");
    expect((await answer).status()).toBe(403);
    expect(storedWith(email)).toHaveLength(1);
  });

  // One test per width: both in one test (ten axe runs, a lead posted at a person's pace) came
  // close to its 90 s on CI's two busy cores and once ran past it.
  for (const size of [phone, desktop]) {
    test(`the desk's pages have no axe violations at ${size.width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      const email = uniqueEmail(`axe-${size.width}`);
      await postContactLead(page, email, "Axe test lead with a message.");
      await page.context().clearCookies();
      await page.setViewportSize(size);
      await page.goto("/admin/sign-in");
      await expectNoAxeViolations(page, `sign-in at ${size.width}`);
      await signedIn(page);
      await expectNoAxeViolations(page, `leads at ${size.width}`);
      await page.goto("/admin/privacy");
      await page.getByLabel("E-mail address").fill(email);
      await page.getByRole("button", { name: "Erase…" }).click();
      await expect(page.getByRole("button", { name: "Erase for good" })).toBeVisible();
      await expectNoAxeViolations(page, `erase confirmation at ${size.width}`);
      await page.goto(`/admin?search=${encodeURIComponent(email)}`);
      await page.getByRole("link", { name: "Desk Visitor" }).click();
      await expect(page.getByRole("heading", { name: "Notes" })).toBeVisible();
      await expectNoAxeViolations(page, `lead at ${size.width}`);
      await page.goto("/admin/audit");
      await expect(page.getByRole("heading", { name: "Changes" })).toBeVisible();
      await expectNoAxeViolations(page, `audit log at ${size.width}`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow at ${size.width}`).toBe(false);
    });
  }

  test("works by keyboard: sign in, open a lead, change its status, erase on request", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail("keys");
    await postContactLead(page, email, "Keyboard test lead.");
    await page.goto("/admin/sign-in");
    await carryKnownDevice(page, owner.email);
    // The desk renders in the browser: a Tab pressed before its form exists lands nowhere.
    await expect(page.getByLabel("E-mail")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("E-mail")).toBeFocused();
    await page.keyboard.type(owner.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(owner.password);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
    await keepDevice(page, owner.email);

    await page.goto(`/admin?search=${encodeURIComponent(email)}`);
    const link = page.getByRole("link", { name: "Desk Visitor" });
    await link.focus();
    await page.keyboard.press("Enter");
    const won = page.getByRole("button", { name: "Won", exact: true });
    await won.focus();
    await page.keyboard.press("Enter");
    // A win asks for its value first (it may be left empty).
    await page.getByRole("button", { name: "Mark won" }).focus();
    await page.keyboard.press("Enter");
    await expect(won).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => storedWith(email)[0]?.status).toBe("won");

    await page.goto("/admin/privacy");
    await page.getByLabel("E-mail address").focus();
    await page.keyboard.type(email);
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Erase for good" }).focus();
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("status").filter({ hasText: `Erased 1 lead of ${email}.` }),
    ).toBeVisible();
    expect(storedWith(email)).toHaveLength(0);
    await page.goto("/admin/audit");
    await expect(page.getByRole("cell", { name: owner.email }).first()).toBeVisible();
  });
});
