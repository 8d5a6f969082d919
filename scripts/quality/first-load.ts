/**
 * What a first visit to one prerendered page downloads, worked out from the build output alone
 * (no browser, so the figures are the same on every run). The HTML is read with node-html-parser,
 * JavaScript with Rollup's parser (Vite's `parseAst`), the chunk graph from Vite's manifest:
 * - the page's HTML;
 * - JavaScript: every module the page's scripts import (the loader's `data-entry` included) with the chunks the manifest lists as their static imports; and for every island
 *   the page renders (`data-island="Name"`), the chunk the built island registry's `Name` loader
 *   imports, with its static imports; on a page with islands, the chunks the entry imports
 *   dynamically (the hydration runtime: React, react-dom, the registry). Other dynamic imports
 *   are lazy and do not count;
 * - CSS: every `<link rel="stylesheet">` (browsers fetch print stylesheets too) and the loader's
 *   `data-stylesheet`;
 * - fonts: every `<link rel="preload" as="font">` and the loader's `data-font` (fetched after the
 *   first paint, for the next pages);
 * - images: every `<img>` that is not `loading="lazy"` and every `<link rel="preload" as="image">`
 *   (of a srcset, what a 375 px wide, 2x phone picks for a full-width slot: an upper bound);
 * - other: the favicon.
 * Text files count with their gzip size (what the bundled server sends); already compressed
 * files (woff2, png, jpg, webp, avif) count with their file size.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { parse } from "node-html-parser";
import { parseAst, type Manifest } from "vite";

export type Kind = "html" | "js" | "css" | "font" | "image" | "other";

export interface Resource {
  kind: Kind;
  /** URL path, e.g. /assets/app-1234.css */
  url: string;
  bytes: number;
}

export interface FirstLoad {
  route: string;
  resources: Resource[];
  /** References that point at no file of the build (a broken page; also reported). */
  missing: string[];
  totals: Record<Kind | "total", number>;
}

/** A 375 px wide phone at 2x: the device pixels of a full-width image slot. */
const phoneDevicePixels = 750;

const compressible = /\.(?:html?|js|mjs|css|svg|json|xml|txt|webmanifest|map)$/i;

/** Where scripts/build/postbuild.ts keeps Vite's manifest of a build: next to the served directory. */
export const viteManifestFile = (clientDir: string) =>
  path.join(clientDir, "..", "vite-manifest.json");

/** Remembers a function's result per argument: every page loads the same chunks. */
function cached<T>(compute: (key: string) => T) {
  const results = new Map<string, T>();
  return (key: string) => {
    if (!results.has(key)) results.set(key, compute(key));
    return results.get(key) as T;
  };
}

export class BuildFiles {
  /** The URLs of the chunks each chunk imports statically, from Vite's manifest. */
  readonly imports = new Map<string, string[]>();
  /**
   * The chunks each entry chunk imports dynamically: the hydration runtime (React, react-dom and
   * the island registry), which the entry loads with the first island a page needs.
   */
  readonly entryDynamicImports = new Map<string, string[]>();

  constructor(readonly clientDir: string) {
    const file = viteManifestFile(clientDir);
    // Without it every page would seem to load its entry chunk alone: fail instead.
    if (!existsSync(file)) throw new Error(`No Vite manifest at ${file}: run \`npm run build\`.`);
    const manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
    const url = (key: string) => `/${manifest[key]?.file}`;
    for (const key in manifest) this.imports.set(url(key), manifest[key]?.imports?.map(url) ?? []);
    for (const key in manifest)
      if (manifest[key]?.isEntry)
        this.entryDynamicImports.set(url(key), manifest[key]?.dynamicImports?.map(url) ?? []);
  }

