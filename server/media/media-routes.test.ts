import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import type { MediaItem } from "@contracts/media";
import { startTestDesk, testOrigin, testOwner, type TestDesk } from "@tests/support/test-desk";
import { claimedHugePng, htmlPage, testJpeg, testPng, testSvg } from "@tests/support/test-images";
import { hashPassword } from "../sign-in/password";
import type { AdminOptions } from "../admin/plugin";

/**
 * The media library's API: uploads typed by their bytes, resized as the build resizes photos,
 * alt text required; hostile files refused with nothing stored; a picture in use kept; a flood
 * of uploads stopped.
 */
let desk: TestDesk | undefined;
afterEach(async () => {
  await desk?.close();
  desk = undefined;
});

async function start(options: Partial<AdminOptions> = {}) {
  desk = await startTestDesk(options);
  return desk;
}

async function headers(account = testOwner) {
  const response = await (desk as TestDesk).signIn(account);
  const token = response.cookies.find((cookie) => cookie.name === "desk_session")?.value ?? "";
  return {
    cookie: `desk_session=${token}`,
    origin: testOrigin,
    "sec-fetch-site": "same-origin",
    "x-csrf-token": response.json<{ csrfToken: string }>().csrfToken,
  };
}

const upload = async (
  body: Buffer,
  { alt = "Our studio", type = "image/jpeg", extra = {} as Record<string, string> } = {},
) =>
  (desk as TestDesk).app.inject({
    method: "POST",
    url: `/admin/api/media?alt=${encodeURIComponent(alt)}`,
    headers: { ...(await headers()), "content-type": type, ...extra },
    payload: body,
  });

const stored = async () => (await (desk as TestDesk).store.listMedia()).length;
const mediaFolder = () => path.join(path.dirname((desk as TestDesk).databasePath), "media");

describe("uploading a picture", () => {
  // Eight encodings of a 1200-pixel photo, AVIF among them: seconds of CPU on a busy machine.
  it("resizes it into the build's widths and formats, with its size and alt text, and logs it", async () => {
    await start();
    const response = await upload(await testJpeg(1200, 800));
    expect(response.statusCode).toBe(201);
    const item = response.json<MediaItem>();
    expect(item).toMatchObject({ alt: "Our studio", width: 1200, height: 800, type: "image/jpeg" });
    expect(item.id).toMatch(/^[\w-]{22}$/);
    // As vite.config.ts makes a 1200-pixel photo: 480, 768, 1080 and its own 1200, AVIF and WebP.
    expect(item.picture.sources.avif).toBe(
      [480, 768, 1080, 1200].map((w) => `/media/${item.id}/${w}.avif ${w}w`).join(", "),
    );
    expect(item.picture.sources.webp).toContain(`/media/${item.id}/768.webp 768w`);
    expect(item.picture.img).toEqual({ src: `/media/${item.id}/1200.webp`, w: 1200, h: 800 });
    const bytes = await desk?.store.readMediaVariant(item.id, 768, "avif");
    expect(await sharp(bytes).metadata()).toMatchObject({
      width: 768,
      height: 512,
      format: "heif",
    });
    const list = await desk?.app.inject({ url: "/admin/api/media", headers: await headers() });
    expect(list?.json<MediaItem[]>().map(({ id }) => id)).toEqual([item.id]);
    const log = await desk?.store.auditLog(5);
    expect(log?.find(({ action }) => action === "image uploaded")).toMatchObject({
      actor: testOwner.email,
      detail: `${item.id} "Our studio"`,
    });
  }, 60_000);

  it("stores a picture upright, its turned size the one stored", async () => {
    await start();
    const turned = await sharp(await testJpeg(600, 400))
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const item = (await upload(turned)).json<MediaItem>();
    expect([item.width, item.height]).toEqual([400, 600]);
  });

  it("reads the type from the bytes: a PNG sent as a JPEG is a PNG", async () => {
    await start();
    const response = await upload(await testPng(), { type: "image/jpeg" });
    expect(response.statusCode).toBe(201);
    expect(response.json<MediaItem>().type).toBe("image/png");
  });

  it("refuses a picture without alt text, and stores nothing", async () => {
    await start();
    for (const alt of ["", "   ", "line\nbreak"]) {
      const response = await upload(await testJpeg(), { alt });
      expect(response.statusCode).toBe(400);
    }
    expect(await stored()).toBe(0);
  });

  it("refuses an HTML page named .jpg and sent as image/jpeg, and stores nothing", async () => {
    await start();
    const response = await upload(htmlPage, {
      extra: { "content-disposition": 'attachment; filename="photo.jpg"' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: expect.stringMatching(/not a JPEG, PNG, WebP or AVIF/),
    });
    expect(await stored()).toBe(0);
  });

  it("refuses an SVG, whatever it is sent as", async () => {
    await start();
    for (const type of ["image/svg+xml", "image/png"])
      expect((await upload(testSvg, { type })).statusCode).toBe(415);
    expect(await stored()).toBe(0);
  });

  it("refuses a PNG that claims 50,000 × 50,000 pixels before decoding it", async () => {
    await start();
    const bomb = claimedHugePng();
    expect(bomb.length).toBeLessThan(100);
    const response = await upload(bomb, { type: "image/png" });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ error: string }>().error).toMatch(/50000 × 50000 pixels.*50 megapixels/);
    expect(await stored()).toBe(0);
  });

  it("never takes a path from the upload's name: ../ and NUL end nowhere", async () => {
    await start();
    const response = await upload(await testJpeg(500, 300), {
      alt: "../../etc/passwd\u0000.jpg",
      extra: { "content-disposition": 'attachment; filename="../../../../tmp/evil\\u0000.jpg"' },
    });
    // The alt text is text, and a NUL is not one line of it.
    expect(response.statusCode).toBe(400);
    const named = await upload(await testJpeg(500, 300), {
      alt: "../../etc/passwd",
      extra: { "content-disposition": 'attachment; filename="../../../../tmp/evil.jpg"' },
    });
    expect(named.statusCode).toBe(201);
    const { id } = named.json<MediaItem>();
    expect(await readdir(mediaFolder())).toEqual([id]);
    expect(await readdir(path.join(mediaFolder(), id))).toEqual(
      expect.arrayContaining(["480.avif", "500.avif", "480.webp", "500.webp"]),
    );
    expect(await readdir(path.join(mediaFolder(), id))).toHaveLength(4);
  });

  it("answers a flood of uploads from one signed-in session with 429, before reading them", async () => {
    await start({ mediaUploads: { max: 3, windowMs: 60_000 } });
    const picture = await testJpeg(100, 100);
    const statuses = [];
    for (let n = 0; n < 5; n++) statuses.push((await upload(picture)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const refused = await upload(picture);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await stored()).toBe(3);
  });

  it("is refused without a session or its CSRF token, before the body is read", async () => {
    await start();
    const picture = await testJpeg(100, 100);
    const anonymous = await desk?.app.inject({
      method: "POST",
      url: "/admin/api/media?alt=x",
      headers: { origin: testOrigin, "content-type": "image/jpeg" },
      payload: picture,
    });
    expect(anonymous?.statusCode).toBe(401);
    const { "x-csrf-token": _csrf, ...noToken } = await headers();
    const forged = await desk?.app.inject({
      method: "POST",
      url: "/admin/api/media?alt=x",
      headers: { ...noToken, "content-type": "image/jpeg" },
      payload: picture,
    });
    expect(forged?.statusCode).toBe(403);
    expect(await stored()).toBe(0);
  });
});

