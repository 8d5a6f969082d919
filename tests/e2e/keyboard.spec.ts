/**
 * Keyboard only: the header, services dropdown, mobile menu, tabs, accordions, quote modal and
 * both forms are reached with Tab / Shift+Tab and operated with Enter, Space, arrows and Escape,
 * and every focused control shows a focus ring. A widget that is missing fails the test (a copy
 * edit must not turn a check into a silent skip).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  accordionTriggers,
  desktop,
  describeFocus,
  expectVisibleFocusRing,
  focusInside,
  openHydrated,
  isOpen,
  phone,
  quotePage,
  tabTo,
  tablistWith,
} from "./helpers/quality";
import { islandHydrated } from "./helpers/hydration";
import { paths } from "./helpers/site-routes";

/** Opens a route and waits for the header's island, the one these tests use. */
async function openWithHeader(page: Page, route: string) {
  await page.goto(route);
  await islandHydrated(page, "Header");
}

test.use({ reducedMotion: "reduce" });

/** Visible, focusable controls inside `scope`, in document order, as descriptions. */
async function visibleControls(scope: Locator) {
  return scope.evaluate((root) =>
    [
      ...root.querySelectorAll<HTMLElement>(
        "a[href], button:not([disabled]), input, select, textarea, summary",
      ),
    ]
      .filter(
        (element) => element.tabIndex >= 0 && element.checkVisibility({ visibilityProperty: true }),
      )
      .map((element) => {
        const href = element.getAttribute("href");
        const text = (element.getAttribute("aria-label") ?? element.textContent ?? "")
          .trim()
          .slice(0, 40);
        return `${element.tagName.toLowerCase()}${href ? `[href=${href}]` : ""} ${text}`;
      }),
  );
}

/** Tabs through `scope` from its first control and returns what got focus, checking each ring. */
async function tabThrough(page: Page, scope: Locator, count: number, key = "Tab") {
  const seen: string[] = [];
  for (let index = 0; index < count; index++) {
    seen.push(await describeFocus(page));
    await expectVisibleFocusRing(page);
    await page.keyboard.press(key);
  }
  expect(await focusInside(scope), "focus left the block after its last control").toBe(false);
  return seen;
}

test.describe("skip link and header", () => {
  test("the first Tab shows the skip link, and Enter moves to the main content", async ({
    page,
  }) => {
    await openWithHeader(page, paths.aboutUs);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expectVisibleFocusRing(page);
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("Tab and Shift+Tab walk every header control in order at 1280px, with a focus ring", async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await openWithHeader(page, paths.home);
    const header = page.locator("header").first();
    const controls = await visibleControls(header);
    expect(controls.length).toBeGreaterThanOrEqual(8);
    await page.keyboard.press("Tab"); // skip link
    await page.keyboard.press("Tab");
    expect(await tabThrough(page, header, controls.length)).toEqual(controls);
    await page.keyboard.press("Shift+Tab"); // back onto the last header control
    expect(await tabThrough(page, header, controls.length, "Shift+Tab")).toEqual(
      [...controls].reverse(),
    );
  });

  test("the header links follow with Enter", async ({ page }) => {
    await page.setViewportSize(desktop);
    await openWithHeader(page, paths.home);
    const about = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About Us" });
    await tabTo(page, about);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about-us$/);
  });
});

