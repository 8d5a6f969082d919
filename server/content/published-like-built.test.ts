import { execFile } from "node:child_process";
import { mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDocuments, type SiteContent } from "~/content/documents";
import { buildServer } from "@server/app";
import { loadConfig } from "@server/config";
import { finishingInputsFile } from "@scripts/build/finish-page";
import { createOgDrawer, drawsOgImage, ogImageInputs, ogImagePath } from "@scripts/build/og-images";
import { compressedAsSent } from "@server/site-pages";
import { openSqliteStore } from "@server/store/sqlite";
import { saveContentDraft, shippedSiteContent } from "./drafts";
import { recordShippedContent } from "./releases";
import { createPagePublisher, everyPagePath, notFoundPagePath } from "./publisher";
import { rendererDirOf } from "./renderer";
import { createWorkerPublisher } from "./worker-publisher";

/**
 * A page published at run time is byte for byte the page `npm run build` makes from the same
 * content. The build is given content the owner changed (a headline, the company's name, which
 * reaches every page): each page the publisher renders and finishes with that content, in the
 * build's kept server bundle, is compared with the file the build wrote.
 */

const run = promisify(execFile);
const buildDir = path.resolve("build-published-like-built");
let contentFile = "";

/** An article the owner wrote, which the shipped content does not have. */
const ownersArticle = "what-a-published-article-looks-like";

const ownersContent = (): SiteContent => {
  const content = shippedSiteContent();
  content[`insights/${ownersArticle}`] = {
    ...(content["insights/local-seo-for-service-businesses"] as SiteContent[`insights/${string}`]),
    title: "What an article <script>alert(3)</script> published by the owner looks like",
    searchTitle: "An article of the owner's",
    body: "## A heading\n\nText with <img src=x onerror=alert(4)> and [a link](javascript:alert(5)).\n\n".repeat(
      5,
    ),
  };
  const home = structuredClone(content["pages/home"]);
  // A new title: the page's Open Graph picture is drawn again.
  home.seo.title = "Custom Software & Digital Marketing";
  home.hero.title = "Software that <script>alert(1)</script> earns its keep";
  // Markup typed into a title that also goes into the page's JSON-LD.
  const service = structuredClone(content["services/ai-development"]);
  service.hero.title = "AI </script><script>alert(2)</script> & <b>more</b>";
  return {
    ...content,
    "pages/home": home,
    "services/ai-development": service,
    identity: { ...content.identity, companyName: "Northwind Studio" },
  };
};

const builtFile = (pagePath: string) =>
  pagePath === notFoundPagePath
    ? path.join(buildDir, "client", "404.html")
    : path.join(buildDir, "client", pagePath, "index.html");

/** A server on the build, with its store in `dataDir`. */
const startServer = async (dataDir: string) => {
  const config = loadConfig({
    SITE_DIR: path.join(buildDir, "client"),
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
  });
  return buildServer({ config, logger: false });
};
/** A data folder of its own for one test's servers. */
const newDataDir = () => mkdtemp(path.join(path.resolve("node_modules/.cache"), "live-"));

/** Every document the owner's content changes, the owner's article too. */
const ownersKeys = [
  "identity",
  "pages/home",
  "services/ai-development",
  `insights/${ownersArticle}`,
] as const;

/**
 * A data folder whose store already has the content the build was made from live: a server
 * started on it has nothing to render, so a test pays only for the publishes it makes (a fresh
 * store's server renders every page before it answers, which one test is enough to show).
 */
const dataDirServingTheBuild = async () => {
  const dataDir = await newDataDir();
  const store = openSqliteStore(path.join(dataDir, "inbox.sqlite"));
  try {
    await recordShippedContent(store);
    for (const key of ownersKeys)
      await saveContentDraft(store, {
        key,
        body: ownersContent()[key],
        author: "owner@example.com",
      });
    await store.publishContent({ keys: [...ownersKeys], author: "owner@example.com" });
  } finally {
    await store.close();
  }
  return dataDir;
};

