import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDocuments, type SiteContent } from "~/content/documents";
import { buildServer } from "@server/app";
import { loadConfig } from "@server/config";
import { saveContentDraft } from "./drafts";
import { createPagePublisher, everyPagePath, notFoundPagePath } from "./publisher";

/**
 * A page published at run time is byte for byte the page `npm run build` makes from the same
 * content. The build is given content the owner changed (a headline, the company's name, which
 * reaches every page): each page the publisher renders and finishes with that content, in the
 * build's kept server bundle, is compared with the file the build wrote.
 */

const run = promisify(execFile);
const buildDir = path.resolve("build-published-like-built");
let contentFile = "";

const ownersContent = (): SiteContent => {
  const content = Object.fromEntries(
    Object.entries(contentDocuments).map(([key, document]) => [key, document.shipped]),
  ) as SiteContent;
  const home = structuredClone(content["pages/home"]);
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
    const publisher = await createPagePublisher(buildDir);
    const published = await publisher.pages(ownersContent(), everyPagePath(ownersContent()));
    expect(published).toHaveLength(everyPagePath(ownersContent()).length);
    for (const page of published) {
      const built = await readFile(builtFile(page.path), "utf8");
      expect(page.html, page.path).toBe(built);
      for (const file of page.files)
        expect(file.contents, file.href).toBe(
          await readFile(path.join(buildDir, "client", file.href), "utf8"),
        );
    }
    const home = published.find((page) => page.path === "/")?.html ?? "";
    expect(home).toContain("Northwind Studio");
    // Typed markup reaches the page as text.
    expect(home).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(home).not.toContain("<script>alert(1)");
    const service = published.find((page) => page.path === "/ai-development")?.html ?? "";
    expect(service).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(2)");
    expect(service).not.toContain("<script>alert(2)");
    expect(service).not.toContain("<b>more");
  }, 300_000);

  it("follows the content it is given, not the content the build was made from", async () => {
    const publisher = await createPagePublisher(buildDir);
    const shipped = Object.fromEntries(
      Object.entries(contentDocuments).map(([key, document]) => [key, document.shipped]),
    ) as SiteContent;
    const [home] = await publisher.pages(shipped, ["/"]);
    expect(home?.html).toContain(shipped["pages/home"].hero.title);
    expect(home?.html).not.toContain("Northwind Studio");
  }, 300_000);
});

describe("publishing on a running server", () => {
  const startServer = async (dataDir: string) => {
    const config = loadConfig({
      SITE_DIR: path.join(buildDir, "client"),
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
    });
    return buildServer({ config, logger: false });
  };
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

  // How soon is bench:publish's to measure; here only that it happens.
  it("serves a publish at once, on another server soon after, a schedule with nobody signed in, and after a restart", async () => {
    const dataDir = await mkdtemp(path.join(path.resolve("node_modules/.cache"), "live-"));
    const one = await startServer(dataDir);
    const two = await startServer(dataDir);
    try {
      // The store's live content wins over the content the build was made from: on a fresh
      // store, the shipped content, rendered before the server answers.
      expect(await homeOf(one)).not.toContain("Northwind Studio");
      expect(await homeOf(two)).toContain(shippedHeadline);
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
      const [rendered] = await (
        await createPagePublisher(buildDir)
      ).pages(
        {
          ...(Object.fromEntries(
            Object.entries(contentDocuments).map(([key, document]) => [key, document.shipped]),
          ) as SiteContent),
          "pages/home": withHeadline("A headline published at run time"),
        },
        ["/"],
      );
      expect(published).toContain(rendered?.html.slice(0, 2000));
      expect(
        await until(async () => (await homeOf(two)).includes("published at run time"), 20_000),
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
      expect(
        await until(async () => (await homeOf(two)).includes("live on schedule"), 30_000),
      ).toBe(true);
      expect(
        await until(async () => (await homeOf(one)).includes("live on schedule"), 20_000),
      ).toBe(true);
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
});

describe("openings on a running server", () => {
  it("serves a published opening, answers 410 the day after it closes with no publish, and 410 once removed", async () => {
    const dataDir = await mkdtemp(path.join(path.resolve("node_modules/.cache"), "openings-"));
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
});
