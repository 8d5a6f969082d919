import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { testJpeg } from "@tests/support/test-images";
import { signInToDesk } from "./helpers/desk-sign-in";
import { desktop, expectNoAxeViolations, phone } from "./helpers/quality";

/**
 * The rest of the owner's proof in Chromium, on the real server playwright.config.ts starts: a
 * picture uploaded and given to a team member, or to a website project, is on its page with its
 * width, height and srcset; a publish scheduled a minute ahead happens with nobody signed in; two sessions
 * editing one page: the later save, made on an older version, is refused and its edits kept; a
 * publish of a draft someone saved over since is refused, and the desk loads the newer one.
 * Each test changes a page no other test of the desk changes, and puts it back.
 */
const owner = { email: "owner@example.com", password: "e2e owner password" };

/** A public page as a visitor without JavaScript fetches it, with no cookie. */
const publicPage = async (browser: Browser, path: string) => {
  const visitor = await browser.newContext();
  try {
    return await (
      await visitor.request.get(path, { headers: { "cache-control": "no-cache" } })
    ).text();
  } finally {
    await visitor.close();
  }
};

async function openDocument(page: Page, label: string) {
  await page.goto("/admin/content");
  await page.getByRole("link", { name: label, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
}

/** Makes the shipped content the document's draft again and publishes it. */
async function putBackAsShipped(page: Page, label: string) {
  await openDocument(page, label);
  await page.getByRole("button", { name: "History" }).click();
  await page
    .getByRole("region", { name: "History" })
    .getByRole("button", { name: "Restore the content as shipped" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "is the draft again" })).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
}

/** A 1200 × 900 picture uploaded in the desk's Media page with `alt`; its id. */
async function uploadPicture(page: Page, alt: string) {
  await page.goto("/admin/media");
  const form = page.getByRole("region", { name: "Upload a picture" });
  await form.getByLabel("Picture").setInputFiles({
    name: "photo.jpg",
    mimeType: "image/jpeg",
    buffer: await testJpeg(1200, 900),
  });
  await form.getByLabel("Alt text").fill(alt);
  await form.getByRole("button", { name: "Upload" }).click();
  const uploaded = page.getByRole("region", { name: "Pictures" }).getByRole("img", { name: alt });
  await expect(uploaded).toBeVisible({ timeout: 20_000 });
  const id = /^\/media\/([\w-]{22})\//.exec((await uploaded.getAttribute("src")) ?? "")?.[1];
  expect(id).toBeTruthy();
  return id ?? "";
}

/** Chooses the uploaded picture `alt` in the library's dialog, from `within` the form. */
async function choosePicture(page: Page, within: Locator, alt: string) {
  await within.getByRole("button", { name: "Choose picture" }).first().click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: `Choose “${alt}”` })
    .click();
  await expect(within.getByRole("img", { name: alt })).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
}

/** The public page `path`, fetched without JavaScript, shows the upload in its sizes, its box reserved. */
async function expectPictureOn(
  page: Page,
  browser: Browser,
  path: string,
  id: string,
  alt: string,
) {
  await expect
    .poll(async () => (await publicPage(browser, path)).includes(`/media/${id}/`), {
      timeout: 2_000,
    })
    .toBe(true);
  const html = await publicPage(browser, path);
  const img = new RegExp(`<img[^>]*src="/media/${id}/1200\\.webp"[^>]*>`).exec(html)?.[0] ?? "";
  expect(img).toContain(`alt="${alt}"`);
  expect(img).toContain('width="1200"');
  expect(img).toContain('height="900"');
  const srcsets = [
    ...html.matchAll(new RegExp(`<source type="image/(\\w+)" srcSet="(/media/${id}/[^"]+)"`, "gi")),
  ];
  expect(srcsets.map(([, format]) => format)).toEqual(["avif", "webp"]);
  for (const [, format, srcset] of srcsets)
    expect(srcset).toBe(
      [480, 768, 1080, 1200].map((w) => `/media/${id}/${w}.${format} ${w}w`).join(", "),
    );
  // Every size it names is served.
  for (const w of [480, 1200])
    expect((await page.request.get(`/media/${id}/${w}.avif`)).status()).toBe(200);
}

