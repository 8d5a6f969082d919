/**
 * Finishes the prerendered build in build/client:
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
 * - writes sitemap.xml and robots.txt from the route table;
 * - fails when any internal link or asset reference points at nothing;
 * - renders one Open Graph image per page (scripts/build/og-images.ts);
 * - moves Vite's manifest out of build/client, which the server serves, next to it (for
 *   scripts/quality/first-load.ts);
 * - last, writes each compressible file's brotli file beside it, for the site and the lead desk,
 *   so the server never compresses one on a request (decision 0127).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { identity } from "@contracts/identity";
import { afterFirstPaintId } from "~/lib/after-first-paint";
import { notFoundPath, paths, sitePaths } from "~/lib/paths";
import { withPropertyRegistrations, withoutInitialValues } from "./property-registrations";
import { namesIconClass, withoutIconMarkers } from "./icon-markers";
import { takeOffPageIslands } from "./off-page-islands";
import { drawingsOutUntilItFits } from "./drawings-out-until-it-fits";
import { picturesInOneFile } from "./pictures-in-one-file";
import { CriticalCss } from "./critical-css";
import { withoutPointerStates } from "./pointer-states";
import { classesIn } from "./short-class-names";
import { restStylesheet } from "./rest-stylesheet";
import { withoutUnusedVariables } from "./unused-variables";
import { withoutWholePageRestyles } from "./whole-page-restyles";
import { precompressAssets } from "./precompress-assets";
import { writeOgImages } from "./og-images";
import { viteManifestFile } from "../quality/first-load";
import { firstRoundTripBytes, pageHeaderBytes } from "../quality/first-round-trip";
import { brotliBytesAsSent, inlineScriptHashes, offPageIslandsFile } from "@server/site-pages";
import { buildPageLoader } from "./page-loader";

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");

/** Every HTML file under `dir`, at any depth. */
const htmlFiles = async (dir: string) =>
  (await readdir(dir, { recursive: true }))
    .filter((name) => name.endsWith(".html"))
    .map((name) => path.join(dir, name));

const stripModulePreloads = (html: string) =>
  html.replace(/<link rel="modulepreload" href="[^"]*"\/>/g, "");

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
const loaderTag = `<script type="module" id="${afterFirstPaintId}"`;
// app/root.tsx renders the loader's tag empty; its text is built from its typed source.
const emptyLoader = new RegExp(`(${loaderTag}[^>]*>)</script>`);
const pageLoader = await buildPageLoader();
/**
 * The page's loader learns the entry's file (app/root.tsx renders it without one) and gets its
 * text; the server's CSP, which hashes every inline script of a page, must carry its hash.
 */
function finishLoader(html: string) {
  if (!emptyLoader.test(html)) throw new Error("postbuild: a page lacks its after-first-paint loader.");
  const finished = html
    .replace(emptyLoader, (_, tag: string) => `${tag}${pageLoader.text}</script>`)
    .replace(loaderTag, `${loaderTag} data-entry="/${entryFile}"`);
  if (!inlineScriptHashes(finished).includes(pageLoader.cspSource))
    throw new Error("postbuild: the server's CSP would not carry the loader's hash.");
  return finished;
}

// 1. The not-found page becomes 404.html; the SPA fallback is not needed with every route prerendered.
const notFoundDir = path.join(clientDir, notFoundPath);
await rename(path.join(notFoundDir, "index.html"), path.join(clientDir, "404.html"));
await rm(notFoundDir, { recursive: true });
await rm(path.join(clientDir, "__spa-fallback.html"), { force: true });

