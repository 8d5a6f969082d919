/**
 * A click on a control that needs the scripts (a tab, the services menu button), made before the
 * scripts have arrived, is not lost: the page's inline loader keeps it, and the island entry
 * repeats it once that island has hydrated.
 */
import { expect, test } from "@playwright/test";
import { openWithScriptsHeld } from "./helpers/hydration";

test("a FAQ tab clicked before the scripts arrive is selected once they do", async ({ page }) => {
  const { release } = await openWithScriptsHeld(page, "/faqs");
  const tab = page.getByRole("tab", { name: "App development" });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "false");
  await release(tab);
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "App development" })).toBeVisible();
});

test("the services menu button pressed before the scripts arrive opens the menu", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { release } = await openWithScriptsHeld(page, "/about-us");
  const button = page.getByRole("button", { name: "Services menu" });
  await button.focus();
  await page.keyboard.press("Enter");
  await release(button);
  await expect(button).toHaveAttribute("aria-expanded", "true");
});

test("the mobile menu opened before the scripts arrive stays open once they do", async ({
  page,
}) => {
  // A popover toggle works without the scripts; pressing it again would close the menu.
  await page.setViewportSize({ width: 375, height: 740 });
  const { release } = await openWithScriptsHeld(page, "/about-us");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await release(toggle);
  await expect(menu).toBeVisible();
});
