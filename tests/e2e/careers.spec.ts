import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { testPdf } from "@tests/support/test-briefs";
import { signInToDesk } from "./helpers/desk-sign-in";
import { islandHydrated } from "./helpers/hydration";
import { desktop, expectNoAxeViolations, phone } from "./helpers/quality";

/**
 * Careers that hire, in Chromium on the real server playwright.config.ts starts: an owner
 * publishes an opening in the desk's Content section; a visitor applies with a PDF without
 * JavaScript and another with it; both applicants and their CVs are in the desk; the opening
 * taken out and published answers 410. The pages are axe-clean at phone and desktop width. The
 * careers document is changed by this spec only, and is as shipped again at its end.
 */
const owner = { email: "owner@example.com", password: "e2e owner password" };

async function openCareers(page: Page) {
  await page.goto("/admin/content");
  await page.getByRole("link", { name: "Careers", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Careers" })).toBeVisible();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible({
    timeout: 20_000,
  });
}

/** Fills the application form (within `form`) and attaches a PDF. */
async function fillApplication(page: Page, name: string, email: string) {
  const form = page.locator('form[data-form="application"]');
  await form.getByLabel("Full name").fill(name);
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel("Phone").fill("+92 300 1234567");
  await form.getByLabel("Portfolio, GitHub or LinkedIn").fill("https://github.com/example");
  await form.getByLabel("Cover note").fill("I would like to test your apps.");
  await form.getByLabel("CV").setInputFiles({
    name: `${name}.pdf`,
    mimeType: "application/pdf",
    buffer: testPdf(20_000),
  });
  return form;
}

test("an opening published in the desk takes applications with and without JavaScript, and answers 410 once taken out", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const slug = `qa-engineer-${randomUUID().slice(0, 6)}`;
  const path = `/careers/${slug}`;
  await signInToDesk(page, "", owner);
  await openCareers(page);
  await page.getByRole("button", { name: "Add opening" }).click();
  const opening = page.getByRole("group", { name: "Opening 4" });
  await opening.getByLabel("Job title").fill("QA Engineer");
  await opening.getByLabel("Web address (after /careers/)").fill(slug);
  await opening.getByLabel("Team", { exact: true }).fill("Quality");
  await opening.getByLabel("Type", { exact: true }).selectOption("Contract");
  await opening.getByLabel("Location (as the page says it)").fill("Anywhere in Pakistan");
  await opening.getByLabel("Remote: may be done from anywhere").check();
  await opening
    .getByLabel("Summary (on the careers page)")
    .fill(
      "Test our clients' web and mobile apps by hand and with Playwright, before every release.",
    );
  await opening
    .getByLabel("Description", { exact: true })
    .fill(
      "You will plan and run the testing of every release we ship: exploratory sessions, Playwright suites and accessibility checks, with the developers beside you.",
    );
  await opening
    .getByRole("textbox", { name: "Requirement" })
    .fill("Two years of testing web or mobile apps");
  await opening.getByLabel("Posted on").fill("2026-12-01");
  await opening.getByLabel("Closing date (the last day to apply)").fill("2030-12-31");
  await publish(page);

  // The opening's page, fetched without JavaScript: its JobPosting, listed on /careers.
  const html = await (await page.request.get(path)).text();
  expect(html).toContain('"@type":"JobPosting"');
  expect(html).toContain('"jobLocationType":"TELECOMMUTE"');
  expect(await (await page.request.get("/careers")).text()).toContain(`href="${path}"`);

  // Without JavaScript: a plain multipart post, answered with the thank-you page.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await plain.newPage();
  await visitor.goto(path);
  await expect(visitor.getByRole("heading", { level: 1, name: "QA Engineer" })).toBeVisible();
  const noScriptName = `Nadia Plain ${randomUUID().slice(0, 4)}`;
  await (
    await fillApplication(visitor, noScriptName, "nadia@example.org")
  )
    .getByRole("button", { name: "Send application" })
    .click();
  await expect(visitor).toHaveURL(/\/thank-you$/);
  await plain.close();

  // With JavaScript: the island sends it and says so in the page.
  const scripted = await browser.newContext();
  const second = await scripted.newPage();
  await second.goto(path);
  await islandHydrated(second, "ApplicationForm");
  const scriptName = `Omar Script ${randomUUID().slice(0, 4)}`;
  const form = await fillApplication(second, scriptName, "omar@example.org");
  await form.getByLabel("Portfolio, GitHub or LinkedIn").fill("http://insecure.example.org");
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(
    form.getByText("Please give a web address that starts with https://."),
  ).toBeVisible();
  await form.getByLabel("Portfolio, GitHub or LinkedIn").fill("https://omar.example.org");
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(
    second.getByRole("status").filter({ hasText: "application has arrived" }),
  ).toBeVisible();
  for (const size of [phone, desktop]) {
    await second.setViewportSize(size);
    await second.goto(path);
    await expectNoAxeViolations(second, `the opening's page at ${size.width} px`);
    await second.goto("/careers");
    await expectNoAxeViolations(second, `the careers page at ${size.width} px`);
    await second.goto("/careers/closed");
    await expectNoAxeViolations(second, `the closed opening's page at ${size.width} px`);
  }
  await scripted.close();

  // Both are in the desk's pipeline, each with the CV.
  await page
    .getByRole("navigation", { name: "Desk" })
    .getByRole("link", { name: "Applicants" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Applicants" })).toBeVisible();
  await expect(page.getByRole("link", { name: noScriptName })).toBeVisible();
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page, `the applicants at ${size.width} px`);
  }
  await page.getByRole("link", { name: scriptName }).click();
  await expect(page.getByRole("heading", { level: 1, name: scriptName })).toBeVisible();
  const cvLink = page.getByRole("link", { name: /Download the CV/ });
  const cv = await page.request.get((await cvLink.getAttribute("href")) ?? "");
  expect(cv.status()).toBe(200);
  expect(cv.headers()["content-type"]).toBe("application/pdf");
  expect(cv.headers()["content-disposition"]).toMatch(/^attachment/);
  await page.getByRole("button", { name: "Move to Interview" }).click();
  await expect(page.getByRole("heading", { name: "Stage: Interview" })).toBeVisible();
  await page.getByLabel("Add a note").fill("Good tests in the portfolio.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Good tests in the portfolio.")).toBeVisible();
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page, `an applicant at ${size.width} px`);
  }

  // Taken out and published: its address is gone, with a link to the others.
  await openCareers(page);
  await page.getByRole("button", { name: "Remove Opening 4" }).click();
  await publish(page);
  const gone = await page.request.get(path);
  expect(gone.status()).toBe(410);
  expect(await gone.text()).toContain('href="/careers"');
});
