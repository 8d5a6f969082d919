import { expect, test, type Page } from "@playwright/test";
import { validationMessages, sendFailureMessage } from "@contracts/forms";
import { identity } from "@contracts/identity";
import { services } from "~/content/services";
import { serviceIds, servicePaths } from "~/lib/paths";
import { hydratedAround, islandHydrated } from "./helpers/hydration";
import { elementCount, restyledDuring, twoFrames } from "./helpers/restyles";

const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 740 };

/** The islands these tests use: the first quote button and the dialog it opens. */
async function hydrated(page: Page) {
  await islandHydrated(page, "QuoteButton");
  await islandHydrated(page, "QuoteDialog");
}

const quoteDialog = (page: Page) => page.getByRole("dialog", { name: "Request A Quote" });
const quoteButtons = (page: Page) => page.getByRole("button", { name: "Request A Quote" });
const htmlOverflow = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow);

test.describe("every service page, with JavaScript", () => {
  test.use({ viewport: desktop });

  for (const id of serviceIds) {
    const path = servicePaths[id];
    const service = services[id];

    test(`${path}: hero, and the quote modal opens and closes by backdrop, close icon and Escape`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.hero.title);
      await hydrated(page);
      const dialog = quoteDialog(page);
      await expect(dialog).toBeHidden();
      // Hero, introduction and closing band each offer the modal.
      await expect(quoteButtons(page)).toHaveCount(3);

      // 1. Backdrop click closes it; focus returns to the opener; scroll is locked meanwhile.
      const heroButton = quoteButtons(page).first();
      await heroButton.click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Your name")).toBeFocused();
      // Locked once the dialog has painted (locking lays out the whole page), so a frame after it
      // shows.
      await expect.poll(() => htmlOverflow(page)).toBe("hidden");
      await page.mouse.click(8, 8);
      await expect(dialog).toBeHidden();
      await expect(heroButton).toBeFocused();
      await expect.poll(() => htmlOverflow(page)).not.toBe("hidden");

      // 2. The close icon closes it.
      const introButton = quoteButtons(page).nth(1);
      await hydratedAround(introButton);
      await introButton.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Close quote request" }).click();
      await expect(dialog).toBeHidden();
      await expect(introButton).toBeFocused();

      // 3. Escape closes it, opened from the keyboard.
      await introButton.focus();
      await page.keyboard.press("Enter");
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(introButton).toBeFocused();
    });
  }
});

