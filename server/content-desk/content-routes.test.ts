import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  ContentConflict,
  ContentDocument,
  ContentPreviewLink,
  ContentRefusal,
  ContentSummary,
  ContentVersion,
} from "@contracts/content";
import { storeBackends } from "@tests/support/store-backends";
import { hashPassword } from "../sign-in/password";
import { adminPlugin } from "../admin/plugin";
import { deskContent } from "../content/desk-content";
import type { Store } from "../store/store";

/**
 * The desk's content API on both stores: drafts checked by the document's own schema (a
 * refusal stores nothing), publish, history with what changed, restore, schedule, the private
 * preview link, the audit log, and the limits (sign-in, CSRF, same origin, a flood of saves).
 */

const { backends, dir } = storeBackends("content_api");
const owner = { email: "owner@example.com", password: "content owner password" };
const editor = { email: "editor@example.com", password: "content editor password" };
const origin = "http://localhost:80";
const home = "/admin/api/content/pages.home";

/** The home page as shipped, in the shape the tests read (the API sends it: the server's tests reach no app module). */
interface HomeContent {
  hero: { title: string };
}
let homePage: HomeContent;

/**
 * The live site as far as these tests need it: a publish in the store, a preview that draws the
 * headline. The real one renders with a build (tests/e2e/desk-content.spec.ts, and
 * server/content/published-like-built.test.ts for the renderer itself).
 */
const headlineSite = (store: Store) => ({
  publish: (keys: string[], author: string | null, basedOn?: Record<string, number | null>) =>
    store.publishContent({ keys, author, basedOn }),
  preview: async (content: { "pages/home": { hero: { title: string } } }, path: string) =>
    ({
      path,
      html: `<!doctype html><title>Home</title><h1>${content["pages/home"].hero.title}</h1>`,
    }) as never,
  draw: async (content: { "pages/home": { hero: { title: string } } }) =>
    `<!doctype html><title>Home</title><h1>${content["pages/home"].hero.title}</h1>`,
});

