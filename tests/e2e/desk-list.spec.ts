import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { openSqliteStore } from "@server/store/sqlite";
import { newLead } from "@tests/support/lead-fixtures";
import { desktop, expectNoAxeViolations, phone } from "./helpers/quality";
import { signInToDesk } from "./helpers/desk-sign-in";

/**
 * The lead list on a phone and at a desk: status tabs with counts, rows that open the lead, the
 * keys, the URL that keeps filter and page, cards under 640 px, and no sideways scrolling on any
 * desk page. Leads are written straight into the run's inbox, each test's with a word of its own in
 * the message, which the test then searches for.
 */
const owner = { email: "owner@example.com", password: "e2e owner password" };
const databasePath = path.resolve(`data/e2e-${process.env.E2E_PORT ?? 4173}`, "inbox.sqlite");
const shots = "/tmp/shots-desklist";

/** 27 new, 1 replied and 1 spam lead carrying `marker`; the newest first line is its name. */
async function seedLeads(marker: string) {
  const store = openSqliteStore(databasePath);
  try {
    const stored = await store.storeLeads(
      Array.from({ length: 29 }, (_, index) =>
        newLead(
          {
            deliveries: [],
            status: index === 27 ? "spam" : "new",
            spamReason: index === 27 ? "honeypot" : null,
          },
          {
            name: `List Person ${index + 1}`,
            email: `list-${index + 1}-${marker}@example.agency`,
            message: `${marker} lead number ${index + 1}, first line.\nThe second line stays out.`,
          },
        ),
      ),
    );
    await store.setLeadStatus(stored[0]?.id ?? 0, "replied", owner.email);
    return stored.map(({ id }) => id);
  } finally {
    await store.close();
  }
}

const signIn = (page: Page) => signInToDesk(page, "", owner);

const listLoaded = (page: Page, count: string) =>
  expect(page.getByRole("status").filter({ hasText: count })).toBeVisible();

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth <= root.clientWidth;
  });

test.describe("the lead list", () => {
  test("counts per status as tabs, rows that open, keys, and the URL that keeps it all", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const marker = `tabs${randomUUID().slice(0, 8)}`;
    const ids = await seedLeads(marker);
    await page.setViewportSize(desktop);
    await signIn(page);
    await page.goto(`/admin?search=${marker}`);
    await listLoaded(page, "29 leads");

    const tabs = page.getByRole("navigation", { name: "Status" });
    await expect(tabs.getByRole("link", { name: "All 29" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    for (const name of ["New 27", "Replied 1", "Won 0", "Lost 0", "Spam 1"])
      await expect(tabs.getByRole("link", { name, exact: true })).toBeVisible();

    // The preview: the message's first line only.
    const rows = page.getByRole("list", { name: "Leads, newest first" }).getByRole("listitem");
    await expect(rows).toHaveCount(25);
    await expect(rows.first()).toContainText(`${marker} lead number 29, first line.`);
    await expect(rows.first()).not.toContainText("second line");

    // A tab narrows to its status and keeps the search, also after a reload.
    await tabs.getByRole("link", { name: "Replied 1" }).click();
    await listLoaded(page, "1 lead");
    expect(new URL(page.url()).searchParams.get("status")).toBe("replied");
    await page.reload();
    await listLoaded(page, "1 lead");
    await expect(tabs.getByRole("link", { name: "Replied 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByLabel("Search name, e-mail, message")).toHaveValue(marker);
    await expect(rows).toHaveCount(1);

    // The page is in the URL too.
    await tabs.getByRole("link", { name: "All 29" }).click();
    await page.getByRole("link", { name: "Older" }).click();
    await expect(page).toHaveURL(/page=2/);
    await page.reload();
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    await expect(rows).toHaveCount(4);

    // Keys: / to the search (typing j there types j), j and k through the rows, Enter opens.
    await page.goto(`/admin?search=${marker}`);
    await expect(rows).toHaveCount(25);
    await page.keyboard.press("/");
    const search = page.getByLabel("Search name, e-mail, message");
    await expect(search).toBeFocused();
    await page.keyboard.press("j");
    await expect(search).toHaveValue(`${marker}j`);
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("j");
    await page.keyboard.press("j");
    await page.keyboard.press("j");
    await page.keyboard.press("k");
    await expect(rows.nth(1).getByRole("link")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${ids[27]}$`));

    // A click anywhere on a row opens its lead.
    await page.goBack();
    await rows.nth(2).click({ position: { x: 8, y: 8 } });
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${ids[26]}$`));
  });

  for (const size of [phone, desktop])
    test(`cards, no sideways scrolling and no axe violations at ${size.width} px`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const marker = `cards${randomUUID().slice(0, 8)}`;
      const [first] = await seedLeads(marker);
      await mkdir(shots, { recursive: true });
      await page.setViewportSize(size);
      const pages: string[] = [];
      const checkPage = async (name: string) => {
        pages.push(name);
        expect(await noSidewaysScroll(page), `sideways scroll on ${name}`).toBe(true);
      };

      await page.goto("/admin/sign-in");
      await expect(page.getByLabel("E-mail")).toBeVisible();
      await checkPage("sign-in");
      await signIn(page);
      await page.goto(`/admin?search=${marker}`);
      await listLoaded(page, "29 leads");
      await checkPage("list");
      await expectNoAxeViolations(page, `list at ${size.width}`);
      await page.screenshot({ path: `${shots}/list-${size.width}.png`, fullPage: true });

      // A card below 640 px: the e-mail under the name; a row above: beside it.
      const row = page.getByRole("listitem").filter({ hasText: "List Person 29" });
      const name = (await row.getByRole("link").boundingBox()) ?? { x: 0, y: 0 };
      const email = (await row.getByText(/^list-29-/).boundingBox()) ?? { x: 0, y: 0 };
      if (size.width < 640) expect(email.y).toBeGreaterThan(name.y);
      else expect(email.x).toBeGreaterThan(name.x);

      await page.goto(`/admin?search=nothing-${marker}`);
      await listLoaded(page, "0 leads");
      await checkPage("empty list");
      await expectNoAxeViolations(page, `empty list at ${size.width}`);

      await page.goto(`/admin/leads/${first}`);
      await expect(page.getByRole("heading", { name: "Notes" })).toBeVisible();
      await checkPage("lead");
      await page.goto("/admin/audit");
      await expect(page.getByRole("heading", { name: "Changes" })).toBeVisible();
      await checkPage("audit log");
      await page.goto("/admin/privacy");
      await expect(page.getByRole("heading", { name: "Erase a person's leads" })).toBeVisible();
      await checkPage("privacy");
      await expectNoAxeViolations(page, `privacy at ${size.width}`);
      await page.screenshot({ path: `${shots}/privacy-${size.width}.png`, fullPage: true });
      expect(pages).toHaveLength(6);
    });
});