test("a picture uploaded and given to a team member is on the team page with its width, height and srcset", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInToDesk(page, "", owner);
  const alt = `Hamza at the studio ${randomUUID().slice(0, 6)}`;
  const id = await uploadPicture(page, alt);
  await openDocument(page, "Our Team");
  const member = page.getByRole("listitem").filter({ hasText: "Member 1: Hamza Qureshi" });
  await choosePicture(page, member, alt);
  await expect(member.getByRole("button", { name: "Change picture" })).toBeVisible();
  await expectPictureOn(page, browser, "/our-team", id, alt);

  await putBackAsShipped(page, "Our Team");
  await expect
    .poll(async () => (await publicPage(browser, "/our-team")).includes(`/media/${id}/`), {
      timeout: 2_000,
    })
    .toBe(false);
});

test("a picture given to a website project is on its portfolio page in its sizes, its box its own", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInToDesk(page, "", owner);
  const alt = `A client shop on a laptop ${randomUUID().slice(0, 6)}`;
  const id = await uploadPicture(page, alt);
  await openDocument(page, "Website portfolio");
  await choosePicture(page, page.locator("#content-form"), alt);
  await expectPictureOn(page, browser, "/website-portfolio", id, alt);

  // A visitor's phone and desktop: the photo in its own proportions, nothing shifted.
  const visitor = await browser.newContext();
  const seen = await visitor.newPage();
  for (const [name, size] of [
    ["375", phone],
    ["1280", desktop],
  ] as const) {
    await seen.setViewportSize(size);
    await seen.goto("/website-portfolio");
    const photo = seen.getByRole("img", { name: alt });
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveJSProperty("complete", true);
    const box = await photo.boundingBox();
    expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - 4 / 3)).toBeLessThan(0.02);
    // A phone takes a small file of it.
    const chosen = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
    if (name === "375") expect(chosen).not.toContain("/1200.");
    await seen.screenshot({ path: `/tmp/shots-content/website-portfolio-upload-${name}.png` });
  }
  await visitor.close();

  await putBackAsShipped(page, "Website portfolio");
});

test("a publish scheduled a minute ahead happens with nobody signed in", async ({ browser }) => {
  // A real minute, or two: the time is chosen to the minute in the desk.
  test.setTimeout(240_000);
  const intro = `The rules for using this website, scheduled ${randomUUID().slice(0, 6)}.`;
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToDesk(page, "", owner);
  await openDocument(page, "Terms");
  await page.getByRole("textbox", { name: "Introduction", exact: true }).fill(intro);
  // The next whole minute at least a minute ahead, in the browser's own time zone.
  const at = await page.evaluate(() => {
    const when = new Date(Date.now() + 60_000);
    when.setSeconds(0, 0);
    when.setMinutes(when.getMinutes() + 1);
    const two = (n: number) => String(n).padStart(2, "0");
    return `${when.getFullYear()}-${two(when.getMonth() + 1)}-${two(when.getDate())}T${two(when.getHours())}:${two(when.getMinutes())}`;
  });
  await page.getByLabel("Publish at").fill(at);
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Publishing is set" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel scheduled publish" })).toBeVisible();
  expect(await publicPage(browser, "/terms")).not.toContain(intro);

  // Nobody signed in: the session ends, the browser's context closes.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await context.close();

  await expect
    .poll(async () => (await publicPage(browser, "/terms")).includes(intro), {
      timeout: 200_000,
      intervals: [1_000],
    })
    .toBe(true);

  const after = await browser.newContext();
  const again = await after.newPage();
  await signInToDesk(again, "", owner);
  await putBackAsShipped(again, "Terms");
  await after.close();
  expect(await publicPage(browser, "/terms")).not.toContain(intro);
});

