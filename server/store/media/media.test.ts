import { describe, expect, it } from "vitest";
import { freshStores, storeBackends } from "@tests/support/store-backends";
import type { NewMedia } from "./media";

/** The desk's pictures, on SQLite (bytes in the data folder) and on PostgreSQL (bytes in it). */
const { backends } = storeBackends("media");

const picture = (id: string, extra: Partial<NewMedia> = {}): NewMedia => ({
  id,
  alt: "The studio at dusk",
  width: 1200,
  height: 800,
  type: "image/jpeg",
  size: 123_456,
  createdBy: "owner@example.com",
  variants: [
    { width: 480, height: 320, format: "avif", bytes: Buffer.from(`${id} avif 480`) },
    { width: 1200, height: 800, format: "avif", bytes: Buffer.from(`${id} avif 1200`) },
    { width: 480, height: 320, format: "webp", bytes: Buffer.from(`${id} webp 480`) },
    { width: 1200, height: 800, format: "webp", bytes: Buffer.from(`${id} webp 1200`) },
  ],
  ...extra,
});

describe.each(backends)("pictures in the %s store", (_name, backend) => {
  const { store } = freshStores(backend);

  it("keeps a picture, its sizes and their bytes, lists them newest first, and logs each change", async () => {
    const first = await store().addMedia(picture("a".repeat(22)));
    expect(first).toMatchObject({
      id: "a".repeat(22),
      alt: "The studio at dusk",
      width: 1200,
      height: 800,
    });
    expect(first.variants).toEqual([
      { width: 480, height: 320, format: "avif", size: 31 },
      { width: 1200, height: 800, format: "avif", size: 32 },
      { width: 480, height: 320, format: "webp", size: 31 },
      { width: 1200, height: 800, format: "webp", size: 32 },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await store().addMedia(picture("b".repeat(22), { alt: "Second" }));
    expect((await store().listMedia()).map(({ id }) => id)).toEqual([
      "b".repeat(22),
      "a".repeat(22),
    ]);
    expect((await store().readMediaVariant("a".repeat(22), 1200, "webp"))?.toString()).toBe(
      `${"a".repeat(22)} webp 1200`,
    );
    expect(await store().readMediaVariant("a".repeat(22), 768, "webp")).toBeUndefined();
    expect(await store().readMediaVariant("c".repeat(22), 480, "webp")).toBeUndefined();

    expect(await store().setMediaAlt("a".repeat(22), "Our studio", "editor@example.com")).toBe(
      true,
    );
    expect((await store().findMedia("a".repeat(22)))?.alt).toBe("Our studio");
    expect(await store().setMediaAlt("c".repeat(22), "x", "editor@example.com")).toBe(false);

    expect(await store().deleteMedia("a".repeat(22), "editor@example.com")).toBe(true);
    expect(await store().deleteMedia("a".repeat(22), "editor@example.com")).toBe(false);
    expect(await store().findMedia("a".repeat(22))).toBeUndefined();
    expect(await store().readMediaVariant("a".repeat(22), 1200, "webp")).toBeUndefined();
    expect((await store().readMediaVariant("b".repeat(22), 480, "avif"))?.toString()).toBe(
      `${"b".repeat(22)} avif 480`,
    );

    const log = await store().auditLog(10);
    expect(log.map(({ actor, action, detail }) => [actor, action, detail]).reverse()).toEqual([
      ["owner@example.com", "image uploaded", `${"a".repeat(22)} "The studio at dusk"`],
      ["owner@example.com", "image uploaded", `${"b".repeat(22)} "Second"`],
      ["editor@example.com", "image alt text changed", `${"a".repeat(22)} "Our studio"`],
      ["editor@example.com", "image deleted", `${"a".repeat(22)} "Our studio"`],
    ]);
  });

  it("is in use while any version of the site's content names it", async () => {
    const id = "e".repeat(22);
    await store().addMedia(picture(id));
    expect(await store().mediaInUse(id)).toBe(false);
    await store().saveContentDraft({ key: "pages/about", body: { image: id }, author: null });
    expect(await store().mediaInUse(id)).toBe(true);
    expect(await store().mediaInUse("f".repeat(22))).toBe(false);
  });

  it("stores nothing, and logs nothing, when an id is taken", async () => {
    await store().addMedia(picture("d".repeat(22)));
    await expect(store().addMedia(picture("d".repeat(22), { alt: "Again" }))).rejects.toThrow();
    expect((await store().listMedia()).map(({ alt }) => alt)).toEqual(["The studio at dusk"]);
    expect((await store().readMediaVariant("d".repeat(22), 480, "avif"))?.toString()).toBe(
      `${"d".repeat(22)} avif 480`,
    );
    expect(
      (await store().auditLog(10)).filter(({ action }) => action === "image uploaded"),
    ).toHaveLength(1);
  });
});