beforeAll(async () => {
  const folder = await mkdtemp(path.join(path.resolve("node_modules/.cache"), "given-"));
  contentFile = path.join(folder, "content.json");
  await writeFile(contentFile, JSON.stringify(ownersContent()));
  // The build as a developer runs it: without the test runner's NODE_ENV=test and its variables.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST"),
    ),
  );
  await run("npm", ["run", "build"], {
    env: { ...env, BUILD_DIR: buildDir, SITE_CONTENT_FILE: contentFile },
    maxBuffer: 64 * 1024 * 1024,
  });
}, 900_000);

afterAll(async () => {
  await rm(buildDir, { recursive: true, force: true });
  if (contentFile) await rm(path.dirname(contentFile), { recursive: true, force: true });
});

describe("a page published at run time", () => {
  it("is the page the build makes from the same content, on every page", async () => {
    // The server's publisher: the worker thread, with the React it runs there.
    const publisher = createWorkerPublisher(buildDir);
    const every = everyPagePath(ownersContent());
    // The articles' pages are among them: the list, a tag's page and an article of the owner's.
    expect(every).toEqual(
      expect.arrayContaining(["/insights", "/insights/tag/seo", `/insights/${ownersArticle}`]),
    );
    const published = await publisher.pages(ownersContent(), every).finally(publisher.stop);
    expect(published).toHaveLength(every.length);
    for (const page of published) {
      const built = await readFile(builtFile(page.path), "utf8");
      expect(page.html, page.path).toBe(built);
      // Compressed as the server compresses the build's page, which it sends as it is.
      expect(page.compressed, page.path).toEqual(
        await compressedAsSent(built, page.offPageIslands),
      );
      for (const file of page.files)
        expect(file.contents, file.href).toBe(
          await readFile(path.join(buildDir, "client", file.href), "utf8"),
        );
    }
    // Every page's Open Graph picture, drawn from what it shows, is the build's byte for byte.
    const draw = createOgDrawer();
    const identity = ownersContent().identity;
    for (const page of published.filter(({ path: pagePath }) => drawsOgImage(pagePath)))
      expect(
        (await draw(ogImageInputs(page.path, page.html, identity))).equals(
          await readFile(path.join(buildDir, "client", ogImagePath(page.path))),
        ),
        ogImagePath(page.path),
      ).toBe(true);
    const home = published.find((page) => page.path === "/")?.html ?? "";
    expect(home).toContain("Northwind Studio");
    // Typed markup reaches the page as text.
    expect(home).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(home).not.toContain("<script>alert(1)");
    const service = published.find((page) => page.path === "/ai-development")?.html ?? "";
    expect(service).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(2)");
    expect(service).not.toContain("<script>alert(2)");
    expect(service).not.toContain("<b>more");
    // An article's markup, in its title, its JSON-LD and its Markdown, is text.
    const article = published.find((page) => page.path === `/insights/${ownersArticle}`)?.html;
    expect(article).toContain("BlogPosting");
    expect(article).toContain("&lt;img src=x onerror=alert(4)&gt;");
    expect(article).not.toMatch(/<script>alert\(3\)|<img src=x|javascript:alert/);
  }, 300_000);

  it("follows the content it is given, not the content the build was made from", async () => {
    const publisher = await createPagePublisher(buildDir);
    const shipped = shippedSiteContent();
    const [home] = await publisher.pages(shipped, ["/"]);
    expect(home?.html).toContain(shipped["pages/home"].hero.title);
    expect(home?.html).not.toContain("Northwind Studio");
  }, 300_000);
});

