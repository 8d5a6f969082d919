import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { loadConfig } from "@server/config";
import { saveContentDraft, shippedSiteContent } from "@server/content/drafts";
import { recordShippedContent } from "@server/content/releases";
import { processImage } from "@server/media/process-image";
import { openStore } from "@server/store/open-store";
import { startServerProcess, type ServerProcess } from "@tests/support/server-process";
import { testJpeg } from "@tests/support/test-images";
import type { SiteContent } from "~/content/documents";

/**
 * `npm run export -- <folder>` writes the published site for a static host: a store with the
 * owner's published changes (a headline, an uploaded portrait on the team page, a new article,
 * an opening past its closing date) is exported, the folder is served by a plain file server
 * (no store, no publishing), and Chromium sees what the project's own server on the same store
 * serves: the same page bytes, the picture loaded, the article in the sitemap and the feed, the
 * closed opening gone.
 */
const run = promisify(execFile);
const headline = "Software exported for any static host";
const article = "a-page-for-a-static-host";
const author = "owner@example.com";

// One store, one export and one server for the three tests: they run in one worker.
test.describe.configure({ mode: "serial" });

let dataDir = "";
let folder = "";
let pictureId = "";
let closedSlug = "";
let files: Server | undefined;
let filesOrigin = "";
let server: ServerProcess | undefined;

/** The owner's changes, published in the store in `dataDir`. */
async function publishOwnersChanges() {
  const config = loadConfig({ DATA_DIR: dataDir });
  const store = await openStore(config);
  try {
    await recordShippedContent(store);
    pictureId = randomBytes(16).toString("base64url");
    await store.addMedia({
      id: pictureId,
      alt: "A portrait uploaded in the desk",
      createdBy: author,
      ...(await processImage(await testJpeg(900, 900))),
    });
    const shipped = shippedSiteContent();
    const home = structuredClone(shipped["pages/home"]);
    home.hero.title = headline;
    const team = structuredClone(shipped["pages/our-team"]);
    (team.team.members[0] as { image: string }).image = `media:${pictureId}`;
    const careers = structuredClone(shipped["pages/careers"]);
    const closing = careers.openings.positions.at(-1);
    if (!closing) throw new Error("The shipped careers page has no opening.");
    closedSlug = closing.slug;
    Object.assign(closing, { datePosted: "2020-01-01", closes: "2020-01-31" });
    const source = shipped["insights/local-seo-for-service-businesses"];
    const changes: Partial<SiteContent> = {
      "pages/home": home,
      "pages/our-team": team,
      "pages/careers": careers,
      [`insights/${article}`]: {
        ...(source as SiteContent[`insights/${string}`]),
        title: "A page written for a static host to serve",
      },
    };
    for (const [key, body] of Object.entries(changes))
      await saveContentDraft(store, { key, body, author });
    await store.publishContent({ keys: Object.keys(changes), author });
  } finally {
    await store.close();
  }
}

/** A static host: the folder's files as they are, `index.html` for a folder, 404 otherwise. */
async function serveFolder(root: string) {
  files = createServer(async (request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? "/", "http://host").pathname);
    let file = path.join(root, path.normalize(urlPath));
    if (!file.startsWith(root)) return response.writeHead(400).end();
    if ((await stat(file).catch(() => undefined))?.isDirectory())
      file = path.join(file, "index.html");
    if (!existsSync(file)) return response.writeHead(404).end("Not found");
    const type = file.endsWith(".html")
      ? "text/html; charset=utf-8"
      : file.endsWith(".css")
        ? "text/css"
        : file.endsWith(".js")
          ? "text/javascript"
          : file.endsWith(".avif")
            ? "image/avif"
            : file.endsWith(".webp")
              ? "image/webp"
              : "application/octet-stream";
    response.writeHead(200, { "content-type": type });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => files?.listen(0, "127.0.0.1", resolve));
  const address = files.address();
  filesOrigin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}

test.beforeAll(async () => {
  // A build's render, the export's and a server's start, on a busy machine.
  test.setTimeout(240_000);
  dataDir = await mkdtemp(path.join(tmpdir(), "export-store-"));
  folder = await mkdtemp(path.join(tmpdir(), "export-site-"));
  await publishOwnersChanges();
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
  const { stdout } = await run("npx", ["tsx", "scripts/ops/export-site.ts", folder], { env });
  expect(stdout).toContain(`written to ${folder}`);
  await serveFolder(folder);
  server = await startServerProcess({ env: { DATA_DIR: dataDir } });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => (files ? files.close(resolve) : resolve(undefined)));
  for (const made of [dataDir, folder]) if (made) await rm(made, { recursive: true, force: true });
});

const served = async (urlPath: string) => {
  const response = await fetch(`${server?.origin}${urlPath}`);
  return { status: response.status, body: await response.text() };
};
const exported = (file: string) => readFile(path.join(folder, file), "utf8");

test("the exported pages are the pages the server serves from the same store", async () => {
  for (const [urlPath, file] of [
    ["/", "index.html"],
    ["/our-team", "our-team/index.html"],
    [`/insights/${article}`, `insights/${article}/index.html`],
  ] as const) {
    const page = await served(urlPath);
    expect(page.status, urlPath).toBe(200);
    expect(await exported(file), urlPath).toBe(page.body);
  }
  expect(await exported("index.html")).toContain(headline);
});

test("a static host shows the published headline and the uploaded portrait", async ({
  browser,
}) => {
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await visitor.newPage();
    await page.goto(`${filesOrigin}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline);
    await page.goto(`${filesOrigin}/our-team`);
    const portrait = page.getByRole("img", { name: "A portrait uploaded in the desk" });
    await expect(portrait).toHaveAttribute("width", /\d+/);
    await expect(portrait).toHaveAttribute("height", /\d+/);
    await portrait.scrollIntoViewIfNeeded();
    // Loaded from the folder: the server that stored it is not the host.
    await expect
      .poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(await portrait.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain(
      `${filesOrigin}/media/${pictureId}/`,
    );
  } finally {
    await visitor.close();
  }
});

test("the sitemap and the feeds list the new article, and the closed opening is gone", async () => {
  const siteUrl = "https://www.example.com";
  expect(await exported("sitemap.xml")).toContain(`${siteUrl}/insights/${article}`);
  expect(await exported("insights/rss.xml")).toContain(`/insights/${article}`);
  expect(await exported("insights/atom.xml")).toContain(`/insights/${article}`);
  expect(await exported("sitemap.xml")).not.toContain(`/careers/${closedSlug}`);
  expect(existsSync(path.join(folder, "careers", closedSlug, "index.html"))).toBe(false);
  expect((await fetch(`${filesOrigin}/careers/${closedSlug}`)).status).toBe(404);
  expect((await served(`/careers/${closedSlug}`)).status).toBe(410);
  expect(await exported("careers/index.html")).not.toContain(`/careers/${closedSlug}"`);
});
