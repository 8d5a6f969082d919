import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  BuildFiles,
  cssRules,
  firstLoad,
  mediaMatchesPhone,
  pickSrcsetCandidate,
  selectorClasses,
  staticImports,
} from "./first-load";

describe("staticImports", () => {
  it("reads the leading declarations of minified and hand-written modules", () => {
    expect(
      staticImports(
        'import{a as b}from"./x.js";import"./side.js";import*as r from"/r.js";export{c}from"./y.js";const s="import { RouterProvider } from \\"react-router/dom\\"";',
      ),
    ).toEqual(["./x.js", "./side.js", "/r.js", "./y.js"]);
    expect(
      staticImports('import "/m.js";\nimport * as route0 from "/root.js";\n  window.x = 1;'),
    ).toEqual(["/m.js", "/root.js"]);
  });

  it("ignores imports that only appear in strings further down", () => {
    expect(staticImports('const a=1;import"./late.js";')).toEqual([]);
  });
});

describe("srcset and media", () => {
  it("picks the smallest candidate covering the slot", () => {
    expect(pickSrcsetCandidate("/a-400.webp 400w, /a-800.webp 800w, /a-1600.webp 1600w", 750)).toBe(
      "/a-800.webp",
    );
    expect(pickSrcsetCandidate("/a.png 1x, /a@2x.png 2x", 750)).toBe("/a@2x.png");
    expect(pickSrcsetCandidate("/a-400.webp 400w", 750)).toBe("/a-400.webp");
  });

  it("knows which media conditions hold at 375 px", () => {
    expect(mediaMatchesPhone("@media (width>=48rem)")).toBe(false);
    expect(mediaMatchesPhone("@media (min-width: 640px)")).toBe(false);
    expect(mediaMatchesPhone("@media (max-width: 767px)")).toBe(true);
    expect(mediaMatchesPhone("@media (prefers-reduced-motion: reduce)")).toBe(true);
  });

  it("unescapes Tailwind class selectors", () => {
    expect(selectorClasses(".md\\:bg-\\[url\\(\\/a\\.png\\)\\]:hover .x")).toEqual([
      "md:bg-[url(/a.png)]",
      "x",
    ]);
  });

  it("keeps the enclosing at-rules of each rule", () => {
    const rules = cssRules("@media (width>=48rem){.a{background:url(/a.png)}}.b{color:red}");
    expect(rules).toEqual([
      { context: ["@media (width>=48rem)", ".a"], declarations: "background:url(/a.png)" },
      { context: [".b"], declarations: "color:red" },
    ]);
  });
});

describe("firstLoad", () => {
  it("counts the module graph, CSS, Latin fonts and eager images of a page", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "first-load-"));
    mkdirSync(path.join(dir, "assets"));
    const write = (file: string, content: string) => writeFileSync(path.join(dir, file), content);
    write(
      "index.html",
      `<html><head><link rel="stylesheet" href="/assets/app.css"/></head><body class="hero">
<img src="/assets/eager.svg" alt="" width="10" height="10"/><img src="/assets/lazy.svg" loading="lazy" alt=""/>
<script type="module">import "/assets/manifest.js";
import * as route0 from "/assets/root.js";
import("/assets/entry.js");</script></body></html>`,
    );
    write("assets/manifest.js", "window.m={}");
    write("assets/root.js", 'import{a}from"./shared.js";export default 1;');
    write("assets/shared.js", 'export const a=1;const s="import x from \\"./nope.js\\"";');
    write("assets/entry.js", 'import"./shared.js";import("./lazy-route.js");');
    write("assets/lazy-route.js", "export {}");
    write(
      "assets/app.css",
      "@font-face{font-family:X;src:url(/assets/latin.woff2)format('woff2');unicode-range:U+??}" +
        "@font-face{font-family:X;src:url(/assets/cyrillic.woff2)format('woff2');unicode-range:U+0400-045F}" +
        ".hero{background-image:url(/assets/bg.svg)}.unused{background-image:url(/assets/unused.svg)}" +
        "@media (width>=64rem){.hero{background-image:url(/assets/wide.svg)}}",
    );
    for (const file of ["latin.woff2", "cyrillic.woff2"]) write(`assets/${file}`, "x".repeat(100));
    for (const file of ["bg.svg", "unused.svg", "wide.svg", "eager.svg", "lazy.svg"])
      write(`assets/${file}`, "<svg/>");

    const result = firstLoad(new BuildFiles(dir), "/", "/index.html");
    const urls = (kind: string) =>
      result.resources.filter((resource) => resource.kind === kind).map((resource) => resource.url);
    expect(urls("js").sort()).toEqual(
      ["/assets/entry.js", "/assets/manifest.js", "/assets/root.js", "/assets/shared.js"].sort(),
    );
    expect(urls("css")).toEqual(["/assets/app.css"]);
    expect(urls("font")).toEqual(["/assets/latin.woff2"]);
    expect(urls("image").sort()).toEqual(["/assets/bg.svg", "/assets/eager.svg"]);
    expect(result.missing).toEqual([]);
    expect(result.totals.font).toBe(100);
    expect(result.totals.total).toBe(
      result.resources.reduce((sum, resource) => sum + resource.bytes, 0),
    );
  });
});

describe("firstLoad with islands", () => {
  it("counts the chunks of the page's islands, and only those", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "first-load-islands-"));
    mkdirSync(path.join(dir, "assets"));
    const write = (file: string, content: string) => writeFileSync(path.join(dir, file), content);
    write(
      "index.html",
      `<html><body><div data-island="Header" data-props="{&quot;a&quot;:1}" class="contents"><header></header></div>
<script type="module" src="/assets/entry.js"></script></body></html>`,
    );
    write("assets/entry.js", 'import"./registry.js";');
    write(
      "assets/registry.js",
      'import"./react.js";const L={Header:()=>_(()=>import("./header.js"),__vite__mapDeps([0])).then(n=>n.Header),' +
        'QuoteDialog:()=>_(()=>import("./quote-dialog.js"),__vite__mapDeps([1])).then(n=>n.QuoteDialog)};',
    );
    write("assets/react.js", "export{}");
    write("assets/header.js", 'import"./icons.js";export const Header=1;');
    write("assets/icons.js", "export{}");
    write("assets/quote-dialog.js", "export{}");

    const result = firstLoad(new BuildFiles(dir), "/", "/index.html");
    expect(
      result.resources
        .filter((r) => r.kind === "js")
        .map((r) => r.url)
        .sort(),
    ).toEqual(
      [
        "/assets/entry.js",
        "/assets/header.js",
        "/assets/icons.js",
        "/assets/react.js",
        "/assets/registry.js",
      ].sort(),
    );
    expect(result.missing).toEqual([]);
  });

  it("reports an island whose loader the scripts lack", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "first-load-islands-"));
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(
      path.join(dir, "index.html"),
      '<div data-island="Tabs"></div><script type="module" src="/assets/entry.js"></script>',
    );
    writeFileSync(path.join(dir, "assets/entry.js"), "export{}");
    expect(firstLoad(new BuildFiles(dir), "/", "/index.html").missing).toEqual([
      'the chunk of island "Tabs"',
    ]);
  });
});