describe("publishing on a running server", () => {
  const homeOf = async (app: Awaited<ReturnType<typeof startServer>>) =>
    (await app.inject({ url: "/" })).body;
  const shippedHeadline = contentDocuments["pages/home"].shipped.hero.title;
  const withHeadline = (headline: string) => {
    const home = structuredClone(ownersContent()["pages/home"]);
    home.hero.title = headline;
    return home;
  };
  const until = async (check: () => Promise<boolean>, ms: number) => {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return true;
  };

  // How soon is bench:publish's to measure; here only that it happens: the waits are bounds for
  // a machine busy with the rest of the suite, where the other server's publishing worker has
  // to start before it renders.
  const soon = 90_000;
  it("serves a publish at once, on another server soon after, a schedule with nobody signed in, and after a restart", async () => {
    const dataDir = await dataDirServingTheBuild();
    const one = await startServer(dataDir);
    const two = await startServer(dataDir);
    try {
      expect(await homeOf(two)).toContain("Northwind Studio");
      const author = "owner@example.com";
      const draft = await saveContentDraft(one.store, {
        key: "pages/home",
        body: withHeadline("A headline published at run time"),
        author,
      });
      expect(draft).toHaveProperty("saved");
      // A draft is never public.
      expect(await homeOf(one)).not.toContain("A headline published at run time");

      await one.liveSite?.publish(["pages/home"], author);
      const published = await homeOf(one);
      expect(published).toContain("A headline published at run time");
      // Sent compressed as its finishing compressed it.
      const sent = await one.inject({ url: "/", headers: { "accept-encoding": "br" } });
      expect(sent.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(sent.rawPayload).toString("utf8")).toContain(
        "A headline published at run time",
      );
      const [rendered] = await (
        await createPagePublisher(buildDir)
      ).pages(
        { ...ownersContent(), "pages/home": withHeadline("A headline published at run time") },
        ["/"],
      );
      expect(published).toContain(rendered?.html.slice(0, 2000));
      expect(
        await until(async () => (await homeOf(two)).includes("published at run time"), soon),
      ).toBe(true);

      await saveContentDraft(one.store, {
        key: "pages/home",
        body: withHeadline("A headline that went live on schedule"),
        author,
      });
      await one.store.scheduleContentPublish({
        keys: ["pages/home"],
        dueAt: new Date(Date.now() + 1000),
        author,
      });
      expect(await until(async () => (await homeOf(two)).includes("live on schedule"), soon)).toBe(
        true,
      );
      expect(await until(async () => (await homeOf(one)).includes("live on schedule"), soon)).toBe(
        true,
      );
    } finally {
      await one.close();
      await two.close();
    }
    const restarted = await startServer(dataDir);
    try {
      expect(await homeOf(restarted)).toContain("live on schedule");
      const missing = await restarted.inject({ url: "/assets/../../etc/passwd" });
      expect(missing.statusCode).toBe(404);
    } finally {
      await restarted.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);

  it("draws a page's Open Graph picture again when its title changes, as the build draws it", async () => {
    const dataDir = await newDataDir();
    const server = await startServer(dataDir);
    const picture = async (href: string) => {
      const answer = await server.inject({ url: href });
      expect(answer.statusCode, href).toBe(200);
      expect(answer.headers["content-type"], href).toBe("image/png");
      return answer.rawPayload;
    };
    const builtPicture = (href: string) => readFile(path.join(buildDir, "client", href));
    try {
      const author = "owner@example.com";
      // The store's live content wins over the content the build was made from: on a fresh
      // store, the shipped content's pages and pictures, rendered before the server answers.
      const freshHome = (await server.inject({ url: "/" })).body;
      expect(freshHome).toContain(shippedHeadline);
      expect(freshHome).not.toContain("Northwind Studio");
      const shipped = await picture("/og/home.png");
      expect(shipped.equals(await builtPicture("/og/home.png"))).toBe(false);
      const about = await picture("/og/about-us.png");

      const home = structuredClone(contentDocuments["pages/home"].shipped);
      home.seo.title = "A title published at run time";
      await saveContentDraft(server.store, { key: "pages/home", body: home, author });
      await server.liveSite?.publish(["pages/home"], author);
      const retitled = await picture("/og/home.png");
      expect(retitled.equals(shipped)).toBe(false);
      const served = await server.inject({ url: "/" });
      expect(
        retitled.equals(
          await createOgDrawer()(
            ogImageInputs("/", served.body, contentDocuments.identity.shipped),
          ),
        ),
      ).toBe(true);
      expect(ogImageInputs("/", served.body, contentDocuments.identity.shipped).title).toBe(
        "A title published at run time",
      );
      // Only the page whose title changed.
      expect((await picture("/og/about-us.png")).equals(about)).toBe(true);
      const { etag } = (await server.inject({ url: "/og/home.png" })).headers;
      const again = await server.inject({
        url: "/og/home.png",
        headers: { "if-none-match": String(etag) },
      });
      expect(again.statusCode).toBe(304);

      // The content the build was given, published: every picture is the build's, byte for byte.
      for (const key of ["identity", "pages/home"] as const)
        await saveContentDraft(server.store, { key, body: ownersContent()[key], author });
      await server.liveSite?.publish(["identity", "pages/home"], author);
      for (const pagePath of everyPagePath(ownersContent()).filter(drawsOgImage))
        expect(
          (await picture(ogImagePath(pagePath))).equals(await builtPicture(ogImagePath(pagePath))),
          pagePath,
        ).toBe(true);
    } finally {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});

describe("the public site while a whole-site publish runs", () => {
  const author = "owner@example.com";

  it("answers its pages and /healthz, all of them, before the publish completes", async () => {
    const dataDir = await dataDirServingTheBuild();
    const server = await startServer(dataDir);
    try {
      await server.listen({ port: 0, host: "127.0.0.1" });
      const address = server.server.address();
      const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
      // The company's name is on every page: the publish renders and finishes all of them.
      const identity = { ...contentDocuments.identity.shipped, companyName: "Northwind Serving" };
      await saveContentDraft(server.store, { key: "identity", body: identity, author });
      let completed = false;
      const publishing = server.liveSite
        ?.publish(["identity"], author)
        .finally(() => (completed = true));
      // Requests one after another, each sent once the one before is answered, five for
      // each page the publish renders: all of them answered while it runs.
      const wanted = everyPagePath(ownersContent()).length * 5;
      const urls = ["/", "/about-us", "/healthz", "/faqs"];
      const statuses: number[] = [];
      while (!completed && statuses.length < wanted) {
        const answer = await fetch(`${origin}${urls[statuses.length % urls.length]}`);
        await answer.arrayBuffer();
        statuses.push(answer.status);
      }
      const completedFirst = completed;
      await publishing;
      expect(completedFirst).toBe(false);
      expect(statuses).toHaveLength(wanted);
      expect(statuses.every((status) => status === 200)).toBe(true);
      expect(await (await fetch(`${origin}/terms`)).text()).toContain("Northwind Serving");
    } finally {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);

  it("refuses a publish whose worker dies, changes nothing, keeps serving, and publishes again", async () => {
    // The content the build was made from, live: a server started on it has nothing to render.
    // A worker that cannot read the build's finishing inputs dies as it starts: the one the
    // server starts with itself, and the one the publish starts again.
    const dataDir = await dataDirServingTheBuild();
    const inputs = path.join(rendererDirOf(buildDir), finishingInputsFile);
    await rename(inputs, `${inputs}.away`);
    const server = await startServer(dataDir);
    try {
      const generation = await server.store.contentGeneration();
      const before = (await server.inject({ url: "/" })).body;
      await saveContentDraft(server.store, {
        key: "pages/home",
        body: {
          ...ownersContent()["pages/home"],
          hero: { ...ownersContent()["pages/home"].hero, title: "Never half published" },
        },
        author,
      });
      await expect(server.liveSite?.publish(["pages/home"], author)).rejects.toThrow(
        /publishing worker stopped/,
      );
      expect(await server.store.contentGeneration()).toBe(generation);
      expect((await server.inject({ url: "/" })).body).toBe(before);
      expect((await server.inject({ url: "/healthz" })).statusCode).toBe(200);

      await rename(`${inputs}.away`, inputs);
      await server.liveSite?.publish(["pages/home"], author);
      expect((await server.inject({ url: "/" })).body).toContain("Never half published");
    } finally {
      await rename(`${inputs}.away`, inputs).catch(() => undefined);
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);

  it("refuses what the worker was doing when it runs out of memory", async () => {
    const publisher = createWorkerPublisher(buildDir, {
      resourceLimits: { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 1 },
    });
    try {
      await expect(
        publisher.pages(ownersContent(), everyPagePath(ownersContent())),
      ).rejects.toThrow(/publishing worker stopped/);
    } finally {
      await publisher.stop();
    }
  }, 120_000);

  it("publishes a new article to its page, the list, its tag, the home page, the feeds and the sitemap; taking it off removes it from all", async () => {
    const dataDir = await dataDirServingTheBuild();
    const app = await startServer(dataDir);
    const get = async (url: string) => app.inject({ url });
    const slug = "a-new-article-published-at-run-time";
    const key = `insights/${slug}`;
    const author = "owner@example.com";
    try {
      expect((await get(`/insights/${slug}`)).statusCode).toBe(404);
      const article = {
        ...(shippedSiteContent()[
          "insights/local-seo-for-service-businesses"
        ] as SiteContent[`insights/${string}`]),
        title: "A new article published at run time, by the owner",
        searchTitle: "An article published at run time",
        date: "2099-01-01",
        tags: ["run-time"],
      };
      expect(await saveContentDraft(app.store, { key, body: article, author })).toHaveProperty(
        "saved",
      );
      // A draft is never public.
      expect((await get(`/insights/${slug}`)).statusCode).toBe(404);
      await app.liveSite?.publish([key], author);

      const page = await get(`/insights/${slug}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('"@type":"BlogPosting"');
      expect(page.body).toContain(
        `<link rel="canonical" href="https://www.example.com/insights/${slug}">`,
      );
      for (const url of ["/insights", "/insights/tag/run-time", "/"])
        expect((await get(url)).body, url).toContain(`href="/insights/${slug}"`);
      for (const url of ["/insights/rss.xml", "/insights/atom.xml", "/sitemap.xml"]) {
        const file = await get(url);
        expect(file.statusCode, url).toBe(200);
        expect(file.body, url).toContain(`/insights/${slug}`);
      }
      expect((await get("/insights/rss.xml")).headers["content-type"]).toMatch(/rss\+xml/);

      // Taken off the site: its page and its tag's are gone, and nothing lists it.
      await app.store.saveContentDraft({ key, body: null, author });
      await app.liveSite?.publish([key], author);
      expect((await get(`/insights/${slug}`)).statusCode).toBe(404);
      expect((await get("/insights/tag/run-time")).statusCode).toBe(404);
      for (const url of ["/insights", "/", "/insights/rss.xml", "/sitemap.xml"])
        expect((await get(url)).body, url).not.toContain(`/insights/${slug}`);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});

describe("openings on a running server", () => {
  it("serves a published opening, answers 410 the day after it closes with no publish, and 410 once removed", async () => {
    const dataDir = await dataDirServingTheBuild();
    let day = "2027-01-10";
    const config = loadConfig({
      SITE_DIR: path.join(buildDir, "client"),
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
    });
    const app = await buildServer({ config, logger: false, today: () => day });
    const careers = structuredClone(contentDocuments["pages/careers"].shipped);
    const [react, flutter] = careers.openings.positions;
    if (!react || !flutter) throw new Error("The shipped careers page has openings.");
    const publishCareers = async (positions: typeof careers.openings.positions) => {
      const body = { ...careers, openings: { ...careers.openings, positions } };
      const author = "owner@example.com";
      expect(
        await saveContentDraft(app.store, { key: "pages/careers", body, author }),
      ).toHaveProperty("saved");
      await app.liveSite?.publish(["pages/careers"], author);
    };
    const get = async (url: string) => app.inject({ url });
    try {
      const qa = {
        ...react,
        title: "QA Engineer",
        slug: "qa-engineer",
        type: "Contract" as const,
        remote: true,
        closes: "2027-01-10",
      };
      await publishCareers([qa, react, flutter]);
      const page = await get("/careers/qa-engineer");
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("<h1");
      expect(page.body).toContain("QA Engineer");
      expect(page.body).toContain('"@type":"JobPosting"');
      expect(page.body).toContain('"jobLocationType":"TELECOMMUTE"');
      expect((await get("/careers")).body).toContain('href="/careers/qa-engineer"');
      // Published after the build: in the sitemap as soon as it is live.
      expect((await get("/sitemap.xml")).body).toContain(
        "<loc>https://www.example.com/careers/qa-engineer</loc>",
      );

      // The closing day passes; nobody publishes.
      day = "2027-01-11";
      await app.liveSite?.follow();
      const closed = await get("/careers/qa-engineer");
      expect(closed.statusCode).toBe(410);
      expect(closed.body).toContain("This Position Has Closed");
      expect(closed.body).toContain('href="/careers"');
      expect(closed.headers["content-type"]).toMatch(/^text\/html/);
      const list = (await get("/careers")).body;
      expect(list).not.toContain("QA Engineer");
      expect((await get("/sitemap.xml")).body).not.toContain("/careers/qa-engineer");
      expect(list).toContain('href="/careers/flutter-developer"');

      // Taken out of the content: gone too; an address no opening ever had is unknown.
      await publishCareers([react]);
      expect((await get("/careers/flutter-developer")).statusCode).toBe(410);
      expect((await get("/careers/senior-react-developer")).statusCode).toBe(200);
      expect((await get("/careers/never-an-opening")).statusCode).toBe(404);
      // None open: the page says so.
      await publishCareers([]);
      expect((await get("/careers")).body).toContain(careers.openings.none);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);

  it("answers 410 after a restart for an opening published, then removed, that no build had", async () => {
    const dataDir = await dataDirServingTheBuild();
    const config = loadConfig({
      SITE_DIR: path.join(buildDir, "client"),
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
    });
    const careers = structuredClone(contentDocuments["pages/careers"].shipped);
    const positions = careers.openings.positions;
    const author = "owner@example.com";
    const publishCareers = async (
      app: Awaited<ReturnType<typeof buildServer>>,
      list: typeof positions,
    ) => {
      const body = { ...careers, openings: { ...careers.openings, positions: list } };
      expect(
        await saveContentDraft(app.store, { key: "pages/careers", body, author }),
      ).toHaveProperty("saved");
      await app.liveSite?.publish(["pages/careers"], author);
    };
    const [first] = positions;
    if (!first) throw new Error("The shipped careers page has openings.");
    const qa = { ...first, title: "QA Engineer", slug: "qa-engineer", closes: "2099-12-31" };
    let app = await buildServer({ config, logger: false });
    try {
      await publishCareers(app, [qa, ...positions]);
      expect((await app.inject({ url: "/careers/qa-engineer" })).statusCode).toBe(200);
      await publishCareers(app, positions);
      expect((await app.inject({ url: "/careers/qa-engineer" })).statusCode).toBe(410);
      await app.close();
      // Started again: the build never had the page, the store remembers it was live.
      app = await buildServer({ config, logger: false });
      const gone = await app.inject({ url: "/careers/QA-Engineer" });
      expect(gone.statusCode).toBe(410);
      expect(gone.body).toContain("This Position Has Closed");
      expect((await app.inject({ url: "/careers/never-an-opening" })).statusCode).toBe(404);
      expect((await app.inject({ url: "/careers/flutter-developer" })).statusCode).toBe(200);
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
