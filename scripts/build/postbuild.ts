/**
 * Finishes the prerendered build in build/client; the steps of each page are
 * scripts/build/finish-page.ts, which the publisher runs too:
 * - gives each page's loader the island entry's hashed file name (app/root.tsx), and its text
 *   built from its typed source, minified, its CSP hash checked (scripts/build/page-loader.ts);
 * - drops <link rel="modulepreload"> tags, which compete with the first paint on slow phones
 *   (the module scripts still load and hydrate the page);
 * - drops lucide-react's xmlns and classes from the icons, which nothing reads;
 * - takes the markup of off-page islands (the quote dialog, which nobody sees before asking for
 *   it) out of the pages and writes it beside each page for the server (decision 0041);
 * - loads the SVG pictures a page shows at once from one file, each as a view of it, so they
 *   take one request;
 * - inlines each page's critical CSS and loads the rest of the stylesheet without blocking the
 *   first paint (beasties, reading `:where()` selectors too; decision 0075);
 * - draws a page's hero artwork, then its icons below the first screen, from files of their own
 *   when that is what makes the page fit its first round trip (decision 0149);
 * - turns the prerendered /404 page into 404.html for the server and for static hosts;
 * - writes sitemap.xml, robots.txt and the articles' feeds from the content
 *   (scripts/build/site-files.ts);
 * - fails when any internal link or asset reference points at nothing;
 * - renders one Open Graph image per page (scripts/build/og-images.ts);
 * - moves Vite's manifest out of build/client, which the server serves, next to it (for
 *   scripts/quality/first-load.ts);
 * - last, writes each compressible file's brotli file beside it, for the site and the lead desk,
 *   so the server never compresses one on a request (decision 0127).
 */
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { identity } from "@contracts/identity";
import { shippedContent } from "~/content/shipped";
import { sitePathsOf, type SiteContent } from "~/content/documents";
import { notFoundPath } from "~/lib/paths";
import { indexedPaths, siteFiles } from "./site-files";
import { namesIconClass } from "./icon-markers";
import { classesIn } from "./short-class-names";
import { precompressAssets } from "./precompress-assets";
import { writeOgImages } from "./og-images";
import { viteManifestFile } from "../quality/first-load";
import { offPageIslandsFile } from "@server/site-pages";
import { buildPageLoader } from "./page-loader";
import {
  brokenReferences,
  builtContentFile,
  createPageFinisher,
  finishingInputsFile,
  fontFaceRule,
  type FinishingInputs,
} from "./finish-page";

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
/** What the publisher keeps of the build to finish pages at run time like this script does. */
const rendererDir = path.resolve(clientDir, "..", "renderer");

/** Every HTML file under `dir`, at any depth. */
const htmlFiles = async (dir: string) =>
  (await readdir(dir, { recursive: true }))
    .filter((name) => name.endsWith(".html"))
    .map((name) => path.join(dir, name));

// 0. Vite's manifest leaves the served directory; it names the island entry's hashed file.
await rename(path.join(clientDir, ".vite", "manifest.json"), viteManifestFile(clientDir));
await rm(path.join(clientDir, ".vite"), { recursive: true });
const entryFile = (
  JSON.parse(await readFile(viteManifestFile(clientDir), "utf8")) as Record<
    string,
    { file?: string }
  >
)["app/entry.client.tsx"]?.file;
if (!entryFile) throw new Error("postbuild: Vite's manifest names no app/entry.client.tsx.");
const finishing: FinishingInputs = { entryFile, loader: await buildPageLoader() };

// 1. The not-found page becomes 404.html; the SPA fallback is not needed with every route prerendered.
const notFoundDir = path.join(clientDir, notFoundPath);
await rename(path.join(notFoundDir, "index.html"), path.join(clientDir, "404.html"));
await rm(notFoundDir, { recursive: true });
await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });

// 2. Each page finished (scripts/build/finish-page.ts): its loader, its off-page islands, its
// pictures in one file, its critical CSS inlined and the rest linked for later, its drawings
// from files where that makes it fit its first round trip. The stylesheets as Vite wrote them
// are kept for the publisher, which finishes pages the same way later.
const stylesheetDir = path.join(rendererDir, "stylesheets");
const assetsDir = path.join(clientDir, "assets");
await mkdir(path.join(stylesheetDir, "assets"), { recursive: true });
for (const name of await readdir(assetsDir)) {
  if (!name.endsWith(".css")) continue;
  // Icons go out without lucide-react's classes (withoutIconMarkers): no stylesheet may read one.
  if (namesIconClass(classesIn(await readFile(path.join(assetsDir, name), "utf8"))))
    throw new Error(`postbuild: ${name} styles lucide's icon classes, which the pages drop.`);
  await copyFile(path.join(assetsDir, name), path.join(stylesheetDir, "assets", name));
}
await writeFile(path.join(rendererDir, finishingInputsFile), JSON.stringify(finishing));
// The content the pages show, so a server knows which pages the store's live content changes.
const builtContentText = process.env.SITE_CONTENT_FILE
  ? await readFile(path.resolve(process.env.SITE_CONTENT_FILE), "utf8")
  : JSON.stringify(shippedContent);
