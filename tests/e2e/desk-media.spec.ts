import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { desktop, expectNoAxeViolations, phone } from "./helpers/quality";
import { carryKnownDevice, keepDevice } from "./helpers/desk-sign-in";

/**
 * The media library and the roles end to end, on the real server playwright.config.ts starts:
 * an owner uploads a picture and gives it its alt text; an editor, added with
 * `npm run admin -- add-user --role editor`, signs in, uploads a picture, and is refused the
 * leads.
 */
const owner = { email: "owner@example.com", password: "e2e owner password" };

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/admin/sign-in");
  await carryKnownDevice(page, account.email);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // An owner lands on the leads and an editor on the content: either way, signed in.
  await page.waitForURL((url) => !url.pathname.endsWith("/sign-in"));
  await keepDevice(page, account.email);
}

/** A JPEG drawn by sharp: a gradient, so that its variants are real pictures. */
const photo = (width: number, height: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
    ),
  )
    .jpeg()
    .toBuffer();

/** An editor account, through the command line an owner uses on the server. */
function addEditor() {
  const editor = {
    email: `editor-${randomUUID().slice(0, 8)}@example.com`,
    password: "e2e editor password",
  };
  execFileSync(
    process.execPath,
    ["--import", "tsx", "scripts/ops/admin.ts", "add-user", "--role", "editor", editor.email],
    {
      input: `${editor.password}\n`,
      env: { ...process.env, DATA_DIR: `data/e2e-${process.env.E2E_PORT}`, DATABASE_URL: "" },
    },
  );
  return editor;
}

async function upload(page: Page, alt: string, name: string, bytes: Buffer) {
  const form = page.getByRole("region", { name: "Upload a picture" });
  await form.getByLabel("Picture").setInputFiles({ name, mimeType: "image/jpeg", buffer: bytes });
  await form.getByLabel("Alt text").fill(alt);
  await form.getByRole("button", { name: "Upload" }).click();
  const picture = page.getByRole("region", { name: "Pictures" }).getByRole("img", { name: alt });
  await expect(picture).toBeVisible({ timeout: 20_000 });
  // Loaded from its stable URL, its size reserved by its width and height.
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  return picture;
}

test.describe("the media library", () => {
  test("an owner uploads a picture and must give it alt text; axe-clean at phone and desktop width", async ({
    page,
  }) => {
    await signIn(page, owner);
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Desk" })
      .getByRole("link", { name: "Media" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Media" })).toBeVisible();

    const form = page.getByRole("region", { name: "Upload a picture" });
    await form.getByLabel("Picture").setInputFiles({
      name: "studio.jpg",
      mimeType: "image/jpeg",
      buffer: await photo(1600, 1000),
    });
    await form.getByRole("button", { name: "Upload" }).click();
    await expect(form.getByLabel("Alt text")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Describe the picture: alt text is required.")).toBeVisible();

    const alt = `The studio, ${randomUUID().slice(0, 6)}`;
    const picture = await upload(page, alt, "studio.jpg", await photo(1600, 1000));
    await expect(picture).toHaveAttribute("width", "1600");
    await expect(picture).toHaveAttribute("height", "1000");
    expect(await picture.getAttribute("src")).toMatch(/^\/media\/[\w-]{22}\/480\.webp$/);

    // A page that is no picture, named .jpg, is refused with the server's words.
    await form.getByLabel("Picture").setInputFiles({
      name: "photo.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("<!doctype html><script>alert(1)</script>"),
    });
    await form.getByLabel("Alt text").fill("Not a picture");
    await form.getByRole("button", { name: "Upload" }).click();
    await expect(form.getByText(/not a JPEG, PNG, WebP or AVIF/)).toBeVisible();

    for (const size of [phone, desktop]) {
      await page.setViewportSize(size);
      await expectNoAxeViolations(page, `the media library at ${size.width} px`);
    }
  });
});

test.describe("an editor", () => {
  test("signs in, sees only what an editor may use, uploads, and is refused the leads", async ({
    page,
  }) => {
    const editor = addEditor();
    await signIn(page, editor);
    // The desk's first page is the leads: an editor is taken to the first page it may use.
    await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/content$/);
    const navigation = page.getByRole("navigation", { name: "Desk" });
    for (const shown of ["Content", "Media"])
      await expect(navigation.getByRole("link", { name: shown })).toBeVisible();
    for (const hidden of ["Leads", "Board", "Overview", "Saved replies", "Privacy", "Audit log"])
      await expect(navigation.getByRole("link", { name: hidden })).toHaveCount(0);

    await navigation.getByRole("link", { name: "Media" }).click();
    const alt = `Ayesha at her desk ${randomUUID().slice(0, 6)}`;
    await upload(page, alt, "portrait.jpg", await photo(900, 1200));

    for (const api of [
      "/admin/api/leads",
      "/admin/api/leads.csv",
      "/admin/api/audit",
      "/admin/api/overview",
    ]) {
      const status = await page.evaluate(async (url) => (await fetch(url)).status, api);
      expect(status, api).toBe(403);
    }
    // The desk's pages of leads take an editor to Content, showing none of them.
    for (const [url, heading] of [
      ["/admin/audit", "Audit log"],
      ["/admin", "Leads"],
      ["/admin/leads/1", "Lead"],
      ["/admin/board", "Board"],
    ] as const) {
      await page.goto(url);
      await expect(page).toHaveURL(/\/admin\/content$/);
      await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toHaveCount(0);
    }
  });

  test("edits a page, saves it and publishes it: live for a visitor without JavaScript", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const editor = addEditor();
    await signIn(page, editor);
    await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
    await page.getByRole("link", { name: "About Us", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    const intro = `A studio that treats every project as a partnership ${randomUUID().slice(0, 6)}.`;
    await page.getByRole("textbox", { name: "Introduction", exact: true }).fill(intro);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
    const visitor = await browser.newContext();
    const live = async () => (await visitor.request.get("/about-us")).text();
    expect(await live()).not.toContain(intro);
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
    await expect.poll(live, { timeout: 2_000 }).toContain(intro);

    // The editor's changes are an owner's to read in the audit log, not the editor's.
    expect((await page.request.get("/admin/api/audit")).status()).toBe(403);

    // Put back as shipped, as the editor may.
    await page.getByRole("button", { name: "History" }).click();
    await page
      .getByRole("region", { name: "History" })
      .getByRole("button", { name: "Restore the content as shipped" })
      .click();
    await expect(page.getByRole("status").filter({ hasText: "is the draft again" })).toBeVisible();
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();
    await expect.poll(live, { timeout: 2_000 }).not.toContain(intro);
    await visitor.close();
  });
});
