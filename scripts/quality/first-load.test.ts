import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BuildFiles, firstLoad, pickSrcsetCandidate, tagsOf, viteManifestFile } from "./first-load";

/** A build directory: `build/client` with the given files, Vite's manifest next to it. */
function build(files: Record<string, string>, manifest: Record<string, unknown> = {}) {
  const clientDir = path.join(mkdtempSync(path.join(tmpdir(), "first-load-")), "client");
  mkdirSync(path.join(clientDir, "assets"), { recursive: true });
  for (const [file, content] of Object.entries(files))
    writeFileSync(path.join(clientDir, file), content);
  writeFileSync(viteManifestFile(clientDir), JSON.stringify(manifest));
  return new BuildFiles(clientDir);
}

const urls = (result: ReturnType<typeof firstLoad>, kind: string) =>
  result.resources
    .filter((resource) => resource.kind === kind)
    .map((resource) => resource.url)
    .sort();

const registry =
  'import"./react.js";const L={Header:()=>_(()=>import("./header.js"),__vite__mapDeps([0])).then(n=>n.Header),' +
  'QuoteDialog:()=>_(()=>import("./quote-dialog.js"),__vite__mapDeps([1])).then(n=>n.QuoteDialog)};' +
  'const s="Tabs:()=>import(\\"./tabs.js\\")";';
const manifest = {
  "app/entry.client.tsx": { file: "assets/entry.js", isEntry: true, imports: ["_registry.js"] },
  "_registry.js": { file: "assets/registry.js", imports: ["_react.js"] },
  "_react.js": { file: "assets/react.js" },
  "_header.js": { file: "assets/header.js", isDynamicEntry: true, imports: ["_icons.js"] },
  "_icons.js": { file: "assets/icons.js" },
  "app/components/forms/quote-dialog.tsx": { file: "assets/quote-dialog.js", imports: [] },
};
const scripts = {
  "assets/entry.js": 'import"./registry.js";import("./lazy-route.js");',
  "assets/registry.js": registry,
  "assets/react.js": "export{}",
  "assets/header.js": 'import"./icons.js";export const Header=1;',
  "assets/icons.js": "export{}",
  "assets/quote-dialog.js": "export{}",
  "assets/lazy-route.js": "export{}",
};

/** What a page with a Header island loads: the entry, the runtime, the registry, the island. */
const headerPageChunks = [
  "/assets/entry.js",
  "/assets/header.js",
  "/assets/icons.js",
  "/assets/react.js",
  "/assets/registry.js",
];

describe("firstLoad", () => {
  it("counts the entry, its static chunks and the chunks of the page's islands, and only those", () => {
    const files = build(
      {
        ...scripts,
        "index.html": `<html><body><div data-island="Header" data-props="{&quot;a&quot;:1}" class="contents"><header></header></div>
<script type="module">addEventListener("load",()=>import("/assets/entry.js"));</script>
<script type="application/ld+json">{"a":"import(\\"/assets/quote-dialog.js\\")"}</script></body></html>`,
      },
      manifest,
    );
    const result = firstLoad(files, "/", "/index.html");
    expect(urls(result, "js")).toEqual(headerPageChunks);
    expect(result.missing).toEqual([]);
    expect(result.totals.total).toBe(
      result.resources.reduce((sum, resource) => sum + resource.bytes, 0),
    );
  });

  it("counts what the after-first-paint loader requests: its entry and its stylesheet", () => {
    const files = build(
      {
        ...scripts,
        "assets/app-rest.css": "a:hover{color:red}",
        "index.html": `<html><body><div data-island="Header" class="contents"></div>
<script type="module" id="after-first-paint" data-stylesheet="/assets/app-rest.css" data-entry="/assets/entry.js">(function(){})()</script></body></html>`,
      },
      manifest,
    );
    const result = firstLoad(files, "/", "/index.html");
    expect(urls(result, "js")).toEqual(headerPageChunks);
    expect(urls(result, "css")).toEqual(["/assets/app-rest.css"]);
    expect(result.missing).toEqual([]);
  });

  it("reports an island whose loader the scripts lack, and references to missing files", () => {
    const files = build(
      {
        ...scripts,
        "index.html":
          '<div data-island="Tabs"></div><script type="module" src="/assets/entry.js"></script>' +
          '<link rel="stylesheet" href="/assets/gone.css">',
      },
      manifest,
    );
    expect(firstLoad(files, "/", "/index.html").missing).toEqual([
      'the chunk of island "Tabs"',
      "/assets/gone.css",
    ]);
  });

  it("counts stylesheets, preloaded fonts, eager images, the favicon and artwork files", () => {
    const files = build({
      "index.html": `<html><head><link rel="stylesheet" href="/assets/app.css" media="print">
<link rel="preload" href="/assets/latin.woff2" as="font" crossorigin><link rel="icon" href="/favicon.svg">
<link rel="preload" as="image" href="/assets/logo.svg"></head><body>
<img src="/assets/eager.svg" alt=""><img src="/assets/lazy.svg" loading="lazy" alt="">
<img srcset="/assets/p-400.avif 400w, /assets/p-800.avif 800w, /assets/p-1600.avif 1600w" src="/assets/p-1600.avif" alt="">
<svg><use href="/assets/art-1.svg#a"></use><use href="#local"></use></svg>
<a href="/assets/linked.svg">x</a></body></html>`,
      "assets/app.css": "body{color:red}",
      "assets/latin.woff2": "x".repeat(100),
      "assets/cyrillic.woff2": "x".repeat(100),
      "favicon.svg": "<svg/>",
      ...Object.fromEntries(
        [
          "logo.svg",
          "eager.svg",
          "lazy.svg",
          "linked.svg",
          "art-1.svg",
          "p-400.avif",
          "p-800.avif",
          "p-1600.avif",
        ].map((file) => [`assets/${file}`, "<svg/>"]),
      ),
    });
    const result = firstLoad(files, "/", "/index.html");
    expect(urls(result, "css")).toEqual(["/assets/app.css"]);
    expect(urls(result, "font")).toEqual(["/assets/latin.woff2"]);
    expect(urls(result, "image")).toEqual([
      "/assets/eager.svg",
      "/assets/logo.svg",
      "/assets/p-800.avif",
    ]);
    expect(urls(result, "other")).toEqual(["/assets/art-1.svg", "/favicon.svg"]);
    expect(result.totals.font).toBe(100);
    expect(result.missing).toEqual([]);
  });
});

describe("BuildFiles", () => {
  it("refuses a build without Vite's manifest rather than count entry chunks alone", () => {
    const clientDir = path.join(mkdtempSync(path.join(tmpdir(), "first-load-")), "client");
    expect(() => new BuildFiles(clientDir)).toThrow(/No Vite manifest/);
  });
});

describe("helpers", () => {
  it("picks the smallest srcset candidate covering the slot", () => {
    expect(pickSrcsetCandidate("/a-400.webp 400w, /a-800.webp 800w, /a-1600.webp 1600w")).toBe(
      "/a-800.webp",
    );
    expect(pickSrcsetCandidate("/a.png 1x, /a@2x.png 2x")).toBe("/a@2x.png");
    expect(pickSrcsetCandidate("/a-400.webp 400w")).toBe("/a-400.webp");
  });

  it("reads decoded attributes of the tags of a page", () => {
    expect(
      tagsOf(
        '<meta name="description" content="Apps &amp; sites"><meta property="og:url">',
        "meta",
      ),
    ).toEqual([{ name: "description", content: "Apps & sites" }, { property: "og:url" }]);
  });
});