test("a save made on an older version is refused, the desk says so and keeps what was typed", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [mine, theirs] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [me, them] = await Promise.all([mine.newPage(), theirs.newPage()]);
  for (const page of [me, them]) {
    await signInToDesk(page, "", owner);
    await openDocument(page, "Contact Us");
  }
  const field = (page: Page) =>
    page.getByRole("textbox", { name: "Introduction", exact: true }).first();
  const token = randomUUID().slice(0, 6);
  const myText = `My introduction for the contact page, typed here ${token}.`;
  const theirText = `Their introduction for the contact page, saved first ${token}.`;

  await field(me).fill(myText);
  await field(them).fill(theirText);
  await them.getByRole("button", { name: "Save draft" }).click();
  await expect(them.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();

  await me.getByRole("button", { name: "Save draft" }).click();
  const notice = me.getByRole("status").filter({ hasText: "Not saved" });
  await expect(notice).toContainText(`${owner.email} saved a newer version`);
  await expect(notice).toContainText("Your edits are still here");
  await expect(field(me)).toHaveValue(myText);
  // Kept in the browser too: a reload brings them back.
  await me.reload();
  await expect(field(me)).toHaveValue(myText);

  // Saved again on purpose, they go over the newer version, which stays in History.
  await me.getByRole("button", { name: "Save draft" }).click();
  await expect(me.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  await expect(field(me)).toHaveValue(myText);
  await me.getByRole("button", { name: "History" }).click();
  await expect(me.getByRole("region", { name: "History" })).toContainText(theirText);
  await Promise.all([mine.close(), theirs.close()]);
});

test("a publish of what was previewed is refused when someone saved a newer draft since, and the desk reloads it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [mine, theirs] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [me, them] = await Promise.all([mine.newPage(), theirs.newPage()]);
  for (const page of [me, them]) {
    await signInToDesk(page, "", owner);
    await openDocument(page, "Privacy Policy");
  }
  const field = (page: Page) => page.getByRole("textbox", { name: "Introduction", exact: true });
  const token = randomUUID().slice(0, 6);
  const myText = `How we look after what you tell us, previewed here ${token}.`;
  const theirText = `How we look after what you tell us, saved since ${token}.`;

  await field(me).fill(myText);
  await me.getByRole("button", { name: "Save draft" }).click();
  await expect(me.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
  await expect(
    me.frameLocator('iframe[title="Preview at desktop width"]').locator("main"),
  ).toContainText(myText);

  // The other session opens the newest draft (mine) and saves its own over it.
  await them.reload();
  await expect(field(them)).toHaveValue(myText);
  await field(them).fill(theirText);
  await them.getByRole("button", { name: "Save draft" }).click();
  await expect(them.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();

  // Publishing what I previewed would publish theirs, unseen: refused, nothing changes.
  await me.getByRole("button", { name: "Publish" }).click();
  const notice = me.getByRole("status").filter({ hasText: "Not published" });
  await expect(notice).toContainText(`${owner.email} saved a newer version`);
  await expect(notice).toContainText("Nothing on the site changed");
  await expect(field(me)).toHaveValue(myText);
  const live = await publicPage(browser, "/privacy-policy");
  expect(live).not.toContain(theirText);
  expect(live).not.toContain(myText);
  // The actions and the notice (the preview frames are the site's pages, checked as such).
  await expectNoAxeViolations(me, "the desk refusing a publish", me.locator("#content-actions"));
  for (const [name, size] of [
    ["375", phone],
    ["1280", desktop],
  ] as const) {
    await me.setViewportSize(size);
    await me.screenshot({ path: `/tmp/shots-content/publish-refused-${name}.png` });
  }

  // Reloaded, the desk shows theirs; published on purpose, it is live.
  await me.getByRole("button", { name: "Reload the newest version" }).click();
  await expect(field(me)).toHaveValue(theirText);
  await expect(me.getByRole("button", { name: "Reload the newest version" })).toHaveCount(0);
  await me.getByRole("button", { name: "Publish" }).click();
  await expect(me.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
  await expect
    .poll(async () => (await publicPage(browser, "/privacy-policy")).includes(theirText), {
      timeout: 2_000,
    })
    .toBe(true);
  // Mine was not lost: it is in History.
  await me.getByRole("button", { name: "History" }).click();
  await expect(me.getByRole("region", { name: "History" })).toContainText(myText);

  await putBackAsShipped(me, "Privacy Policy");
  await Promise.all([mine.close(), theirs.close()]);
  expect(await publicPage(browser, "/privacy-policy")).not.toContain(theirText);
});
