/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA) in each interactive state: mobile menu open, services
 * dropdown open, quote modal open, every FAQ item open (each FAQ tab), each Reasons To Choose
 * tab selected. Zero violations. Every route itself (at 375 and 1280 px) and the not-found page
 * are checked by routes.spec.ts, in the test that loads the page once for all its checks: the
 * shipped articles, their tags and /insights, the openings and /careers/closed among them. The
 * pages a test makes are checked where it makes them, at both widths: an article published from
 * the desk, its tag and the list with it, and the article's editor (insights.spec.ts); an opening
 * published from the desk and the applicants (careers.spec.ts); a lead with a brief
 * (briefs.spec.ts); the Content section and an editor (desk-content.spec.ts); the media library
 * (desk-media.spec.ts).
 * A state whose control is missing fails the test: nothing here skips itself.
 */
import { expect, test } from "@playwright/test";
import {
  accordionTriggers,
  desktop,
  expectNoAxeViolations,
  isOpen,
  openHydrated,
  phone,
  quotePage,
  tablistWith,
} from "./helpers/quality";
import { paths } from "./helpers/site-routes";

test.use({ reducedMotion: "reduce" });

test.describe("axe in interactive states", () => {
  test("mobile menu open (375px)", async ({ page }) => {
    await page.setViewportSize(phone);
    await openHydrated(page, paths.home);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    // The slide-in ends first, so contrast is read on the final frame.
    await menu.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    await expectNoAxeViolations(page, "the open mobile menu");
  });

  test("services dropdown open (1280px)", async ({ page }) => {
    await page.setViewportSize(desktop);
    await openHydrated(page, paths.home);
    const toggle = page.getByRole("button", { name: "Services menu" });
    // Opened from the keyboard: a mouse click lands after the hover has opened it already.
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(
      page.locator(`#${await toggle.getAttribute("aria-controls")} a`).first(),
    ).toBeVisible();
    await expectNoAxeViolations(page, "the open services dropdown");
  });

  for (const viewport of [phone, desktop]) {
    test(`quote modal open on ${quotePage} (${viewport.width}px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openHydrated(page, quotePage);
      const trigger = page.getByRole("button", { name: "Request A Quote" }).first();
      await expect(trigger).toBeVisible();
      await trigger.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoAxeViolations(page, `the open quote modal at ${viewport.width}px`);
    });
  }

  test("every FAQ item open, in each FAQ tab (375px)", async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(phone);
    await openHydrated(page, paths.faqs);
    const tablist = await tablistWith(page, "General");
    const tabs = tablist.getByRole("tab");
    const count = await tabs.count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (let index = 0; index < count; index++) {
      const tab = tabs.nth(index);
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      const panel = page.locator(`#${await tab.getAttribute("aria-controls")}`);
      await expect(panel).toBeVisible();
      const triggers = accordionTriggers(panel);
      for (let item = 0; item < (await triggers.count()); item++) {
        const trigger = triggers.nth(item);
        if (!(await isOpen(trigger))) await trigger.click();
        expect(await isOpen(trigger)).toBe(true);
      }
      await expectNoAxeViolations(
        page,
        `FAQ tab "${await tab.innerText()}" with every item open`,
        panel,
      );
    }
  });

  for (const viewport of [phone, desktop]) {
    test(`each Reasons To Choose tab selected (home, ${viewport.width}px)`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await openHydrated(page, paths.home);
      const tablist = await tablistWith(page, /We are the Best/i);
      const tabs = tablist.getByRole("tab");
      expect(await tabs.count()).toBe(4);
      for (let index = 0; index < 4; index++) {
        const tab = tabs.nth(index);
        await tab.click();
        await expect(tab).toHaveAttribute("aria-selected", "true");
        const panel = page.locator(`#${await tab.getAttribute("aria-controls")}`);
        await expectNoAxeViolations(
          page,
          `Reasons tab "${await tab.innerText()}" at ${viewport.width}px`,
          panel,
        );
      }
    });
  }
});
