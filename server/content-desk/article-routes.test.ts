import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentDocument, ContentRefusal, ContentSummary } from "@contracts/content";
import { storeBackends } from "@tests/support/store-backends";
import { deskHeaders } from "@tests/support/test-desk";
import { hashPassword } from "../sign-in/password";
import { adminPlugin } from "../admin/plugin";
import { deskContent } from "../content/desk-content";
import { siteContentOf } from "../content/drafts";
import type { Store } from "../store/store";

/**
 * Articles in the desk's content API, on both stores: a new one under a slug the server checks
 * (lowercase words and digits, unique), its author one of the team, published, unpublished
 * (kept as a draft, on no page) and deleted (gone from the desk, its versions kept).
 */

const { backends, dir } = storeBackends("article_api");
const editor = { email: "editor@example.com", password: "article editor password" };

describe.each(backends)("articles in the content API on %s", (_name, backend) => {
  let store: Store;
  let app: FastifyInstance;
  let headers: Record<string, string> = {};

  beforeAll(async () => {
    store = await (await backend.fresh())();
    await store.addOwner(editor.email, await hashPassword(editor.password), "editor");
    app = Fastify();
    await app.register(adminPlugin, {
      store,
      clientDir: dir(),
      content: deskContent(store),
      contentLimits: { changes: 100, previews: 100 },
    });
    headers = {
      ...(await deskHeaders(app, { ADMIN_EMAIL: editor.email, ADMIN_PASSWORD: editor.password })),
      "sec-fetch-site": "same-origin",
    };
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await store?.close();
  });

  const call = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const listed = async () =>
    (await call("GET", "/admin/api/content")).json<{ documents: ContentSummary[] }>().documents;

  it("refuses a slug that is not lowercase words and digits joined by hyphens", async () => {
    for (const slug of ["Local-SEO", "a--b", "../pages/home", "", "a".repeat(81), "tips_2026"]) {
      const answer = await call("POST", "/admin/api/content-articles", { slug });
      expect(answer.statusCode, slug).toBe(400);
      expect(answer.json<{ error: string }>().error).toMatch(/lowercase|not valid/);
    }
    expect((await call("POST", "/admin/api/content-articles", { slug: 5 })).statusCode).toBe(400);
  });

  it("makes a new article a draft on no page, and refuses its slug a second time", async () => {
    const made = await call("POST", "/admin/api/content-articles", { slug: "first-tips" });
    expect(made.statusCode).toBe(201);
    const document = made.json<ContentDocument>();
    expect(document).toMatchObject({
      key: "insights/first-tips",
      group: "Insights",
      offSite: true,
    });
    expect((await listed()).map((one) => one.key)).toContain("insights/first-tips");
    expect((await siteContentOf(store, "live"))["insights/first-tips"]).toBeUndefined();
    const again = await call("POST", "/admin/api/content-articles", { slug: "first-tips" });
    expect(again.statusCode).toBe(409);
    // A shipped article's slug is taken too.
    const shipped = await call("POST", "/admin/api/content-articles", {
      slug: "local-seo-for-service-businesses",
    });
    expect(shipped.statusCode).toBe(409);
  });

  it("refuses an author who is not on the team, naming the team", async () => {
    const document = (await call("GET", "/admin/api/content/insights.first-tips")).json<
      ContentDocument & { draft: Record<string, unknown> }
    >();
    const saved = await call("PUT", "/admin/api/content/insights.first-tips/draft", {
      content: { ...document.draft, author: "Someone Else" },
    });
    expect(saved.statusCode).toBe(422);
    expect(saved.json<ContentRefusal>().issues[0]).toMatchObject({
      path: ["author"],
      message: expect.stringContaining("Bilal Ahmed"),
    });
  });

  it("publishes it, takes it off the site as a draft, and deletes it from the desk", async () => {
    const { newestVersion } = (
      await call("GET", "/admin/api/content/insights.first-tips")
    ).json<ContentDocument>();
    const published = await call("POST", "/admin/api/content/insights.first-tips/publish", {
      basedOn: newestVersion,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json<ContentSummary>().offSite).toBeUndefined();
    expect((await siteContentOf(store, "live"))["insights/first-tips"]).toBeDefined();

    const unpublished = await call("POST", "/admin/api/content/insights.first-tips/unpublish");
    expect(unpublished.json<ContentSummary>()).toMatchObject({ offSite: true, hasDraft: true });
    expect((await siteContentOf(store, "live"))["insights/first-tips"]).toBeUndefined();
    expect((await listed()).map((one) => one.key)).toContain("insights/first-tips");

    expect((await call("DELETE", "/admin/api/content/insights.first-tips")).statusCode).toBe(200);
    expect((await listed()).map((one) => one.key)).not.toContain("insights/first-tips");
    expect((await call("GET", "/admin/api/content/insights.first-tips")).statusCode).toBe(404);
    // Its versions are kept: a new article under the slug has them in its history.
    expect(
      (await call("POST", "/admin/api/content-articles", { slug: "first-tips" })).statusCode,
    ).toBe(201);
    const history = await call("GET", "/admin/api/content/insights.first-tips/history");
    expect(history.json<{ versions: unknown[] }>().versions.length).toBeGreaterThan(3);
    const audit = (await store.auditLog(50)).map((entry) => entry.action);
    expect(audit).toEqual(
      expect.arrayContaining([
        "content article created",
        "content article unpublished",
        "content article deleted",
      ]),
    );
  });

  it("takes only an article off the site", async () => {
    expect((await call("DELETE", "/admin/api/content/pages.home")).statusCode).toBe(400);
    expect((await call("DELETE", "/admin/api/content/pages.insights")).statusCode).toBe(400);
    expect(
      (await call("POST", "/admin/api/content/insights.never-made/unpublish")).statusCode,
    ).toBe(404);
  });
});
