import { mkdir } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { openSqliteStore } from "@server/store/sqlite";
import { newLead } from "@tests/support/lead-fixtures";
import { signInToDesk } from "./helpers/desk-sign-in";
import { hydratedAround } from "./helpers/hydration";
import { desktop, expectNoAxeViolations, phone } from "./helpers/quality";
import { serverOfItsOwn } from "./helpers/own-server";

/**
 * Revenue end to end, on a server of its own: a lead sent from a `launch` campaign's visit is
 * marked won with 250,000 PKR on its page (titled by the person's name, the message first),
 * the Overview shows that revenue against the campaign, and the board moves a card by keyboard
 * alone, announced. Axe-clean and photographed at 375 and 1280 px.
 */
const owner = { email: "owner@example.com", password: "revenue owner password" };
const shots = "/tmp/shots-revenue";

// Headless Chromium names itself HeadlessChrome, which isbot (rightly) takes for a robot.
test.use({
  userAgent:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
});

const server = serverOfItsOwn("desk-revenue-", owner);

function leadIdOf(email: string): number {
  const store = openSqliteStore(path.join(server.dataDir, "inbox.sqlite"), { readonly: true });
  try {
    const row = store.db.prepare("SELECT id FROM submissions WHERE email = ?").get(email) as
      { id: number } | undefined;
    return row?.id ?? 0;
  } finally {
    store.db.close();
  }
}

/** At 375 and 1280 px: axe-clean, no sideways scroll, the page (and `part` alone) photographed. */
async function photograph(page: Page, name: string, ready: () => Promise<void>, part?: Locator) {
  await mkdir(shots, { recursive: true });
  for (const size of [phone, desktop]) {
    await page.setViewportSize(size);
    await ready();
    await expectNoAxeViolations(page, `${name} at ${size.width} px`);
    // The page never scrolls sideways; the board's columns scroll in their own region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await page.screenshot({ path: `${shots}/${name}-${size.width}.png`, fullPage: true });
    await part?.screenshot({ path: `${shots}/${name}-part-${size.width}.png` });
  }
}

test("a lead won with 250,000 PKR shows on the Overview against its campaign", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${server.origin}/contact-us?utm_source=newsletter&utm_campaign=launch`);
  const form = page.locator("main form");
  await hydratedAround(form);
  const email = `won-${Date.now()}@example.org`;
  await form.getByLabel(/your name/i).fill("Hina Qureshi");
  await form.getByLabel(/email address/i).fill(email);
  await form.getByLabel(/how can we help/i).fill("A shop for our fabrics, with delivery.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect.poll(() => leadIdOf(email)).toBeGreaterThan(0);

  await signInToDesk(page, server.origin, owner);
  await page.goto(`${server.origin}/admin/leads/${leadIdOf(email)}`);
  // Titled by the person, what they wrote first in the conversation, the composer after it.
  await expect(page.getByRole("heading", { level: 1, name: "Hina Qureshi" })).toBeVisible();
  const conversation = page.getByRole("region", { name: "Conversation" });
  await expect(conversation.getByText("A shop for our fabrics, with delivery.")).toBeVisible();
  await expect(page.getByText(/Mail is not set up on this server/)).toBeVisible();

  await page.getByRole("button", { name: "Won", exact: true }).click();
  await page.getByLabel("Value").fill("250000");
  await expect(page.getByLabel("Currency")).toHaveValue("PKR");
  await photograph(page, "lead", async () => {
    await expect(page.getByRole("button", { name: "Mark won" })).toBeVisible();
  });
  await page.getByRole("button", { name: "Mark won" }).click();
  await expect(page.getByText("Worth 250,000 PKR")).toBeVisible();
  await expect(conversation.getByText(/marked\s*won/)).toBeVisible();

  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Karachi" }).format(new Date());
  await page.goto(`${server.origin}/admin/overview?from=${today}&to=${today}`);
  const byCampaign = page.locator("section", {
    has: page.getByRole("heading", { name: "Revenue by campaign" }),
  });
  const launch = byCampaign.getByRole("row").filter({ hasText: "launch" });
  await expect(launch).toContainText("250,000 PKR");
  // Its one lead, won: 100 % won.
  await expect(launch.getByRole("cell").nth(2)).toHaveText("100%");
  await photograph(
    page,
    "overview-revenue",
    async () => {
      await expect(launch).toBeVisible();
    },
    byCampaign,
  );
});

test("the board moves a card by keyboard, announced, and counts each column", async ({ page }) => {
  test.setTimeout(120_000);
  const store = openSqliteStore(path.join(server.dataDir, "inbox.sqlite"));
  const { id } = await store
    .storeLead(newLead({ deliveries: [] }, { name: "Bilal Keyboard", email: "bilal@example.org" }))
    .finally(() => store.close());

  await signInToDesk(page, server.origin, owner);
  await page.goto(`${server.origin}/admin/board`);
  const replied = page.getByRole("region", { name: /^Replied/ });
  const card = page.locator(`#card-${id}`);
  await expect(page.getByRole("region", { name: /^New/ })).toContainText("Bilal Keyboard");
  await photograph(page, "board", async () => {
    await expect(card).toBeVisible();
  });

  const move = page.getByRole("button", { name: "Move… Bilal Keyboard" });
  await move.focus();
  await page.keyboard.press("Enter");
  await expect(move).toHaveAttribute("aria-expanded", "true");
  const target = page.getByLabel("Move Bilal Keyboard to");
  await expect(target).toHaveValue("replied");
  await page.keyboard.press("Tab");
  await expect(target).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Move to Replied" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(
    page.getByRole("status").filter({ hasText: "Moved Bilal Keyboard to Replied." }),
  ).toBeVisible();
  await expect(replied).toContainText("Bilal Keyboard");
  await expect(replied.getByRole("heading")).toContainText("· 1");
  await expect(card).toBeFocused();
  // The same status change as the lead's page: audited, on the lead's timeline.
  await page.goto(`${server.origin}/admin/leads/${id}`);
  await expect(
    page.getByRole("region", { name: "Conversation" }).getByText(/marked\s*replied/),
  ).toBeVisible();
});
