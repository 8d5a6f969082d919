import { describe, expect, it } from "vitest";
import { freshStores, storeBackends } from "@tests/support/store-backends";
import { ContentConflictError } from "./content";

/**
 * The content section on both databases: versions are never overwritten, a publish makes the
 * newest versions of several documents live at once (all or none), a restore is a new draft,
 * and a schedule runs exactly once, whichever server and however many ask.
 */

const { backends } = storeBackends("content");
const owner = "owner@example.com";

describe.each(backends)("content on %s", (_name, backend) => {
  const { store, second } = freshStores(backend);

  it("keeps every save as a version and the live one apart from the drafts", async () => {
    const first = await store().saveContentDraft({
      key: "pages/home",
      body: { a: 1 },
      author: owner,
    });
    expect(first).toMatchObject({
      key: "pages/home",
      body: { a: 1 },
      state: "draft",
      author: owner,
      origin: "edit",
    });
    expect(await store().liveContentVersions()).toEqual([]);
    expect(await store().contentGeneration()).toBe(0);

    const publish = await store().publishContent({ keys: ["pages/home"], author: owner });
    expect(publish?.versions).toEqual([{ key: "pages/home", versionId: first.id }]);
    expect(await store().contentGeneration()).toBe(publish?.id);
    const draft = await store().saveContentDraft({
      key: "pages/home",
      body: { a: 2 },
      author: owner,
    });

    const live = await store().liveContentVersions();
    expect(live.map((version) => [version.id, version.state, version.body])).toEqual([
      [first.id, "live", { a: 1 }],
    ]);
    expect((await store().latestContentVersions()).map((version) => version.id)).toEqual([
      draft.id,
    ]);
    const history = await store().contentHistory("pages/home");
    expect(history.map((version) => [version.id, version.state])).toEqual([
      [draft.id, "draft"],
      [first.id, "live"],
    ]);
    expect(history[1]?.publishedAt).not.toBeNull();
  });

  it("saves a draft made on a version only while that version is the newest, one of two at once", async () => {
    const first = await store().saveContentDraft({
      key: "pages/home",
      body: { a: 1 },
      author: owner,
    });
    const other = await second();
    // Two servers save edits made on the same version at the same moment: one is kept.
    const outcomes = await Promise.allSettled(
      [store(), other].map((on, index) =>
        on.saveContentDraft({
          key: "pages/home",
          body: { a: 2 + index },
          author: owner,
          basedOn: first.id,
        }),
      ),
    );
    const kept = outcomes.flatMap((outcome) =>
      outcome.status === "fulfilled" ? [outcome.value] : [],
    );
    expect(kept).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === "rejected");
    expect(refused?.status === "rejected" && refused.reason).toBeInstanceOf(ContentConflictError);
    expect(
      refused?.status === "rejected" && (refused.reason as ContentConflictError).newest?.id,
    ).toBe(kept[0]?.id);
    expect((await store().contentHistory("pages/home")).map(({ id }) => id)).toEqual([
      kept[0]?.id,
      first.id,
    ]);
    // A document with no version takes a save made on nothing, and refuses one made on a version.
    await expect(
      store().saveContentDraft({ key: "pages/faqs", body: {}, author: owner, basedOn: first.id }),
    ).rejects.toBeInstanceOf(ContentConflictError);
    expect(
      await store().saveContentDraft({ key: "pages/faqs", body: {}, author: owner, basedOn: null }),
    ).toMatchObject({ key: "pages/faqs" });
  });

  it("publishes what the editor saw only while it is still the newest, else nothing", async () => {
    const seen = await store().saveContentDraft({ key: "pages/home", body: "seen", author: owner });
    // Someone else saves a newer draft after the owner previewed theirs.
    const newer = await (
      await second()
    ).saveContentDraft({ key: "pages/home", body: "unseen", author: "editor@example.com" });
    const refused = await store()
      .publishContent({ keys: ["pages/home"], author: owner, basedOn: { "pages/home": seen.id } })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ContentConflictError);
    expect((refused as ContentConflictError).newest).toMatchObject({
      id: newer.id,
      body: "unseen",
    });
    expect(await store().liveContentVersions()).toEqual([]);
    expect(await store().contentGeneration()).toBe(0);
    // A document the editor saw with no version refuses once one is saved.
    await expect(
      store().publishContent({ keys: ["pages/faqs"], author: owner, basedOn: { "pages/faqs": 1 } }),
    ).rejects.toBeInstanceOf(ContentConflictError);

    const made = await store().publishContent({
      keys: ["pages/home"],
      author: owner,
      basedOn: { "pages/home": newer.id },
    });
    expect(made?.versions).toEqual([{ key: "pages/home", versionId: newer.id }]);
    // A schedule is held to what was seen the same way, and pins it.
    const later = await store().saveContentDraft({
      key: "pages/home",
      body: "later",
      author: owner,
    });
    await expect(
      store().scheduleContentPublish({
        keys: ["pages/home"],
        dueAt: new Date(Date.now() + 60_000),
        author: owner,
        basedOn: { "pages/home": newer.id },
      }),
    ).rejects.toBeInstanceOf(ContentConflictError);
    expect(await store().pendingContentSchedules()).toEqual([]);
    const schedule = await store().scheduleContentPublish({
      keys: ["pages/home"],
      dueAt: new Date(Date.now() + 60_000),
      author: owner,
      basedOn: { "pages/home": later.id },
    });
    expect(schedule?.versions).toEqual([{ key: "pages/home", versionId: later.id }]);
  });

  it("leaves a document published after its schedule was set as it is when the schedule runs", async () => {
    let now = new Date("2026-12-02T10:00:00Z");
    const server = await second({ clock: () => now });
    const scheduled = await server.saveContentDraft({
      key: "pages/home",
      body: "a",
      author: owner,
    });
    await server.saveContentDraft({ key: "identity", body: "i", author: owner });
    const schedule = await server.scheduleContentPublish({
      keys: ["pages/home", "identity"],
      dueAt: new Date("2026-12-02T11:00:00Z"),
      author: owner,
    });
    // Before it is due, the owner publishes a newer home page by hand.
    const newer = await server.saveContentDraft({ key: "pages/home", body: "b", author: owner });
    await server.publishContent({ keys: ["pages/home"], author: owner });
    now = new Date("2026-12-02T11:00:00Z");
    const [run] = await server.publishDueContent();
    expect(run?.scheduleId).toBe(schedule?.id);
    expect(run?.versions.map(({ key }) => key)).toEqual(["identity"]);
    const live = await server.liveContentVersions();
    expect(live.find(({ key }) => key === "pages/home")?.id).toBe(newer.id);
    expect(scheduled.id).toBeLessThan(newer.id);
  });

  it("keeps a body's JSON exactly as it was saved, keys in their order", async () => {
    const body = { z: "last first", a: ["<script>", "</script>"], m: { y: 1, b: null } };
    const saved = await store().saveContentDraft({ key: "pages/faqs", body, author: owner });
    expect(JSON.stringify((await store().contentVersion(saved.id))?.body)).toBe(
      JSON.stringify(body),
    );
  });

  it("publishes several documents at once, and nothing when every newest version is live", async () => {
    const home = await store().saveContentDraft({ key: "pages/home", body: 1, author: owner });
    const identity = await store().saveContentDraft({ key: "identity", body: 2, author: owner });
    const publish = await store().publishContent({
      keys: ["identity", "pages/home", "pages/none"],
      author: owner,
    });
    expect(publish?.versions).toEqual([
      { key: "identity", versionId: identity.id },
      { key: "pages/home", versionId: home.id },
    ]);
    expect(
      await store().publishContent({ keys: ["identity", "pages/home"], author: owner }),
    ).toBeUndefined();
    expect(await store().contentGeneration()).toBe(publish?.id);
  });

  it("restores an earlier version as the newest draft, leaving the live one", async () => {
    const original = await store().saveContentDraft({
      key: "pages/home",
      body: "original",
      author: owner,
    });
    await store().publishContent({ keys: ["pages/home"], author: owner });
    const changed = await store().saveContentDraft({
      key: "pages/home",
      body: "changed",
      author: owner,
    });
    await store().publishContent({ keys: ["pages/home"], author: owner });

    const restored = await store().restoreContentVersion({
      key: "pages/home",
      versionId: original.id,
      author: "editor@example.com",
    });
    expect(restored).toMatchObject({
      body: "original",
      origin: "restore",
      restoredFrom: original.id,
      state: "draft",
    });
    expect((await store().liveContentVersions())[0]?.id).toBe(changed.id);
    // Another document's version is not this one's to restore.
    expect(
      await store().restoreContentVersion({
        key: "identity",
        versionId: original.id,
        author: owner,
      }),
    ).toBeUndefined();
    expect(
      await store().restoreContentVersion({ key: "pages/home", versionId: 999_999, author: owner }),
    ).toBeUndefined();

    await store().publishContent({ keys: ["pages/home"], author: owner });
    const states = (await store().contentHistory("pages/home")).map((version) => version.state);
    expect(states).toEqual(["live", "published", "published"]);
  });

  it("pages through a long history, newest first", async () => {
    const ids = [];
    for (let index = 0; index < 5; index++)
      ids.push(
        (await store().saveContentDraft({ key: "pages/home", body: index, author: owner })).id,
      );
    const page = await store().contentHistory("pages/home", { limit: 2 });
    expect(page.map((version) => version.id)).toEqual([ids[4], ids[3]]);
    const next = await store().contentHistory("pages/home", { limit: 2, before: ids[3] });
    expect(next.map((version) => version.id)).toEqual([ids[2], ids[1]]);
  });

  it("runs a due schedule once, with the versions it was given, whichever server asks", async () => {
    let now = new Date("2026-12-02T10:00:00Z");
    const clock = () => now;
    const servers = [await second({ clock }), await second({ clock }), await second({ clock })];
    const [one] = servers as [NonNullable<(typeof servers)[0]>];
    const pinned = await one.saveContentDraft({
      key: "pages/home",
      body: "scheduled",
      author: owner,
    });
    const schedule = await one.scheduleContentPublish({
      keys: ["pages/home"],
      dueAt: new Date("2026-12-02T10:01:00Z"),
      author: owner,
    });
    expect(schedule?.versions).toEqual([{ key: "pages/home", versionId: pinned.id }]);
    // A later draft is not what was scheduled.
    await one.saveContentDraft({ key: "pages/home", body: "later", author: owner });
    expect(await one.publishDueContent()).toEqual([]);

    now = new Date("2026-12-02T10:01:00Z");
    const runs = (
      await Promise.all(
        servers.flatMap((server) => [server.publishDueContent(), server.publishDueContent()]),
      )
    ).flat();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      scheduleId: schedule?.id,
      versions: [{ key: "pages/home", versionId: pinned.id }],
    });
    expect((await one.liveContentVersions())[0]?.body).toBe("scheduled");
    expect(await one.pendingContentSchedules()).toEqual([]);
    expect(await one.publishDueContent()).toEqual([]);
  });

  it("keeps a schedule across a restart, and a cancelled one never runs", async () => {
    let now = new Date("2026-12-02T10:00:00Z");
    const before = await second({ clock: () => now });
    await before.saveContentDraft({ key: "pages/home", body: "a", author: owner });
    const kept = await before.scheduleContentPublish({
      keys: ["pages/home"],
      dueAt: new Date("2026-12-02T11:00:00Z"),
      author: owner,
    });
    await before.saveContentDraft({ key: "identity", body: "b", author: owner });
    const cancelled = await before.scheduleContentPublish({
      keys: ["identity"],
      dueAt: new Date("2026-12-02T10:30:00Z"),
      author: owner,
    });
    expect(await before.cancelContentSchedule(cancelled?.id ?? 0)).toBe(true);
    expect(await before.cancelContentSchedule(cancelled?.id ?? 0)).toBe(false);
    await before.close();

    now = new Date("2026-12-02T12:00:00Z");
    const after = await second({ clock: () => now });
    expect((await after.pendingContentSchedules()).map((schedule) => schedule.id)).toEqual([
      kept?.id,
    ]);
    const [run] = await after.publishDueContent();
    expect(run?.scheduleId).toBe(kept?.id);
    expect((await after.liveContentVersions()).map((version) => version.key)).toEqual([
      "pages/home",
    ]);
    expect(await after.cancelContentSchedule(kept?.id ?? 0)).toBe(false);
  });

  it("gives one generation per publish, in order, when servers publish at once", async () => {
    const other = await second();
    for (const key of ["a", "b", "c", "d"])
      await store().saveContentDraft({ key, body: key, author: owner });
    const publishes = await Promise.all(
      ["a", "b", "c", "d"].map((key, index) =>
        (index % 2 ? other : store()).publishContent({ keys: [key], author: owner }),
      ),
    );
    const ids = publishes.map((publish) => publish?.id ?? 0).sort((a, b) => a - b);
    expect(new Set(ids).size).toBe(4);
    expect(await other.contentGeneration()).toBe(ids.at(-1));
    expect((await other.liveContentVersions()).map((version) => version.key)).toEqual([
      "a",
      "b",
      "c",
      "d",
    ]);
  });

  it("remembers every page ever live that may go, once each, for every server on the store", async () => {
    const other = await second();
    expect(await store().pathsEverLive()).toEqual([]);
    await store().rememberLivePaths(["/careers/qa-engineer", "/careers/Flutter-Developer"]);
    await Promise.all([
      store().rememberLivePaths(["/careers/qa-engineer"]),
      other.rememberLivePaths(["/careers/qa-engineer", "/careers/ux-designer"]),
    ]);
    await store().rememberLivePaths([]);
    const remembered = [
      "/careers/flutter-developer",
      "/careers/qa-engineer",
      "/careers/ux-designer",
    ];
    expect(await store().pathsEverLive()).toEqual(remembered);
    expect(await other.pathsEverLive()).toEqual(remembered);
  });
});