test.describe("services dropdown (1280px)", () => {
  test("Enter and Space open it, Tab walks its links, Escape closes it and returns focus", async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await openWithHeader(page, paths.home);
    const toggle = page.getByRole("button", { name: "Services menu" });
    const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await tabTo(page, toggle);
    await expectVisibleFocusRing(page);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const links = panel.getByRole("link");
    await expect(links.first()).toBeVisible();
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(10);
    for (let index = 0; index < count; index++) {
      await page.keyboard.press("Tab");
      await expect(links.nth(index)).toBeFocused();
      await expectVisibleFocusRing(page);
    }
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await expect(links.first()).toBeHidden();

    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("Tab past its last link closes it; Enter on a link navigates", async ({ page }) => {
    await page.setViewportSize(desktop);
    await openWithHeader(page, paths.home);
    const toggle = page.getByRole("button", { name: "Services menu" });
    const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    const links = panel.getByRole("link");
    const count = await links.count();
    for (let index = 0; index < count; index++) await page.keyboard.press("Tab");
    await expect(links.last()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const first = links.first();
    const href = await first.getAttribute("href");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});

test.describe("mobile menu (375px)", () => {
  test("opens with Enter, keeps Tab inside, closes with Escape and returns focus", async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await openWithHeader(page, paths.home);
    const opener = page.getByRole("button", { name: "Open menu" });
    await tabTo(page, opener);
    await expectVisibleFocusRing(page);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    await expect.poll(() => focusInside(menu)).toBe(true);

    const controls = await visibleControls(menu);
    expect(controls.length).toBeGreaterThanOrEqual(15);
    for (let index = 0; index < controls.length + 2; index++) {
      await page.keyboard.press("Tab");
      expect(await focusInside(menu), `Tab ${index + 1} stays in the menu`).toBe(true);
      await expectVisibleFocusRing(page);
    }
    for (let index = 0; index < controls.length + 2; index++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInside(menu), `Shift+Tab ${index + 1} stays in the menu`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute("aria-expanded", "false");
  });

  test("the close button works with Space and a link with Enter", async ({ page }) => {
    await page.setViewportSize(phone);
    await openWithHeader(page, paths.home);
    const opener = page.getByRole("button", { name: "Open menu" });
    await tabTo(page, opener);
    await page.keyboard.press("Space");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    const close = menu.getByRole("button", { name: "Close menu" });
    await tabTo(page, close);
    await page.keyboard.press("Space");
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole("link", { name: "About Us" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(menu).toBeHidden();
  });
});

/** Arrow keys, Home and End move the selection of an APG tab list (automatic activation). */
async function checkTabList(page: Page, tablist: Locator) {
  const tabs = tablist.getByRole("tab");
  const count = await tabs.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await tabTo(page, tabs.first());
  await expectVisibleFocusRing(page);
  const selectedIs = async (index: number) => {
    const tab = tabs.nth(index);
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(page.locator(`#${await tab.getAttribute("aria-controls")}`)).toBeVisible();
    await expectVisibleFocusRing(page);
  };
  for (let index = 1; index < count; index++) {
    await page.keyboard.press("ArrowRight");
    await selectedIs(index);
  }
  await page.keyboard.press("ArrowRight");
  await selectedIs(0);
  await page.keyboard.press("ArrowLeft");
  await selectedIs(count - 1);
  await page.keyboard.press("Home");
  await selectedIs(0);
  await page.keyboard.press("End");
  await selectedIs(count - 1);
  // Only the selected tab is in the Tab order; the next Tab goes to its panel or into it.
  await page.keyboard.press("Tab");
  expect(await focusInside(tablist)).toBe(false);
  await page.keyboard.press("Shift+Tab");
  await selectedIs(count - 1);
}

test.describe("tabs and accordions", () => {
  test("Reasons To Choose tabs (home) follow the arrow keys", async ({ page }) => {
    await openHydrated(page, paths.home);
    const tablist = await tablistWith(page, /We are the Best/i);
    await checkTabList(page, tablist);
  });

  test("FAQ tabs follow the arrow keys", async ({ page }) => {
    await openHydrated(page, paths.faqs);
    const tablist = await tablistWith(page, "General");
    await checkTabList(page, tablist);
  });

  test("FAQ items open and close with Enter and Space, each on its own", async ({ page }) => {
    await openHydrated(page, paths.faqs);
    const tablist = await tablistWith(page, "General");
    const general = tablist.getByRole("tab").first();
    const panel = page.locator(`#${await general.getAttribute("aria-controls")}`);
    const triggers = accordionTriggers(panel);
    const count = await triggers.count();
    expect(count).toBeGreaterThanOrEqual(2);
    await tabTo(page, triggers.first());
    for (let index = 0; index < count; index++) {
      const trigger = triggers.nth(index);
      await expect(trigger).toBeFocused();
      await expectVisibleFocusRing(page);
      expect(await isOpen(trigger)).toBe(false);
      await page.keyboard.press("Enter");
      await expect.poll(() => isOpen(trigger)).toBe(true);
      if (index < count - 1) await page.keyboard.press("Tab");
      // Tab skips the opened answer's text, unless it holds a link.
      while (
        index < count - 1 &&
        !(await triggers.nth(index + 1).evaluate((e) => e === document.activeElement))
      )
        await page.keyboard.press("Tab");
    }
    // All open at once: they are independent.
    for (let index = 0; index < count; index++)
      expect(await isOpen(triggers.nth(index))).toBe(true);
    await page.keyboard.press("Space");
    await expect.poll(() => isOpen(triggers.last())).toBe(false);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Space");
    await expect.poll(() => isOpen(triggers.nth(count - 2))).toBe(false);
    expect(await isOpen(triggers.first())).toBe(count === 2 ? false : true);
  });
});

test.describe("quote modal", () => {
  for (const viewport of [phone, desktop]) {
    test(`opens with Enter, traps Tab, validates, closes with Escape (${viewport.width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openHydrated(page, quotePage);
      const trigger = page.getByRole("button", { name: "Request A Quote" }).first();
      await expect(trigger).toBeVisible();
      await tabTo(page, trigger, { limit: 120 });
      await expectVisibleFocusRing(page);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect.poll(() => focusInside(dialog)).toBe(true);

      const controls = await visibleControls(dialog);
      expect(controls.length).toBeGreaterThanOrEqual(5);
      for (let index = 0; index < controls.length + 2; index++) {
        await page.keyboard.press("Tab");
        expect(await focusInside(dialog), `Tab ${index + 1} stays in the dialog`).toBe(true);
        await expectVisibleFocusRing(page);
      }
      for (let index = 0; index < controls.length + 2; index++) {
        await page.keyboard.press("Shift+Tab");
        expect(await focusInside(dialog), `Shift+Tab ${index + 1} stays in the dialog`).toBe(true);
      }

      // Operable: type a too-short name and submit with Enter; the error shows, nothing is sent.
      const name = dialog.getByRole("textbox", { name: /name/i }).first();
      await tabTo(page, name);
      await page.keyboard.type("Al");
      await page.keyboard.press("Enter");
      // Visible text only: the hidden no-JavaScript notices hold the same message.
      await expect(
        dialog.getByText("Name must be more than 3!").filter({ visible: true }),
      ).toBeVisible();
      await expect(name).toBeFocused();
      // The service select changes with the arrow keys.
      const select = dialog.getByRole("combobox").first();
      await tabTo(page, select);
      const before = await select.inputValue();
      await page.keyboard.press("ArrowDown");
      expect(await select.inputValue()).not.toBe(before);

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });
  }
});

test.describe("forms", () => {
  test("the contact form is reached and submitted from the keyboard", async ({ page }) => {
    await openHydrated(page, paths.contactUs);
    const form = page.locator("main form").first();
    await expect(form).toBeVisible();
    const fields = form.locator("input:not([type=hidden]):not([tabindex='-1']), textarea");
    const submit = form.locator("button[type=submit], button:not([type])").first();
    await tabTo(page, fields.first(), { limit: 120 });
    const count = await fields.count();
    for (let index = 0; index < count; index++) {
      const field = fields.nth(index);
      if (!(await field.isVisible())) continue;
      while (!(await field.evaluate((e) => e === document.activeElement)))
        await page.keyboard.press("Tab");
      await expectVisibleFocusRing(page);
    }
    await tabTo(page, submit);
    await expectVisibleFocusRing(page);
    // Shift+Tab walks back into the form.
    await page.keyboard.press("Shift+Tab");
    expect(await focusInside(form)).toBe(true);

    const name = form.getByRole("textbox", { name: /name/i }).first();
    await name.focus();
    await page.keyboard.type("Al");
    await submit.focus();
    await page.keyboard.press("Enter");
    await expect(
      form.getByText("Name must be more than 3 characters!").filter({ visible: true }).first(),
    ).toBeVisible();
  });

  test("the careers newsletter form is reached and operated from the keyboard", async ({
    page,
  }) => {
    await openHydrated(page, paths.careers);
    const email = page.getByPlaceholder("Enter Email Address");
    await expect(email).toBeVisible();
    await tabTo(page, email, { limit: 120 });
    await expectVisibleFocusRing(page);
    await page.keyboard.type("visitor");
    const button = page.getByRole("button", { name: "Get Started" });
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await expectVisibleFocusRing(page);
  });
});