describe.each(backends)("the content API on %s", (_name, backend) => {
  let store: Store;
  let app: FastifyInstance;
  const headers: Record<"owner" | "editor", Record<string, string>> = { owner: {}, editor: {} };

  beforeAll(async () => {
    store = await (await backend.fresh())();
    await store.addOwner(owner.email, await hashPassword(owner.password));
    await store.addOwner(editor.email, await hashPassword(editor.password), "editor");
    app = Fastify();
    await app.register(adminPlugin, {
      store,
      clientDir: dir(),
      content: deskContent(store, headlineSite(store) as never),
      contentLimits: { changes: 16, previews: 100 },
    });
    for (const [role, account] of [
      ["owner", owner],
      ["editor", editor],
    ] as const) {
      const signIn = await app.inject({
        method: "POST",
        url: "/admin/api/session",
        headers: { origin, "sec-fetch-site": "same-origin" },
        payload: account,
      });
      headers[role] = {
        cookie: `desk_session=${signIn.cookies.find((c) => c.name === "desk_session")?.value}`,
        origin,
        "sec-fetch-site": "same-origin",
        "x-csrf-token": signIn.json<{ csrfToken: string }>().csrfToken,
      };
    }
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await store?.close();
  });

  const call = (
    method: "GET" | "PUT" | "POST" | "DELETE",
    url: string,
    payload?: unknown,
    as: "owner" | "editor" = "owner",
  ) =>
    app.inject({
      method,
      url,
      headers: headers[as],
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const withHeadline = (title: string) => ({ ...homePage, hero: { ...homePage.hero, title } });

  it("lists every page by its name, and opens Home with its schema, labelled, as shipped", async () => {
    expect((await app.inject({ url: "/admin/api/content" })).statusCode).toBe(401);
    const list = (await call("GET", "/admin/api/content", undefined, "editor")).json<{
      documents: ContentSummary[];
    }>();
    expect(list.documents.find((document) => document.key === "pages/home")).toMatchObject({
      label: "Home",
      group: "Pages",
      paths: ["/"],
      liveVersion: null,
      hasDraft: false,
    });
    const document = (await call("GET", home)).json<ContentDocument>();
    homePage = document.live as HomeContent;
    expect(document.schema.properties?.hero?.properties?.title?.title).toBe("Headline");
    expect(document.draft).toEqual(document.live);
    expect(homePage.hero.title.length).toBeGreaterThan(3);
    expect(document.pages).toContainEqual({ path: "/about-us", label: "About Us" });
    expect((await call("GET", "/admin/api/content/pages.nope")).statusCode).toBe(404);
    expect((await call("GET", "/admin/api/content/..etc")).statusCode).toBe(400);
  });

  it("refuses an empty headline with the field's place and message, storing nothing", async () => {
    const response = await call("PUT", `${home}/draft`, { content: withHeadline("") });
    expect(response.statusCode).toBe(422);
    const refusal = response.json<ContentRefusal>();
    expect(refusal.issues).toEqual([{ path: ["hero", "title"], message: expect.any(String) }]);
    expect(refusal.issues[0]?.message).toMatch(/3/);
    expect(await store.latestContentVersions()).toEqual([]);
    expect((await store.auditLog(20)).some(({ action }) => action.startsWith("content"))).toBe(
      false,
    );
  });

  it("saves a draft that is not live, publishes it, and keeps both versions in the history", async () => {
    const saved = await call(
      "PUT",
      `${home}/draft`,
      { content: withHeadline("Software that sells") },
      "editor",
    );
    expect(saved.statusCode).toBe(200);
    const draft = saved.json<ContentDocument>();
    expect(draft).toMatchObject({ hasDraft: true, liveVersion: null });
    expect((draft.live as HomeContent).hero.title).toBe(homePage.hero.title);
    expect((draft.draft as HomeContent).hero.title).toBe("Software that sells");

    const published = (
      await call("POST", `${home}/publish`, { basedOn: draft.newestVersion })
    ).json<ContentDocument>();
    expect(published).toMatchObject({ hasDraft: false, liveVersion: draft.draftVersion });
    expect((published.live as HomeContent).hero.title).toBe("Software that sells");
    expect((await store.liveContentVersions()).map(({ key }) => key)).toEqual(["pages/home"]);

    const { versions } = (await call("GET", `${home}/history`)).json<{
      versions: ContentVersion[];
    }>();
    expect(versions).toHaveLength(2);
    expect(versions[0]).toMatchObject({
      version: draft.draftVersion,
      savedBy: editor.email,
      live: true,
      changes: [
        { path: ["hero", "title"], before: homePage.hero.title, after: "Software that sells" },
      ],
    });
    expect(versions[1]).toMatchObject({ version: 0, live: false });
    const log = await store.auditLog(20);
    expect(
      log
        .filter(({ action }) => action.startsWith("content"))
        .map(({ action, actor }) => `${actor} ${action}`),
    ).toEqual([`${owner.email} content publish`, `${editor.email} content draft`]);
  });

  it("restores the shipped content as the draft, and publishing it brings the original back", async () => {
    const response = await call("POST", `${home}/restore`, { version: 0 });
    expect(response.statusCode, response.body).toBe(200);
    const restored = response.json<ContentDocument>();
    expect((restored.draft as HomeContent).hero.title).toBe(homePage.hero.title);
    expect((restored.live as HomeContent).hero.title).toBe("Software that sells");
    const published = (
      await call("POST", `${home}/publish`, { basedOn: restored.newestVersion })
    ).json<ContentDocument>();
    expect((published.live as HomeContent).hero.title).toBe(homePage.hero.title);
    expect((await call("POST", `${home}/restore`, { version: 999_999 })).statusCode).toBe(404);
  });

  it("schedules a publish for a time to come and cancels it", async () => {
    const { newestVersion: basedOn } = (
      await call("PUT", `${home}/draft`, { content: withHeadline("Scheduled headline") })
    ).json<ContentDocument>();
    const at = new Date(Date.now() + 3_600_000).toISOString();
    expect(
      (
        await call("PUT", `${home}/schedule`, {
          at: new Date(Date.now() - 1000).toISOString(),
          basedOn,
        })
      ).statusCode,
    ).toBe(400);
    const scheduled = (
      await call("PUT", `${home}/schedule`, { at, basedOn })
    ).json<ContentDocument>();
    expect(scheduled.scheduled?.at).toBe(at);
    expect(await store.pendingContentSchedules()).toHaveLength(1);
    const cancelled = (await call("DELETE", `${home}/schedule`)).json<ContentDocument>();
    expect(cancelled.scheduled).toBeNull();
    expect(await store.pendingContentSchedules()).toEqual([]);
  });

  it("renders the edits for the preview, never storing them, and refuses what the schema refuses", async () => {
    const before = await store.latestContentVersions();
    const preview = await call("POST", `${home}/preview`, {
      content: withHeadline("Typed just now"),
      path: "/",
    });
    expect(preview.json<{ html: string }>().html).toContain("<h1>Typed just now</h1>");
    expect(await store.latestContentVersions()).toEqual(before);
    const refused = await call("POST", `${home}/preview`, { content: withHeadline(""), path: "/" });
    expect(refused.statusCode).toBe(422);
    expect(
      (await call("POST", `${home}/preview`, { content: homePage, path: "/about-us" })).statusCode,
    ).toBe(400);
  });

  it("opens a private preview link of the draft only with its signature, never cached or indexed", async () => {
    const link = (await call("POST", `${home}/preview-link`, {})).json<ContentPreviewLink>();
    const url = new URL(link.url);
    expect(url.pathname).toBe("/admin/preview");
    const page = await app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<h1>Scheduled headline</h1>");
    expect(page.headers["x-robots-tag"]).toContain("noindex");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    url.searchParams.set("path", "/about-us");
    const tampered = await app.inject({ url: `${url.pathname}${url.search}` });
    expect(tampered.statusCode).toBe(404);
    expect(tampered.body).not.toContain("Scheduled headline");
    expect((await app.inject({ url: "/admin/preview?doc=pages%2Fhome&path=%2F" })).statusCode).toBe(
      404,
    );
  });

  it("refuses with 409 a save made on an older version than the newest, storing nothing", async () => {
    // Two sessions open Home on the same version.
    const opened = (await call("GET", home)).json<ContentDocument>();
    expect(opened.newestVersion).not.toBeNull();
    const mine = await call("PUT", `${home}/draft`, {
      content: withHeadline("The owner's headline"),
      basedOn: opened.newestVersion,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const saved = mine.json<ContentDocument>();
    expect(saved.newestVersion).toBe(saved.draftVersion);

    // The editor's edits were made on the version before the owner's save.
    const theirs = await call(
      "PUT",
      `${home}/draft`,
      { content: withHeadline("The editor's headline"), basedOn: opened.newestVersion },
      "editor",
    );
    expect(theirs.statusCode).toBe(409);
    const conflict = theirs.json<ContentConflict>();
    expect(conflict.error).toMatch(/newer version/);
    expect(conflict.error).toContain(owner.email);
    expect(conflict.newer).toMatchObject({ version: saved.newestVersion, savedBy: owner.email });
    expect(conflict.document.newestVersion).toBe(saved.newestVersion);
    const newest = (await store.latestContentVersions()).find(({ key }) => key === "pages/home");
    expect(newest?.id).toBe(saved.newestVersion);
    expect((newest?.body as HomeContent).hero.title).toBe("The owner's headline");

    // Made on the newest version, the same edits are saved.
    const again = await call(
      "PUT",
      `${home}/draft`,
      { content: withHeadline("The editor's headline"), basedOn: saved.newestVersion },
      "editor",
    );
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json<ContentDocument>().draft as HomeContent).hero.title).toBe(
      "The editor's headline",
    );
  });

  it("refuses with 409 a publish or a schedule of a draft older than the newest, changing nothing", async () => {
    // The owner previews their draft; the editor saves another before the owner publishes.
    const mine = (
      await call("PUT", `${home}/draft`, { content: withHeadline("What the owner previewed") })
    ).json<ContentDocument>();
    const theirs = (
      await call(
        "PUT",
        `${home}/draft`,
        { content: withHeadline("What the owner never saw"), basedOn: mine.newestVersion },
        "editor",
      )
    ).json<ContentDocument>();
    const liveBefore = (await store.liveContentVersions()).map(({ id }) => id);
    const generation = await store.contentGeneration();
    const publishesAudited = async () =>
      (await store.auditLog(500)).filter(({ action }) => action === "content publish").length;
    const audited = await publishesAudited();

    const refused = await call("POST", `${home}/publish`, { basedOn: mine.newestVersion });
    expect(refused.statusCode).toBe(409);
    const conflict = refused.json<ContentConflict>();
    expect(conflict.error).toMatch(/^Not published: /);
    expect(conflict.error).toContain(editor.email);
    expect(conflict.newer).toMatchObject({ version: theirs.newestVersion, savedBy: editor.email });
    expect((conflict.document.draft as HomeContent).hero.title).toBe("What the owner never saw");
    expect((await store.liveContentVersions()).map(({ id }) => id)).toEqual(liveBefore);
    expect(await store.contentGeneration()).toBe(generation);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const unscheduled = await call("PUT", `${home}/schedule`, { at, basedOn: mine.newestVersion });
    expect(unscheduled.statusCode).toBe(409);
    expect(unscheduled.json<ContentConflict>().error).toMatch(/^Not scheduled: /);
    expect(await store.pendingContentSchedules()).toEqual([]);
    // A publish that says nothing of what was seen is refused too.
    expect((await call("POST", `${home}/publish`, {})).statusCode).toBe(400);
    expect((await call("POST", `${home}/publish`, { basedOn: "newest" })).statusCode).toBe(400);

    // Once the owner has seen the newest version, it is what goes live.
    const published = await call("POST", `${home}/publish`, { basedOn: theirs.newestVersion });
    expect(published.statusCode, published.body).toBe(200);
    expect((published.json<ContentDocument>().live as HomeContent).hero.title).toBe(
      "What the owner never saw",
    );
    expect(await publishesAudited()).toBe(audited + 1);
  });

  it("refuses a change without the CSRF token or from another site, and a flood of saves", async () => {
    const { "x-csrf-token": _token, ...noToken } = headers.owner;
    const content = withHeadline("Flood");
    expect(
      (
        await app.inject({
          method: "PUT",
          url: `${home}/draft`,
          headers: noToken,
          payload: { content },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: "PUT",
          url: `${home}/draft`,
          headers: { ...headers.owner, origin: "https://evil.example" },
          payload: { content },
        })
      ).statusCode,
    ).toBe(403);
    const statuses: number[] = [];
    for (let index = 0; index < 18; index += 1)
      statuses.push(
        (await call("PUT", `${home}/draft`, { content: withHeadline(`Flood ${index}`) }, "editor"))
          .statusCode,
      );
    expect(statuses).toContain(429);
    const stored = await store.contentHistory("pages/home", { limit: 200 });
    // Only the saves let through were stored: none of those refused.
    expect(
      stored.filter((version) => version.body && JSON.stringify(version.body).includes("Flood"))
        .length,
    ).toBe(statuses.filter((status) => status === 200).length);
  });
});
