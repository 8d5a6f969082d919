import { expect, test, type Page } from "@playwright/test";
import { identity } from "@contracts/identity";
import { paths } from "./helpers/site-routes";
import { hydratedAround } from "./helpers/hydration";

/**
 * Our Team, Portfolio (overview and four sub-pages), Careers, FAQs and the legal pages:
 * SPEC.md's counts and quoted texts, the hover-or-focus reveals, the FAQ widgets and the
 * newsletter form. That every external link opens in a new tab without opener or referrer is
 * checked on every route, these included, by routes.spec.ts.
 */

const teamPositions = [
  "AI Expert",
  "AI Expert",
  "Flutter Developer",
  "iOS Developer",
  "React Developer",
  "UI/UX Designer",
];

/** The newsletter form takes over from the browser's own check once React has hydrated. */
const hydrated = (page: Page) => hydratedAround(page.locator('form[data-form="newsletter"]'));

/** The FAQ tabs' island has hydrated (it does when it comes near the screen). */
const ready = (page: Page) => hydratedAround(page.getByRole("tablist").first());

const opacityOf = (page: Page, selector: string, index = 0) =>
  page
    .locator(selector)
    .nth(index)
    .evaluate((element) => getComputedStyle(element).opacity);

test.describe("Our Team", () => {
  test("shows six members with the six positions", async ({ page }) => {
    await page.goto(paths.ourTeam);
    const cards = page.locator("main figure");
    await expect(cards).toHaveCount(6);
    const positions = await page.locator("main figcaption span:last-child").allTextContents();
    expect(positions.map((text) => text.trim()).sort()).toEqual([...teamPositions].sort());
    for (const image of await page.locator("main figure img").all()) {
      await expect(image).toHaveAttribute("alt", /Illustrated portrait of /);
    }
  });

  test("hovering or focusing a card reveals its name and role", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(paths.ourTeam);
    const captions = page.locator("main figcaption");
    await expect(captions.first()).toHaveCSS("opacity", "0");

    await page.locator("main figure").first().hover();
    await expect(captions.first()).toHaveCSS("opacity", "1");

    await page.mouse.move(0, 0);
    await page.locator("main figure").nth(1).focus();
    await expect(captions.nth(1)).toHaveCSS("opacity", "1");
    await expect(captions.nth(1)).toContainText("iOS Developer");
  });
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });

  test("team names and portfolio View buttons are visible without hover", async ({ page }) => {
    await page.goto(paths.ourTeam);
    expect(await page.evaluate(() => matchMedia("(hover: none)").matches)).toBe(true);
    await expect(page.locator("main figcaption").first()).toHaveCSS("opacity", "1");
    await page.goto(paths.portfolio);
    expect(await opacityOf(page, "main a:text-is('View')")).toBe("1");
  });
});

test.describe("Portfolio", () => {
  test("overview has four categories whose View button shows on hover and focus", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(paths.portfolio);
    const views = page.getByRole("link", { name: /^View / });
    await expect(views).toHaveCount(4);
    expect(await views.evaluateAll((links) => links.map((l) => l.getAttribute("href")))).toEqual([
      paths.websitePortfolio,
      paths.mobileAppPortfolio,
      paths.digitalMarketingPortfolio,
      paths.uiuxPortfolio,
    ]);
    await expect(views.first()).toHaveText("View Website portfolio");
    await expect(views.first()).toHaveCSS("opacity", "0");
    await views.first().focus();
    await expect(views.first()).toHaveCSS("opacity", "1");
    await page.locator("main article").nth(2).hover();
    await expect(views.nth(2)).toHaveCSS("opacity", "1");
  });

  test("website portfolio lists five projects with framework and visit button", async ({
    page,
  }) => {
    await page.goto(paths.websitePortfolio);
    const projects = page.locator("#projects ol > li");
    await expect(projects).toHaveCount(5);
    for (const project of await projects.all()) {
      await expect(project.locator("img")).toHaveCount(1);
      await expect(project.getByText(/^(WordPress|React Js)$/).first()).toBeVisible();
      const visit = project.getByRole("link", { name: /^Visit Website/ });
      await expect(visit).toHaveAttribute("href", /^https:\/\//);
    }
  });

  test("mobile app portfolio shows one business-listing app with a store link", async ({
    page,
  }) => {
    await page.goto(paths.mobileAppPortfolio);
    await expect(page.locator("#apps article")).toHaveCount(1);
    await expect(page.locator("#apps")).toContainText(/business/i);
    await expect(page.locator("#apps a[href^='https://']")).toHaveCount(1);
  });

  test("digital marketing portfolio shows five clients on Facebook and Instagram", async ({
    page,
  }) => {
    await page.goto(paths.digitalMarketingPortfolio);
    const clients = page.locator("#clients ul > li");
    await expect(clients).toHaveCount(5);
    for (const client of await clients.all()) {
      await expect(client.locator("a[href^='https://']")).toHaveCount(1);
    }
    await expect(
      page.locator("#clients").getByText("Facebook", { exact: true }).first(),
    ).toBeVisible();
    await expect(
      page.locator("#clients").getByText("Instagram", { exact: true }).first(),
    ).toBeVisible();
  });

  test("UI/UX portfolio shows eight projects with image and title only", async ({ page }) => {
    await page.goto(paths.uiuxPortfolio);
    const projects = page.locator("#designs figure");
    await expect(projects).toHaveCount(8);
    await expect(page.locator("#designs figcaption")).toHaveCount(8);
    await expect(page.locator("#designs a")).toHaveCount(0);
  });
});