test.describe("the quote modal", () => {
  test.use({ viewport: desktop });

  test("shows the quote phone (not the contact phone) and the email", async ({ page }) => {
    await page.goto(servicePaths["cyber-security"]);
    await hydrated(page);
    await quoteButtons(page).first().click();
    const dialog = quoteDialog(page);
    await expect(dialog.locator(`a[href="tel:${identity.phones.quote.e164}"]`)).toHaveText(
      identity.phones.quote.display,
    );
    await expect(dialog.locator(`a[href="mailto:${identity.email}"]`)).toHaveText(identity.email);
    await expect(dialog.locator(`a[href="tel:${identity.phones.contact.e164}"]`)).toHaveCount(0);
  });

  const prefills: Array<[keyof typeof servicePaths, string]> = [
    ["website-design", "web-design"],
    ["custom-website-development", "costum-website-development"],
    ["e-commerce-development", "e-commerce-development"],
    ["paid-advertising", "paid-advertising"],
    ["social-media-marketing", "social-media-marketing"],
    ["cyber-security", ""],
  ];
  for (const [id, value] of prefills) {
    test(`${servicePaths[id]} pre-selects the service "${value || "(empty)"}"`, async ({
      page,
    }) => {
      await page.goto(servicePaths[id]);
      await hydrated(page);
      await quoteButtons(page).first().click();
      await expect(quoteDialog(page).getByLabel(/^Service/)).toHaveValue(value);
    });
  }

  // A modal <dialog> (showModal) makes the rest of the page inert, and Chromium restyles every
  // element for it: with the repaint that followed, opening took ~500-800 ms under 4x CPU
  // throttling here.
  test("opening it restyles the dialog, not the page behind it", async ({ page }) => {
    await page.goto(servicePaths["website-design"]);
    await hydrated(page);
    const elements = await elementCount(page);
    const counts = await restyledDuring(page, async () => {
      await quoteButtons(page).first().click();
      await expect(quoteDialog(page)).toBeVisible();
      await twoFrames(page);
    });
    expect(elements).toBeGreaterThan(300);
    expect(Math.max(0, ...counts)).toBeLessThan(elements / 4);
  });

  test("Tab stays inside the open dialog", async ({ page }) => {
    await page.goto(servicePaths["ai-development"]);
    await hydrated(page);
    await quoteButtons(page).first().click();
    const dialog = quoteDialog(page);
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press("Shift+Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });

  test("invalid fields show the messages beside them and nothing is sent", async ({ page }) => {
    let posts = 0;
    await page.route("**/api/forms/quote", (route) => {
      posts++;
      return route.fulfill({ status: 200, body: "{}" });
    });
    await page.goto(servicePaths["graphics-design"]);
    await hydrated(page);
    await quoteButtons(page).first().click();
    const dialog = quoteDialog(page);
    await dialog.getByLabel("Your name").fill("Al");
    await dialog.getByLabel("Email address").fill("al@example");
    await dialog.getByRole("button", { name: "Send Request" }).click();
    await expect(dialog.getByLabel("Your name")).toHaveAccessibleDescription(
      validationMessages.quoteName,
    );
    await expect(dialog.getByLabel("Email address")).toHaveAccessibleDescription(
      validationMessages.quoteEmail,
    );
    await expect(dialog.getByLabel("Your name")).toBeFocused();
    expect(posts).toBe(0);
  });

  test("a valid request is posted to the quote endpoint and confirmed inside the modal", async ({
    page,
  }) => {
    let body = "";
    await page.route("**/api/forms/quote", async (route) => {
      body = route.request().postData() ?? "";
      await route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true}' });
    });
    await page.goto(servicePaths["website-design"]);
    await hydrated(page);
    await quoteButtons(page).first().click();
    const dialog = quoteDialog(page);
    await dialog.getByLabel("Your name").fill("Ali");
    await dialog.getByLabel("Email address").fill("ali@studio.agency");
    await dialog.getByLabel(/^About your project/).fill("A new site for our studio.");
    await dialog.getByRole("button", { name: "Send Request" }).click();
    await expect(dialog.getByRole("status")).toContainText("Thank you");
    expect(body).toContain("ali@studio.agency");
    expect(body).toContain('name="service"\r\n\r\nweb-design');
    expect(body).toContain('name="_gotcha"');
    // The form is rendered by the browser, yet carries the time token the server stamped into the
    // page for it, though the page carried no form.
    expect(body).toMatch(/name="_t"\r\n\r\n[0-9a-z]+\.[\w-]{22}\r\n/);
    // Done closes the modal; the next opening starts with an empty form.
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    await quoteButtons(page).first().click();
    await expect(dialog.getByLabel("Your name")).toHaveValue("");
  });

  test("a failed send shows an alert inside the modal and keeps what was typed", async ({
    page,
  }) => {
    await page.route("**/api/forms/quote", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.goto(servicePaths["paid-advertising"]);
    await hydrated(page);
    await quoteButtons(page).first().click();
    const dialog = quoteDialog(page);
    await dialog.getByLabel("Your name").fill("Sana Malik");
    await dialog.getByLabel("Email address").fill("sana@example.com");
    await dialog.getByRole("button", { name: "Send Request" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(sendFailureMessage);
    await expect(dialog.getByLabel("Your name")).toHaveValue("Sana Malik");
    await expect(dialog.getByLabel("Email address")).toHaveValue("sana@example.com");
    await expect(dialog.getByRole("button", { name: "Send Request" })).toBeEnabled();
  });
});

test.describe("the quote modal on a phone", () => {
  test.use({ viewport: phone, hasTouch: true, isMobile: true });

  test("opens with a tap and closes with a tap on the backdrop", async ({ page }) => {
    await page.goto(servicePaths["app-development"]);
    await hydrated(page);
    await quoteButtons(page).first().tap();
    const dialog = quoteDialog(page);
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.width <= phone.width).toBe(true);
    await page.touchscreen.tap(4, 4);
    await expect(dialog).toBeHidden();
  });

  test("a tap on the quote button before anything has hydrated opens the dialog, not another page", async ({
    page,
  }) => {
    const path = servicePaths["paid-advertising"];
    await page.goto(path);
    await expect(page.locator("html.js")).toHaveCount(1);
    const hero = page.locator('[data-island="QuoteButton"]').first();
    await expect(hero).not.toHaveAttribute("data-hydrated");
    await hero.getByRole("button", { name: "Request A Quote" }).tap();
    await expect(quoteDialog(page)).toBeVisible();
    await expect(quoteDialog(page).getByLabel("Your name")).toBeFocused();
    expect(new URL(page.url()).pathname).toBe(path);
  });
});

test.describe("the quote button before hydration, on a desktop", () => {
  test.use({ viewport: desktop });

  test("a click opens the dialog, not the contact page", async ({ page }) => {
    const path = servicePaths["cyber-security"];
    await page.goto(path);
    await expect(page.locator("html.js")).toHaveCount(1);
    const island = page.locator('[data-island="QuoteButton"]').first();
    await expect(island).not.toHaveAttribute("data-hydrated");
    await island.getByRole("button", { name: "Request A Quote" }).click();
    await expect(quoteDialog(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
  });
});

test.describe("custom website development", () => {
  test.use({ viewport: desktop });

  test("shows 3 platform cards with 9 prefixed lines each, and both two-card blocks", async ({
    page,
  }) => {
    await page.goto(servicePaths["custom-website-development"]);
    const cards = page.locator("[data-platform-card]");
    await expect(cards).toHaveCount(3);
    const lines = services["custom-website-development"].platforms?.lines ?? [];
    expect(lines).toHaveLength(9);
    for (const [index, label] of ["WordPress", "React", "Laravel"].entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(label);
      await expect(card.getByRole("listitem")).toHaveText(lines.map((line) => `${label} ${line}`));
      const image = card.getByRole("img", { name: `${label} logo` });
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
    }
    for (const heading of ["Existing platform", "Original platform", "Frontend", "Backend"]) {
      await expect(
        page.getByRole("heading", { level: 3, name: heading, exact: true }),
      ).toBeVisible();
    }
  });
});

test.describe("every service page, without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  for (const id of serviceIds) {
    const path = servicePaths[id];
    const service = services[id];

    test(`${path} renders its complete content`, async ({ page }) => {
      await page.goto(path);
      const main = page.locator("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(service.hero.title);
      const texts = [
        service.intro.heading,
        ...service.intro.paragraphs,
        service.whyItMatters.heading,
        ...service.whyItMatters.points.map((point) => point.detail),
        ...service.features.flatMap((feature) => [
          feature.heading,
          feature.details,
          ...feature.cards.map((card) => card.detail),
        ]),
        ...(service.benefits?.cards.map((card) => card.detail) ?? []),
        ...(service.whatWeDo?.items.map((item) => item.detail) ?? []),
        ...(service.expectations
          ? [
              ...service.expectations.left,
              ...service.expectations.right,
              service.expectations.closing,
            ]
          : []
        ).filter((text) => text.trim() !== ""),
        service.closing.heading,
      ];
      for (const text of texts) await expect(main.getByText(text, { exact: true })).toBeVisible();
      // Without JavaScript, `Request A Quote` leads to the contact page and its working form.
      const buttons = main.getByRole("button", { name: "Request A Quote" });
      await expect(buttons).toHaveCount(3);
      await expect(buttons.first().locator("xpath=ancestor::form")).toHaveAttribute(
        "action",
        "/contact-us",
      );
    });
  }
});

test.describe("structured data", () => {
  for (const id of serviceIds) {
    const path = servicePaths[id];
    test(`${path} carries its Service JSON-LD and its own title`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs),
      ].map((match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>);
      const service = blocks.find((block) => block["@type"] === "Service");
      expect(service).toMatchObject({
        name: services[id].hero.title,
        description: services[id].seo.description,
        provider: { "@id": expect.stringContaining("#organization") },
        areaServed: expect.any(Array),
      });
      expect(html).toContain(`<title>${services[id].seo.title} | ${identity.companyName}</title>`);
    });
  }
});
