import { expect, test, type Page } from "@playwright/test";
import { routes } from "./helpers/site-routes";
import { islandHydrated } from "./helpers/hydration";

const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 740 };

async function hrefsIn(page: Page, selector: string) {
  return page
    .locator(selector)
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute("href") ?? "").filter((href) => href.startsWith("/")),
    );
}

test.describe("header and footer links", () => {
  test("every internal link of the header, menus and footer leads to a page that exists", async ({
    page,
    request,
  }) => {
    await page.setViewportSize(desktop);
    await page.goto("/");
    const hrefs = new Set([
      ...(await hrefsIn(page, "header a")),
      ...(await hrefsIn(page, "footer a")),
      ...(await hrefsIn(page, "[popover] a")),
    ]);
    expect(hrefs.size).toBeGreaterThan(20);
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });

  test("the desktop dropdown lists ten services and the mobile menu eleven", async ({ page }) => {
    await page.goto("/");
    const dropdown = page.locator(".nav-dropdown-panel li a");
    // Ten services plus the "All services" link.
    await expect(dropdown).toHaveCount(11);
    const mobileServices = page.locator("[popover] nav ul").nth(1).locator("a");
    await expect(mobileServices).toHaveCount(12);
    // The panels are closed, so match by text rather than by (visible) role.
    await expect(page.locator("[popover] a", { hasText: "Website Design" })).toHaveCount(1);
    await expect(page.locator(".nav-dropdown-panel a", { hasText: "Website Design" })).toHaveCount(
      0,
    );
  });

  test("the footer holds the copyright line, legal links and contacts", async ({ page }) => {
    await page.goto("/about-us");
    const footer = page.locator("footer");
    await expect(footer).toContainText("© 2023");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expect(footer.getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  });
});

test.describe("active item", () => {
  const cases: Array<[string, string]> = [
    ["/", "Home"],
    ["/about-us", "About Us"],
    ["/cyber-security", "Services"],
    ["/Services", "Services"],
    ["/uiux-portfolio", "Portfolio"],
    ["/our-team", "Our Team"],
    ["/contact-us", "Contact Us"],
  ];
  for (const [route, label] of cases) {
    test(`${route} highlights ${label}`, async ({ page }) => {
      await page.setViewportSize(desktop);
      await page.goto(route);
      const current = page
        .getByRole("navigation", { name: "Main" })
        .locator('[aria-current="true"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(label);
    });
  }
});

test.describe("services dropdown", () => {
  test.use({ viewport: desktop });

  test("opens from the keyboard, closes on Escape and returns focus", async ({ page }) => {
    await page.goto("/");
    await islandHydrated(page, "Header");
    const toggle = page.getByRole("button", { name: "Services menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const first = page.locator(".nav-dropdown-panel a").first();
    await expect(first).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await expect(first).toBeHidden();
  });

  test("opens on hover and navigates", async ({ page }) => {
    await page.goto("/");
    await islandHydrated(page, "Header");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Services" })
      .hover();
    const link = page.locator(".nav-dropdown-panel").getByRole("link", { name: "Cyber Security" });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/cyber-security$/);
    await expect(page.locator("h1")).toHaveText("Cyber Security");
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: phone });

  test("opens from the hamburger, keeps focus inside and closes on Escape", async ({ page }) => {
    await page.goto("/");
    await islandHydrated(page, "Header");
    const opener = page.getByRole("button", { name: "Open menu" });
    await expect(opener).toBeVisible();
    await opener.click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("button", { name: "Close menu" })).toBeFocused();
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    // Shift+Tab from the first control wraps to the last one, inside the panel.
    await page.keyboard.press("Shift+Tab");
    const focusedInside = await panel.evaluate((element) =>
      element.contains(document.activeElement),
    );
    expect(focusedInside).toBe(true);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("closes with its close icon and after a link click", async ({ page }) => {
    await page.goto("/");
    await islandHydrated(page, "Header");
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await panel.getByRole("button", { name: "Close menu" }).click();
    await expect(panel).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await panel.getByRole("link", { name: "Website Design" }).click();
    await expect(page).toHaveURL(/\/website-design$/);
    await expect(panel).toBeHidden();
  });

  test("opens without JavaScript too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
    const page = await context.newPage();
    await page.goto("/about-us");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(
      page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Our Team" }),
    ).toBeVisible();
    await context.close();
  });
});

test("navigating scrolls to the top of the new page", async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto("/about-us");
  await islandHydrated(page, "Header");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator("footer").getByRole("link", { name: "Careers" }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the skip link is the first tab stop and moves focus to the main content", async ({
  page,
}) => {
  await page.goto(routes[1] ?? "/about-us");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
});