  file = (url: string) => path.join(this.clientDir, decodeURIComponent(url.split(/[?#]/)[0] ?? ""));
  exists = (url: string) => existsSync(this.file(url));
  text = (url: string) => readFileSync(this.file(url), "utf8");

  /** Bytes on the wire: gzip size for text, file size for binary formats. */
  transferSize = cached((url) => {
    const content = readFileSync(this.file(url));
    return compressible.test(url) ? gzipSync(content, { level: 9 }).length : content.length;
  });

  /** Island loaders a built script defines: `{Name:()=>…import("./chunk.js")…}`, name → chunk URL. */
  islandLoaders = cached((url) => {
    const loaders = new Map<string, string>();
    walk(parseAst(this.text(url)), (node) => {
      const key = node.key as { name?: string; value?: unknown } | undefined;
      const name = key?.name ?? key?.value;
      const [specifier] = node.type === "Property" ? importsIn(node.value) : [];
      const target = specifier && resolveUrl(specifier, url);
      // The innermost property wins: it is visited after any object that encloses it.
      if (typeof name === "string" && target) loaders.set(name, target);
    });
    return loaders;
  });
}

type AstNode = { type: string } & Record<string, unknown>;

function walk(node: unknown, visit: (node: AstNode) => void) {
  if (Array.isArray(node)) for (const child of node) walk(child, visit);
  else if (node && typeof node === "object") {
    if ("type" in node) visit(node as AstNode);
    for (const child of Object.values(node)) walk(child, visit);
  }
}

/** Specifiers of the static and dynamic imports (with a literal specifier) in an AST. */
export function importsIn(ast: unknown): string[] {
  const found: string[] = [];
  walk(ast, (node) => {
    const source = node.source as { type?: string; value?: unknown } | null | undefined;
    if (/^(?:Import(?:Expression|Declaration)|Export(?:All|Named)Declaration)$/.test(node.type))
      if (source?.type === "Literal" && typeof source.value === "string") found.push(source.value);
  });
  return found;
}

/** Resolves a reference found in a file served at `from` to a site-absolute path, or undefined for other origins. */
export function resolveUrl(ref: string, from: string): string | undefined {
  const base = new URL(from, "http://site.invalid/");
  const resolved = new URL(ref, base);
  return resolved.origin === base.origin ? resolved.pathname : undefined;
}

/** The attributes of every element named `tag` (a CSS selector) in an HTML string. */
export const tagsOf = (html: string, tag: string) =>
  parse(html)
    .querySelectorAll(tag)
    .map((element) => element.attributes);

/** The srcset candidate a 375 px wide, 2x phone picks for a full-width slot (closest not smaller). */
export function pickSrcsetCandidate(srcset: string): string | undefined {
  const candidates = srcset
    .split(/,\s+|,(?=\S)/)
    .map((part) => part.trim().split(/\s+/))
    .filter(([url]) => url)
    // Width descriptors compare with device pixels; density descriptors with the 2x screen.
    .map(([url = "", d = "1x"]) => ({ url, pixels: parseFloat(d) * (d.endsWith("w") ? 1 : 375) }))
    .sort((a, b) => a.pixels - b.pixels);
  return (candidates.find((c) => c.pixels >= phoneDevicePixels) ?? candidates.at(-1))?.url;
}

/** Works out every file a first visit of `route` (served from `htmlUrl`) downloads. */
export function firstLoad(files: BuildFiles, route: string, htmlUrl: string): FirstLoad {
  const resources = new Map<string, Resource>();
  const missing: string[] = [];
  /** Counts a file once; its URL when newly counted. */
  const add = (kind: Kind, ref: string | null | undefined) => {
    const url = ref ? resolveUrl(ref, htmlUrl) : undefined;
    if (!url || resources.has(url)) return undefined;
    if (!files.exists(url)) return void missing.push(url);
    resources.set(url, { kind, url, bytes: files.transferSize(url) });
    return url;
  };
  const addScript = (ref: string) => {
    const url = add("js", ref);
    for (const chunk of (url && files.imports.get(url)) || []) addScript(chunk);
  };
  const addImage = (srcset: string | undefined, src: string | undefined) =>
    add("image", srcset ? pickSrcsetCandidate(srcset) : src);

  add("html", htmlUrl);
  const document = parse(files.text(htmlUrl));
  for (const script of document.querySelectorAll("script")) {
    const src = script.getAttribute("src");
    if (src) addScript(src);
    else if (script.getAttribute("type") === "module")
      for (const specifier of importsIn(parseAst(script.rawText))) addScript(specifier);
    // The page's loader (app/lib/after-first-paint.ts) names what it requests after the paint.
    const entry = script.getAttribute("data-entry");
    if (entry) addScript(entry);
    const stylesheet = script.getAttribute("data-stylesheet");
    if (stylesheet) add("css", stylesheet);
    const font = script.getAttribute("data-font");
    if (font) add("font", font);
  }
  const islands = document.querySelectorAll("[data-island]").map((e) => e.attributes);
  // Every island needs the hydration runtime, which the entry imports with the first island.
  if (islands.length > 0)
    for (const { url } of [...resources.values()])
      for (const chunk of files.entryDynamicImports.get(url) ?? []) addScript(chunk);
  const scripts = [...resources.values()].filter((resource) => resource.kind === "js");
  for (const name of new Set(islands.map((attributes) => attributes["data-island"] ?? ""))) {
    const chunk = scripts.map((script) => files.islandLoaders(script.url).get(name)).find(Boolean);
    if (chunk) addScript(chunk);
    else missing.push(`the chunk of island "${name}"`);
  }

  for (const link of document.querySelectorAll("link")) {
    const { as, href, imagesrcset } = link.attributes;
    const rel = (link.attributes.rel ?? "").toLowerCase().split(/\s+/);
    if (rel.includes("stylesheet")) add("css", href);
    if (rel.includes("icon")) add("other", href);
    if (rel.includes("preload") && as === "font") add("font", href);
    if (rel.includes("preload") && as === "image") addImage(imagesrcset, href);
  }
  // An artwork drawn from a file of its own (scripts/build/external-artwork.ts).
  for (const use of document.querySelectorAll("use")) {
    const href = use.getAttribute("href");
    if (href && !href.startsWith("#")) add("other", href.split("#")[0]);
  }
  // <source> inside <picture> is left out: its <img> fallback is the same picture, and smaller.
  for (const { attributes: img } of document.querySelectorAll("img"))
    if (img.loading?.toLowerCase() !== "lazy") addImage(img.srcset, img.src);

  const totals = { html: 0, js: 0, css: 0, font: 0, image: 0, other: 0, total: 0 };
  for (const resource of resources.values()) {
    totals[resource.kind] += resource.bytes;
    totals.total += resource.bytes;
  }
  return { route, resources: [...resources.values()], missing, totals };
}

/** Where the build keeps the prerendered HTML of a route. */
export const htmlUrlOf = (route: string) => (route === "/" ? "/index.html" : `${route}/index.html`);
