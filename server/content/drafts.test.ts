import { describe, expect, it } from "vitest";
import { freshStores, storeBackends } from "@tests/support/store-backends";
import { maxContentBytes, saveContentDraft, siteContentOf } from "./drafts";

/**
 * A save is checked on the server with the document's own schema: a refused one answers with
 * the field's path and the schema's message, and nothing is stored; the site's content falls
 * back to the shipped document where a stored body no longer fits its schema.
 */

const { backends } = storeBackends("drafts");
const author = "owner@example.com";

describe.each(backends)("saving content on %s", (_name, backend) => {
  const { store } = freshStores(backend);
  /** The home page as shipped: the live content of a fresh store. */
  const home = async () => structuredClone((await siteContentOf(store(), "live"))["pages/home"]);

  it("refuses an empty headline with its path and message, and stores nothing", async () => {
    const body = await home();
    body.hero.title = "";
    const outcome = await saveContentDraft(store(), { key: "pages/home", body, author });
    expect(outcome).toEqual({
      refused: "invalid",
      issues: [
        expect.objectContaining({ path: ["hero", "title"], message: expect.stringMatching(/3/) }),
      ],
    });
    expect(await store().contentHistory("pages/home")).toEqual([]);
  });

  it("refuses a link outside the site's pages and https:, mailto:, tel:", async () => {
    const body = await home();
    (body.hero.cta as { href: string }).href = "javascript:alert(document.cookie)";
    const outcome = await saveContentDraft(store(), { key: "pages/home", body, author });
    expect(outcome).toMatchObject({
      refused: "invalid",
      issues: [{ path: ["hero", "cta", "href"] }],
    });
  });

  it("refuses an unknown document and a body past the limit", async () => {
    expect(await saveContentDraft(store(), { key: "pages/admin", body: {}, author })).toEqual({
      refused: "unknown-document",
    });
    expect(await saveContentDraft(store(), { key: "__proto__", body: {}, author })).toEqual({
      refused: "unknown-document",
    });
    const body = await home();
    body.hero.intro = "x".repeat(maxContentBytes);
    expect(await saveContentDraft(store(), { key: "pages/home", body, author })).toEqual({
      refused: "too-large",
    });
    expect(await store().latestContentVersions()).toEqual([]);
  });

  it("saves a good draft, which the latest content shows and the live content does not", async () => {
    const body = await home();
    body.hero.title = "A headline the owner wrote";
    const outcome = await saveContentDraft(store(), { key: "pages/home", body, author });
    expect(outcome).toMatchObject({ saved: { key: "pages/home", state: "draft", author } });
    expect((await siteContentOf(store(), "latest"))["pages/home"].hero.title).toBe(body.hero.title);
    expect((await siteContentOf(store(), "live"))["pages/home"]).toEqual(await home());
  });

  it("falls back to the shipped document where a stored body no longer fits its schema", async () => {
    await store().saveContentDraft({ key: "pages/home", body: { hero: "old shape" }, author });
    await store().publishContent({ keys: ["pages/home"], author });
    expect((await siteContentOf(store(), "live"))["pages/home"]).toEqual(await home());
  });
});