// 2. Modulepreload tags out of every page; the rules the page uses inlined in its <head>, the
// full stylesheet still linked but as media="print" until an invariant inline script (which
// the server's CSP hashes like any inline script) switches it on. The server hashes the inline
// <style> for style-src too, so no 'unsafe-inline' is needed.
const beasties = new CriticalCss({
  path: clientDir,
  publicPath: "/",
  preload: "media-script",
  inlineFonts: false,
  preloadFonts: false,
  pruneSource: false,
  reduceInlineStyles: false,
  compress: true,
  keyframes: "critical",
  // The web font's switch (app/styles/app.css): no page is built with `.wf`, but a page that the
  // head script marks must paint in the font at once, not when the rest stylesheet arrives.
  // The rules for a half-parsed header and section (app/styles/app.css) match only before
  // <main> or the footer is parsed, so beasties, reading the finished page, would leave them out
  // of the first paint's CSS.
  allowRules: [/(^|[\s,])html\.wf\b/, /^body:not\(:has\((#main|>\s*footer)\)\)/],
  logLevel: "warn",
});
/**
 * The stylesheet's @font-face rules move into each page's inline CSS: beasties leaves them out
 * (it cannot see a family named through var(--font-sans)), and a second copy arriving with the
 * full stylesheet would swap the font in late and move text (CLS).
 */
const fontFaceRule = /@font-face\{[^}]*\}/g;
const sheetsWithFonts = new Map<string, string>();
async function fontFaces(html: string) {
  const href = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  if (!href) return "";
  const file = path.join(clientDir, href);
  const css = sheetsWithFonts.get(file) ?? (await readFile(file, "utf8"));
  sheetsWithFonts.set(file, css);
  return (css.match(fontFaceRule) ?? []).join("");
}
/**
 * The stylesheet for after the first paint becomes the page's own rest: the full sheet less the
 * rules already inlined (scripts/build/rest-stylesheet.ts, decision 0075). Pages with the
 * same rest share one file. The page's inline loader requests it once the page has painted
 * (app/lib/after-first-paint.ts, decision 0124), so beasties' print link and its switch
 * script leave the HTML; the <noscript> copy keeps the full sheet.
 */
const beastiesSwitch =
  /<script>document\.querySelectorAll\('link\[data-beasties-media\]'\)[^<]*<\/script>/;
async function linkRestStylesheet(html: string) {
  const link = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)" media="print"[^>]*>/.exec(
    html,
  );
  const critical = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
  const fullHref = link?.[1];
  if (!link || !fullHref || critical === undefined) return html;
  if (!beastiesSwitch.test(html)) throw new Error("postbuild: a page lacks beasties' switch.");
  const full = (await readFile(path.join(clientDir, fullHref), "utf8")).replace(fontFaceRule, "");
  // The variables the page never reads leave its <head>, bytes it would carry for nothing: the
  // late sheet gets their values written into its rules, and nothing in it restyles the whole
  // page when it arrives (a long task): no @property, @keyframes, :root variables or ::backdrop.
  // Tailwind's per-element initial values leave the inline CSS for @property registrations,
  // which cost an element nothing until a rule sets them. Nor do the rules only a pointer can
  // match (:hover, :active), which paint nothing at first (decision 0075).
  const read = withoutUnusedVariables(withoutPointerStates(withoutInitialValues(critical)), html);
  const { late: rest, early } = withoutWholePageRestyles(restStylesheet(full, read), read);
  const painted = withPropertyRegistrations(read, { css: rest, registrations: full }) + early;
  const hash = createHash("sha256").update(rest).digest("base64url").slice(0, 8);
  // `/assets/root-<hash>.css` → `/assets/root-rest-<hash>.css` (string code: no pattern to lint).
  const dash = fullHref.indexOf("-", fullHref.lastIndexOf("/") + 1);
  if (dash === -1 || !fullHref.endsWith(".css")) throw new Error(`Unexpected sheet ${fullHref}`);
  const restHref = `${fullHref.slice(0, dash)}-rest-${hash}.css`;
  await writeFile(path.join(clientDir, restHref), rest);
  return html
    .replace(`<style>${critical}</style>`, () => `<style>${painted}</style>`)
    .replace(link[0], "")
    .replace(beastiesSwitch, "")
    .replace(loaderTag, `${loaderTag} data-stylesheet="${restHref}"`);
}
async function inlineCriticalCss(html: string) {
  const faces = await fontFaces(html);
  const inlined = (await beasties.process(html)).replace("<style>", `<style>${faces}`);
  return linkRestStylesheet(inlined);
}
// Icons go out without lucide-react's classes (withoutIconMarkers): no stylesheet may read one.
const assetsDir = path.join(clientDir, "assets");
for (const name of await readdir(assetsDir)) {
  if (!name.endsWith(".css")) continue;
  if (namesIconClass(classesIn(await readFile(path.join(assetsDir, name), "utf8"))))
    throw new Error(`postbuild: ${name} styles lucide's icon classes, which the pages drop.`);
}
const files = await htmlFiles(clientDir);
const criticalCss = process.env.CRITICAL_CSS !== "0";
/** The pages that fit their first round trip only with drawings from files. */
const pagesDrawingFromFiles: string[] = [];
/** The pages whose first pictures come from one file. */
const pagesWithPictureFiles: string[] = [];
const routeOf = (file: string) =>
  `/${path.relative(clientDir, file).replace(/(^|\/)index\.html$/, "")}`;
for (const file of files) {
  // Off-page islands leave the page before its CSS is picked, so none of it is inlined for them.
  const { page, islands } = takeOffPageIslands(
    finishLoader(stripModulePreloads(await readFile(file, "utf8"))),
  );
  if (islands)
    await writeFile(path.join(path.dirname(file), offPageIslandsFile), withoutIconMarkers(islands));
  // The pictures it loads at once, in one request: a second one in flight waits a round trip.
  const pictured = picturesInOneFile(page, (href) =>
    readFileSync(path.join(clientDir, href), "utf8"),
  );
  if (pictured.file) {
    await writeFile(path.join(clientDir, pictured.file.href), pictured.file.svg);
    pagesWithPictureFiles.push(routeOf(file));
  }
  // Measured as the server sends it: compressed once, at brotli's best, with a form's token
  // inputs at the end (decision 0127). The icons keep lucide's marker until then: it is how the
  // build finds them.
  const fitted = await drawingsOutUntilItFits(
    criticalCss ? await inlineCriticalCss(pictured.page) : pictured.page,
    firstRoundTripBytes - pageHeaderBytes,
    (html) =>
      brotliBytesAsSent(withoutIconMarkers(html), islands ? withoutIconMarkers(islands) : ""),
  );
  for (const drawing of fitted.files)
    await writeFile(path.join(clientDir, drawing.href), drawing.svg);
  if (fitted.files.length > 0) pagesDrawingFromFiles.push(routeOf(file));
  await writeFile(file, withoutIconMarkers(fitted.page));
}
for (const [file, css] of sheetsWithFonts) await writeFile(file, css.replace(fontFaceRule, ""));

// 3. Sitemap and robots.txt. The thank-you page is not indexed, so it is not listed.
const indexed = sitePaths.filter((route) => route !== paths.thankYou);
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${indexed.map((route) => `  <url><loc>${new URL(route, `${identity.siteUrl}/`).toString()}</loc></url>`).join("\n")}
</urlset>
`;
await writeFile(path.join(clientDir, "sitemap.xml"), sitemap);
await writeFile(
  path.join(clientDir, "robots.txt"),
  `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${identity.siteUrl}/sitemap.xml\n`,
);

// 4. Every internal href/src must resolve to a page or a file of the build.
const pages = new Set(sitePaths.map((route) => route.toLowerCase()));
const broken: string[] = [];
for (const file of await htmlFiles(clientDir)) {
  const html = await readFile(file, "utf8");
  for (const [, attribute, value] of html.matchAll(
    /\s(href|src|srcSet|srcset|action)="([^"]*)"/g,
  )) {
    const refs =
      attribute?.toLowerCase() === "srcset"
        ? (value ?? "").split(",").map((part) => part.trim().split(/\s+/)[0] ?? "")
        : [value ?? ""];
    for (const ref of refs) {
      if (!ref.startsWith("/") || ref.startsWith("//") || ref.startsWith("/api/")) continue;
      const target = decodeURIComponent(ref.split(/[?#]/)[0] ?? "");
      if (pages.has(target.toLowerCase()) || existsSync(path.join(clientDir, target))) continue;
      broken.push(`${path.relative(clientDir, file)}: ${attribute}="${ref}"`);
    }
  }
}
if (broken.length > 0) {
  console.error(
    `Broken internal references (${broken.length}):\n  ${[...new Set(broken)].join("\n  ")}`,
  );
  process.exit(1);
}
// 5. Open Graph images (1200 x 630), one per page, from each page's prerendered title.
const ogStarted = performance.now();
const ogCount = await writeOgImages(clientDir);
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