test.describe("FAQs", () => {
  test("has the About Us hero, an introduction and an image", async ({ page }) => {
    await page.goto(paths.faqs);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    await expect(page.locator("#faq-intro-heading")).toBeVisible();
    await expect(page.locator("main section img").first()).toHaveAttribute("alt", /.{10,}/);
  });

  test("General is the default tab; its questions toggle independently", async ({ page }) => {
    await page.goto(paths.faqs);
    await ready(page);
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText(["General", "App development", "Web Development"]);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");

    const panel = page.getByRole("tabpanel", { name: "General" });
    const items = panel.locator("details");
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await expect(items.nth(1)).not.toHaveAttribute("open");
    await expect(panel.getByText(identity.openingHours.label)).toBeHidden();

    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open");
    await expect(items.nth(1)).not.toHaveAttribute("open");
    await expect(panel.getByText(identity.openingHours.label)).toBeVisible();

    await items.nth(1).locator("summary").press("Enter");
    await expect(items.nth(0)).toHaveAttribute("open");
    await expect(items.nth(1)).toHaveAttribute("open");
    await expect(panel).toContainText(/PPC|pay-per-click/);

    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await expect(items.nth(1)).toHaveAttribute("open");
  });

  test("tabs switch by click and arrow keys; App development asks visitors to ask us", async ({
    page,
  }) => {
    await page.goto(paths.faqs);
    await ready(page);
    await page.getByRole("tab", { name: "App development" }).click();
    await expect(page.getByRole("tab", { name: "App development" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const app = page.getByRole("tabpanel", { name: "App development" });
    await expect(app).toContainText("No questions here yet");
    await expect(app.getByRole("link")).toHaveAttribute("href", paths.contactUs);
    await expect(page.getByRole("tabpanel", { name: "General" })).toBeHidden();

    await page.keyboard.press("ArrowRight");
    const web = page.getByRole("tabpanel", { name: "Web Development" });
    await expect(web).toBeVisible();
    await expect(web.locator("details")).toHaveCount(3);
    await expect(web).toContainText("existing website");
  });

  test("without JavaScript every topic is readable", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(paths.faqs);
    await expect(page.getByRole("tablist")).toBeHidden();
    for (const label of ["General", "App development", "Web Development"]) {
      await expect(page.getByRole("heading", { level: 3, name: label })).toBeVisible();
    }
    await expect(page.locator("main details:visible")).toHaveCount(5);
    await page.locator("main details:visible summary").last().click();
    await expect(page.locator("main details:visible").last()).toHaveAttribute("open");
    await context.close();
  });
});

test.describe("Careers", () => {
  test("shows the hero and the newsletter box as SPEC.md words them", async ({ page }) => {
    await page.goto(paths.careers);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${identity.companyName} For The Right Person`,
    );
    const input = page.getByRole("textbox", { name: "Email address" });
    await expect(input).toHaveAttribute("type", "email");
    await expect(input).toHaveAttribute("placeholder", "Enter Email Address");
    await expect(page.getByRole("button", { name: "Get Started" })).toBeVisible();
    const form = page.locator("form", { has: input });
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", identity.forms.newsletter);
  });

  test("an invalid address shows the message and sends nothing", async ({ page }) => {
    let posts = 0;
    await page.route(`**${identity.forms.newsletter}`, (route) => {
      posts++;
      return route.fulfill({ status: 200, json: { ok: true } });
    });
    await page.goto(paths.careers);
    await hydrated(page);
    await page.getByRole("textbox", { name: "Email address" }).fill("ali@example");
    await page.getByRole("button", { name: "Get Started" }).click();
    // Visible text only: the hidden no-JavaScript notice holds the same message.
    await expect(
      page.getByText("Please enter a valid email address!").filter({ visible: true }),
    ).toBeVisible();
    expect(posts).toBe(0);
  });

  test("a valid address is sent and confirmed; a failure keeps it", async ({ page }) => {
    let status = 200;
    const bodies: string[] = [];
    await page.route(`**${identity.forms.newsletter}`, (route) => {
      bodies.push(route.request().postData() ?? "");
      return route.fulfill({ status, json: status === 200 ? { ok: true } : { error: "down" } });
    });
    await page.goto(paths.careers);
    await hydrated(page);
    const input = page.getByRole("textbox", { name: "Email address" });

    await input.fill("sana@example.agency");
    await page.getByRole("button", { name: "Get Started" }).click();
    await expect(page.getByText(/You are on the list/)).toBeVisible();
    expect(bodies[0]).toContain("sana@example.agency");
    await expect(input).toHaveValue("");

    status = 500;
    await input.fill("omar@example.com");
    await page.getByRole("button", { name: "Get Started" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /could not save/ })).toBeVisible();
    await expect(input).toHaveValue("omar@example.com");
  });
});

test.describe("legal pages", () => {
  for (const [path, title] of [
    [paths.privacyPolicy, "Privacy Policy"],
    [paths.terms, "Terms of Use"],
  ] as const) {
    test(`${title} has its heading and the contact e-mail`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.locator(`main a[href="mailto:${identity.email}"]`)).toBeVisible();
      expect(await page.locator("main h2").count()).toBeGreaterThanOrEqual(5);
    });
  }

  test("the privacy policy says what is collected, where it goes and how long it is kept", async ({
    page,
  }) => {
    await page.goto(paths.privacyPolicy);
    const main = page.locator("main");
    for (const text of [
      "name",
      "phone",
      "service",
      "message",
      "24 months",
      "unsubscribe",
      "no cookies",
    ]) {
      await expect(main).toContainText(text);
    }
  });
});
