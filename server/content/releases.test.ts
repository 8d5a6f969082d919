import { describe, expect, it } from "vitest";
import { freshStores, storeBackends } from "@tests/support/store-backends";
import { shippedSiteContent } from "./drafts";
import { importReleaseDefaults, recordShippedContent } from "./releases";

/**
 * The owner's published version wins over a release's defaults: the shipped content is stored
 * once as the first published version, and a release's new default arrives only as a draft.
 */

const { backends } = storeBackends("releases");
const author = "owner@example.com";

describe.each(backends)("shipped defaults on %s", (_name, backend) => {
  const { store } = freshStores(backend);

  it("are stored once as the first published version of every document", async () => {
    const recorded = await recordShippedContent(store());
    expect([...recorded].sort()).toEqual(Object.keys(shippedSiteContent()).sort());
    const live = await store().liveContentVersions();
    expect(live).toHaveLength(recorded.length);
    expect(live.every((version) => version.origin === "release")).toBe(true);
    const generation = await store().contentGeneration();
    expect(await recordShippedContent(store())).toEqual([]);
    expect(await store().contentGeneration()).toBe(generation);
  });

  it("reach a running site only as drafts, and the owner's published version stays live", async () => {
    await recordShippedContent(store());
    const owners = structuredClone(shippedSiteContent()["pages/faqs"]);
    owners.hero.title = "The owner's own FAQs";
    await store().saveContentDraft({ key: "pages/faqs", body: owners, author });
    await store().publishContent({ keys: ["pages/faqs"], author });
    // What an older release shipped of the home page, before this one changed it.
    const older = structuredClone(shippedSiteContent()["pages/home"]);
    older.hero.title = "An older release's headline";
    await store().saveContentDraft({
      key: "pages/home",
      body: older,
      author: null,
      origin: "release",
    });
    await store().publishContent({ keys: ["pages/home"], author: null });

    expect(await importReleaseDefaults(store())).toEqual(["pages/home"]);
    const live = new Map(
      (await store().liveContentVersions()).map((version) => [version.key, version]),
    );
    expect((live.get("pages/home")?.body as typeof older).hero.title).toBe(
      "An older release's headline",
    );
    expect((live.get("pages/faqs")?.body as typeof owners).hero.title).toBe("The owner's own FAQs");
    const [draft] = await store().contentHistory("pages/home", { limit: 1 });
    expect(draft).toMatchObject({
      state: "draft",
      origin: "release",
      body: shippedSiteContent()["pages/home"],
    });
    // Importing again drafts nothing more.
    expect(await importReleaseDefaults(store())).toEqual([]);
  });
});