describe("the media library", () => {
  it("lets an editor upload, describe again and delete, each in the audit log", async () => {
    await start();
    const editor = { email: "editor@example.com", password: "editor password 12" };
    await desk?.store.addOwner(editor.email, await hashPassword(editor.password), "editor");
    const editorHeaders = await headers(editor);
    const created = await desk?.app.inject({
      method: "POST",
      url: "/admin/api/media?alt=Team%20day",
      headers: { ...editorHeaders, "content-type": "application/octet-stream" },
      payload: await testJpeg(200, 100),
    });
    expect(created?.statusCode).toBe(201);
    const { id } = created?.json<MediaItem>() ?? { id: "" };
    const renamed = await desk?.app.inject({
      method: "PUT",
      url: `/admin/api/media/${id}`,
      headers: editorHeaders,
      payload: { alt: "The team on its day out" },
    });
    expect(renamed?.json<MediaItem>()).toMatchObject({ id, alt: "The team on its day out" });
    const empty = await desk?.app.inject({
      method: "PUT",
      url: `/admin/api/media/${id}`,
      headers: editorHeaders,
      payload: { alt: " " },
    });
    expect(empty?.statusCode).toBe(400);
    const gone = await desk?.app.inject({
      method: "DELETE",
      url: `/admin/api/media/${id}`,
      headers: editorHeaders,
    });
    expect(gone?.statusCode).toBe(200);
    expect(await stored()).toBe(0);
    const actions = (await desk?.store.auditLog(10))
      ?.filter(({ actor }) => actor === editor.email)
      .map(({ action }) => action);
    expect(actions).toEqual([
      "image deleted",
      "image alt text changed",
      "image uploaded",
      "signed in",
    ]);
  });

  it("keeps a picture any version of the site's content names, and deletes one none does", async () => {
    await start();
    const { id } = (await upload(await testJpeg(200, 100))).json<MediaItem>();
    const { id: unused } = (await upload(await testJpeg(200, 100))).json<MediaItem>();
    const remove = async (which: string) =>
      (
        await desk?.app.inject({
          method: "DELETE",
          url: `/admin/api/media/${which}`,
          headers: await headers(),
        })
      )?.statusCode;
    const team = { members: [{ name: "Ayesha", image: id }] };
    await desk?.store.saveContentDraft({ key: "pages/team", body: team, author: null });
    expect(await remove(id)).toBe(409);
    // Published, then replaced by a draft without it: a restore could bring it back, so kept.
    await desk?.store.publishContent({ keys: ["pages/team"], author: null });
    await desk?.store.saveContentDraft({ key: "pages/team", body: { members: [] }, author: null });
    expect(await remove(id)).toBe(409);
    expect(await desk?.store.findMedia(id)).toBeDefined();
    expect(await remove(unused)).toBe(200);
    expect(await remove(unused)).toBe(404);
  });
});