const builtContent = JSON.parse(builtContentText) as SiteContent;
const sitePaths = sitePathsOf(builtContent);
await writeFile(path.join(rendererDir, builtContentFile), builtContentText);
const finisher = createPageFinisher({
  ...finishing,
  clientDir,
  stylesheetDir,
  criticalCss: process.env.CRITICAL_CSS !== "0",
});
const files = await htmlFiles(clientDir);
/** The pages that fit their first round trip only with drawings from files. */
const pagesDrawingFromFiles: string[] = [];
/** The pages whose first pictures come from one file. */
const pagesWithPictureFiles: string[] = [];
const routeOf = (file: string) =>
  `/${path.relative(clientDir, file).replace(/(^|\/)index\.html$/, "")}`;
for (const file of files) {
  const finished = await finisher.finish(await readFile(file, "utf8"));
  if (finished.offPageIslands)
    await writeFile(path.join(path.dirname(file), offPageIslandsFile), finished.offPageIslands);
  for (const written of finished.files)
    await writeFile(path.join(clientDir, written.href), written.contents);
  if (finished.picturesFromFile) pagesWithPictureFiles.push(routeOf(file));
  if (finished.drawsFromFiles) pagesDrawingFromFiles.push(routeOf(file));
  await writeFile(file, finished.html);
}
// The stylesheets the pages link lose their @font-face rules, which every page carries inline.
for (const sheet of finisher.sheetsRead()) {
  const served = path.join(clientDir, path.relative(stylesheetDir, sheet));
  await writeFile(served, (await readFile(sheet, "utf8")).replace(fontFaceRule, ""));
}

// 3. Sitemap, robots.txt and the feeds. The thank-you and closed-opening pages are not indexed,
// so they are not listed.
const indexed = indexedPaths(builtContent);
for (const file of siteFiles(builtContent, identity.siteUrl)) {
  await mkdir(path.dirname(path.join(clientDir, file.path)), { recursive: true });
  await writeFile(path.join(clientDir, file.path), file.body);
}

// 4. Every internal href/src must resolve to a page or a file of the build.
const pages = new Set(sitePaths.map((route) => route.toLowerCase()));
const broken: string[] = [];
for (const file of await htmlFiles(clientDir)) {
  const html = await readFile(file, "utf8");
  const exists = (target: string) => existsSync(path.join(clientDir, target));
  for (const reference of brokenReferences(html, pages, exists))
    broken.push(`${path.relative(clientDir, file)}: ${reference}`);
}
if (broken.length > 0) {
  console.error(
    `Broken internal references (${broken.length}):\n  ${[...new Set(broken)].join("\n  ")}`,
  );
  process.exit(1);
}
// 5. Open Graph images (1200 x 630), one per page, from each page's prerendered title.
const ogStarted = performance.now();
// Drawn with the identity the pages show (the given content's, when the build is given one).
const ogCount = await writeOgImages(clientDir, builtContent.identity, sitePaths);
console.log(`Open Graph images: ${ogCount} in ${Math.round(performance.now() - ogStarted)} ms.`);

// 6. Last, once every file is final: each compressible file's brotli file at brotli's best, for
// the site and the lead desk (built before this script), which the server sends in its place.
const brotli = await precompressAssets(
  ...[clientDir, path.resolve(clientDir, "..", "admin")].filter((dir) => existsSync(dir)),
);
console.log(
  `Brotli files: ${brotli.files}, ${Math.round(brotli.bytes / 1024)} KB to ${Math.round(brotli.brotliBytes / 1024)} KB.`,
);

console.log(
  `Drawings from files, to fit the first round trip: ${pagesDrawingFromFiles.sort().join(", ") || "none"}.`,
);
console.log(
  `Pictures loaded at once, from one file: ${pagesWithPictureFiles.sort().join(", ") || "none"}.`,
);
console.log(
  `Postbuild: ${files.length} HTML files, sitemap of ${indexed.length} URLs, no broken internal links.`,
);
