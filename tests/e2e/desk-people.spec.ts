import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { hydratedAround } from "./helpers/hydration";
import { storedWith } from "./helpers/inbox";
import { desktop, expectNoAxeViolations, phone } from "./helpers/quality";
import { signInToDesk } from "./helpers/desk-sign-in";

/**
 * People in the desk end to end (one person by e-mail or phone, whatever its case): two leads sent
 * through the contact page from Ali@Example.com and ali@example.com are one person, whose page
 * lists both, oldest first.
 */
const owner = { email: "owner@example.com", password: "e2e owner password" };
const shots = "/tmp/shots-people";

const signIn = (page: Page) => signInToDesk(page, "", owner);

/** A lead sent through the contact page as a visitor would (the server allows quick posts). */
async function postContactLead(page: Page, email: string, message: string) {
  await page.goto("/contact-us");
  await hydratedAround(page.locator("main form"));
  const form = page.locator("main form");
  await form.getByLabel(/your name/i).fill("Ali Raza");
  await form.getByLabel(/email address/i).fill(email);
  await form.getByLabel(/how can we help/i).fill(message);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect.poll(() => storedWith(email).some((lead) => lead.message === message)).toBe(true);
}

test("two leads from Ali@Example.com and ali@example.com are one person, in time order", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const run = randomUUID().slice(0, 8);
  const first = `First message ${run}: a website for my shop.`;
  const second = `Second message ${run}: and an app, please.`;
  await postContactLead(page, "Ali@Example.com", first);
  await postContactLead(page, "ali@example.com", second);
  const leadId = storedWith("ali@example.com").find((lead) => lead.message === second)?.id;

  await signIn(page);
  await page.goto(`/admin/leads/${leadId}`);
  // Keyboard only: from the lead to its person.
  const toPerson = page.getByRole("link", { name: /^All from this person \(\d+\)$/ });
  await expect(toPerson).toBeVisible();
  await toPerson.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/people\/\d+$/);
  // The person's page is called by their name, not by a number.
  await expect(page.getByRole("heading", { level: 1, name: "Ali Raza" })).toBeVisible();

  const timeline = page.getByRole("region", { name: "Timeline" });
  const entries = timeline.getByRole("listitem");
  await expect(entries.filter({ hasText: first })).toHaveCount(1);
  await expect(entries.filter({ hasText: second })).toHaveCount(1);
  const texts = await entries.allInnerTexts();
  const firstAt = texts.findIndex((text) => text.includes(first));
  expect(firstAt).toBeGreaterThanOrEqual(0);
  expect(firstAt).toBeLessThan(texts.findIndex((text) => text.includes(second)));
  const who = page.getByRole("region", { name: "Who" });
  await expect(who).toContainText("Ali@Example.com");
  await expect(who).toContainText("ali@example.com");

  // Every control is reachable with Tab, the split buttons and the join form included.
  await page.keyboard.press("Tab");
  const reached = new Set<string>();
  for (let step = 0; step < 60; step++) {
    reached.add(
      await page.evaluate(
        () => document.activeElement?.textContent?.trim() || document.activeElement?.id || "",
      ),
    );
    await page.keyboard.press("Tab");
  }
  expect([...reached].some((name) => name.startsWith("Not this person"))).toBe(true);
  expect(reached).toContain("other-person");
  expect(reached).toContain("Join");

  await mkdir(shots, { recursive: true });
  for (const [name, size] of [
    ["375", phone],
    ["1280", desktop],
  ] as const) {
    await page.setViewportSize(size);
    await expectNoAxeViolations(page, `the person page at ${name} px`);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await page.screenshot({ path: `${shots}/person-${name}.png`, fullPage: true });
  }

  // The owner splits the second lead out, then joins it back: both stand on the timeline.
  await page.getByRole("button", { name: `Not this person: split lead ${leadId} out` }).click();
  await expect(page.getByRole("status").filter({ hasText: `Lead ${leadId} is now` })).toBeVisible();
  await expect(entries.filter({ hasText: second })).toHaveCount(0);
  await expect(entries.filter({ hasText: "split out of the person of" })).toHaveCount(1);
  // Joined by searching for the other Ali by name, keyboard only: arrows, Enter, then Join.
  const search = page.getByRole("combobox", { name: "Search the other person" });
  await search.fill("Raza");
  await expect(page.getByRole("option")).toHaveCount(1);
  await search.press("ArrowDown");
  await expect(page.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await search.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: /^Chosen: Ali Raza/ })).toBeVisible();
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(entries.filter({ hasText: second })).toHaveCount(1);
  await expect(entries.filter({ hasText: /joined by owner@example\.com/ })).toHaveCount(1);
  await expectNoAxeViolations(page, "the person page after a split and a join");
  await page.screenshot({ path: `${shots}/person-joined-1280.png`, fullPage: true });
});
