import { expect, test, type Locator, type Page } from "@playwright/test";
import { paths, servicePaths } from "~/lib/paths";
import { hydratedAround } from "./helpers/hydration";

const desktop = { width: 1280, height: 800 };

const offerCards: Array<[string, string]> = [
  ["Mobile App Development", servicePaths["app-development"]],
  ["Digital Marketing", servicePaths["social-media-marketing"]],
  ["Search Engine Optimization", servicePaths["search-engine-optimization"]],
  ["Cyber security", servicePaths["cyber-security"]],
  ["Website Development", servicePaths["custom-website-development"]],
  ["AR/VR Development", servicePaths["arvr-development"]],
  ["Graphic Designing", servicePaths["graphics-design"]],
  ["Blockchain Development", servicePaths["blockchain-development"]],
  ["AI Development", servicePaths["ai-development"]],
];

const section = (page: Page, heading: string) =>
  page.getByRole("region", { name: heading, exact: true });

const visiblePanel = (page: Page) => page.getByRole("tabpanel");

test.describe("home page content", () => {
  test.use({ viewport: desktop });

  test("hero: headline, intro and Get Free Quote to contact-us", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("main section").first();
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(
      "Innovative IT Solutions Crafted for Your Business",
    );
    await expect(hero).toContainText("software house");
    await expect(hero.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute(
      "href",
      paths.contactUs,
    );
  });

  test("Leading You To Your Future links to About Us", async ({ page }) => {
    await page.goto("/");
    const future = section(page, "Leading You To Your Future");
    await expect(future.getByRole("heading", { level: 2 })).toHaveText(
      "Leading You To Your Future",
    );
    await expect(future.locator("h2[data-reveal] + [data-reveal] p").first()).toBeVisible();
    await expect(future.getByRole("link", { name: "Learn More About Us" })).toHaveAttribute(
      "href",
      paths.aboutUs,
    );
  });

  test("What We Offer: tagline and nine cards linking to their service pages", async ({ page }) => {
    await page.goto("/");
    const offer = section(page, "What We Offer");
    await expect(offer).toContainText(
      "It's your digital market presence, we just help you make it",
    );
    const cards = offer.getByRole("listitem");
    await expect(cards).toHaveCount(9);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
      offerCards.map(([name]) => name),
    );
    for (const [index, [name, href]] of offerCards.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("link", { name })).toHaveAttribute("href", href);
      await expect(card.locator("svg").first()).toBeVisible();
      await expect(card.locator("p")).not.toBeEmpty();
    }
  });

  test("What We Offer: one, two and three columns", async ({ page }) => {
    const columns = async (width: number) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      return section(page, "What We Offer")
        .getByRole("list")
        .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(" ").length);
    };
    expect(await columns(375)).toBe(1);
    expect(await columns(800)).toBe(2);
    expect(await columns(1280)).toBe(3);
  });

  test("The 4 C's: four numbered hexagons with their images and reveal delays", async ({
    page,
  }) => {
    await page.goto("/");
    const fourCs = section(page, "The 4 C's Behind Our Success");
    await expect(fourCs).toContainText("clear and responsive");
    await expect(fourCs).toContainText("lasting impact");
    const items = fourCs.getByRole("listitem");
    await expect(items).toHaveCount(4);
    await expect(items.getByRole("heading", { level: 3 })).toHaveText([
      "01. Clarity",
      "02. Communication",
      "03. Competence",
      "04. Consistency",
    ]);
    const shapes = await items.evaluateAll((elements) =>
      elements.map((item) => ({
        delay: getComputedStyle(item).transitionDelay.split(",")[0]?.trim(),
        clip: [...item.querySelectorAll("div")].map((div) => getComputedStyle(div).clipPath),
      })),
    );
    expect(shapes.map((shape) => shape.delay)).toEqual(["0s", "1s", "1.5s", "2s"]);
    for (const shape of shapes)
      expect(shape.clip.some((clip) => clip.startsWith("polygon"))).toBe(true);
    await fourCs.scrollIntoViewIfNeeded();
    for (const image of await items.locator("img").all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  test("expertise: four platform cards with brand marks", async ({ page }) => {
    await page.goto("/");
    const expertise = page.locator("#expertise");
    const cards = expertise.getByRole("listitem");
    await expect(cards).toHaveCount(4);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "React js",
      "Wordpress",
      "Laravel",
      "Next js",
    ]);
    for (const mark of await cards.locator("img").all()) {
      await mark.scrollIntoViewIfNeeded();
      await expect
        .poll(() => mark.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
  });
});

test.describe("Reasons To Choose tabs", () => {
  test.use({ viewport: desktop });

  const tabNames = ["We are the Best", "Our Affiliations", "Our Achievements", "Work Flow"];

  async function reasons(page: Page) {
    await page.goto("/");
    const block = section(page, "Reasons To Choose");
    // The tabs island hydrates when it comes near the screen.
    await hydratedAround(block.getByRole("tablist"));
    return block;
  }

  const selectedTab = (block: Locator) => block.getByRole("tab", { selected: true });

  test("four tabs, the first selected, with six feature blocks", async ({ page }) => {
    const block = await reasons(page);
    await expect(block.getByRole("tab")).toHaveText(tabNames);
    await expect(selectedTab(block)).toHaveText("We are the Best");
    await expect(block.getByRole("tabpanel")).toHaveCount(1);
    await expect(visiblePanel(page).getByRole("heading", { level: 3 })).toHaveText([
      "Responsive",
      "Buildable",
      "Quality",
      "Attractive",
      "Reliable",
      "Affordable",
    ]);
  });

  test("switches by click: affiliations, achievements, seven-step workflow", async ({ page }) => {
    const block = await reasons(page);
    await block.getByRole("tab", { name: "Our Affiliations" }).click();
    await expect(selectedTab(block)).toHaveText("Our Affiliations");
    await expect(visiblePanel(page).getByRole("listitem")).toHaveCount(2);
    await expect(visiblePanel(page)).toContainText("Registered with SECP");
    await expect(visiblePanel(page)).toContainText("Pakistan Software Export Board");

    await block.getByRole("tab", { name: "Our Achievements" }).click();
    const image = visiblePanel(page).getByRole("img");
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(visiblePanel(page).getByRole("heading", { level: 4 })).toHaveCount(3);

    await block.getByRole("tab", { name: "Work Flow" }).click();
    const steps = visiblePanel(page).getByRole("list").getByRole("listitem");
    await expect(steps).toHaveCount(7);
    expect(await visiblePanel(page).locator("ol > li").count()).toBe(7);
    await expect(block.getByRole("tabpanel")).toHaveCount(1);
  });

  test("switches with the arrow keys, Home and End", async ({ page }) => {
    const block = await reasons(page);
    await block.getByRole("tab", { name: "We are the Best" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(selectedTab(block)).toHaveText("Our Affiliations");
    await expect(selectedTab(block)).toBeFocused();
    await page.keyboard.press("End");
    await expect(selectedTab(block)).toHaveText("Work Flow");
    await page.keyboard.press("ArrowRight");
    await expect(selectedTab(block)).toHaveText("We are the Best");
    await page.keyboard.press("ArrowLeft");
    await expect(selectedTab(block)).toHaveText("Work Flow");
    await page.keyboard.press("Home");
    await expect(selectedTab(block)).toHaveText("We are the Best");
    await expect(visiblePanel(page).getByRole("heading", { level: 3 })).toHaveCount(6);
  });
});

test.describe("hero illustration", () => {
  test.use({ viewport: desktop });

  const art = (page: Page) =>
    page.locator("main section").first().locator("svg[viewBox='0 0 560 480']");

  test("fades in after 0.5 s over 1 s, then bobs every 4 s", async ({ page }) => {
    await page.goto("/");
    const timing = await art(page).evaluate((svg) => {
      const wrapper = getComputedStyle(svg.parentElement as Element);
      const own = getComputedStyle(svg);
      return {
        fade: [wrapper.animationName, wrapper.animationDuration, wrapper.animationDelay],
        bob: [own.animationName, own.animationDuration, own.animationIterationCount],
      };
    });
    expect(timing.fade).toEqual(["hero-in", "1s", "0.5s"]);
    expect(timing.bob).toEqual(["bob", "4s", "infinite"]);
  });

  test("does not move when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const names = await art(page).evaluate((svg) => [
      getComputedStyle(svg.parentElement as Element).animationName,
      getComputedStyle(svg).animationName,
    ]);
    expect(names).toEqual(["none", "none"]);
  });

  test("is not the largest contentful paint: the hero text is", async ({ page }) => {
    await page.goto("/");
    await expect(art(page)).toBeVisible();
    const lcp = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          // Visible is laid out, not painted, and a largest paint is reported once its frame is on
          // screen: in the headless shell, which rasters in software, that can be 70-725 ms after
          // the paint, so the header's text may be the only entry for a while. The verdict is the
          // largest paint once one inside <main> has been reported and the frames that follow it
          // have had a second to report a larger one.
          let last = "none";
          let settle: ReturnType<typeof setTimeout> | undefined;
          const deadline = setTimeout(() => resolve(last), 8000);
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as Array<PerformanceEntry & { element?: Element }>;
            const element = entries.at(-1)?.element;
            if (!element) return;
            last = `${element.tagName.toLowerCase()}${element.closest("svg") ? " in svg" : ""}`;
            if (settle === undefined && element.closest("main")) {
              clearTimeout(deadline);
              settle = setTimeout(() => resolve(last), 1000);
            }
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(["h1", "p"]).toContain(lcp);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: desktop });

  test("shows every block, the first tab's content and the illustration", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(section(page, "What We Offer").getByRole("listitem")).toHaveCount(9);
    for (const card of await section(page, "What We Offer").getByRole("listitem").all()) {
      await expect(card).toBeVisible();
    }
    await expect(section(page, "The 4 C's Behind Our Success").getByRole("listitem")).toHaveCount(
      4,
    );
    const block = section(page, "Reasons To Choose");
    await expect(block.getByRole("tab", { selected: true })).toHaveText("We are the Best");
    const panel = block.getByRole("tabpanel");
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole("heading", { level: 3 })).toHaveCount(6);
    await expect(panel.getByText("Responsive", { exact: true })).toBeVisible();
    await expect(page.getByText("Registered with SECP")).toBeHidden();
    // The fade is CSS-only, so the illustration ends fully visible without any script.
    const art = page.locator("main section").first().locator("svg[viewBox='0 0 560 480']");
    await expect
      .poll(() => art.evaluate((svg) => getComputedStyle(svg.parentElement as Element).opacity))
      .toBe("1");
  });
});
