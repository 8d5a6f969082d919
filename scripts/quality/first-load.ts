/**
 * What a first visit to one prerendered page downloads, worked out from the build output alone
 * (no browser, so the figures are the same on every run):
 * - the page's HTML;
 * - JavaScript: every module the page's inline module script imports (statically, or with a
 *   top-level `import()` such as React Router's entry), and every chunk those import statically,
 *   transitively; external `<script src>` too; and for every island on the page
 *   (`data-island="Name"`), the chunk its loader in the built island registry imports, with its
 *   static imports. Other dynamic `import()`s inside chunks are lazy and not counted;
 * - CSS: every `<link rel="stylesheet">` (and its `@import`s);
 * - fonts: every preloaded font, plus every `@font-face` file whose unicode-range covers Latin
 *   letters (the subset any English page downloads);
 * - images at 375 px: every `<img>` that is not `loading="lazy"` (the srcset candidate a 375 px
 *   wide, 2x screen picks), every `<link rel="preload" as="image">`, and CSS background images
 *   whose rule applies at 375 px to a class the page uses;
 * - other: the favicon.
 * Text files count with their gzip size (what the bundled server sends); already compressed
 * files (woff2, png, jpg, webp, avif) count with their file size.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

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

/** A 375 px wide phone at 2x: the width in device pixels an `<img srcset>` is picked for. */
export const phoneDevicePixels = 750;
const phoneWidth = 375;

const compressible = /\.(html?|js|mjs|css|svg|json|xml|txt|webmanifest|map)$/i;

export class BuildFiles {
  private readonly sizes = new Map<string, number>();
  private readonly texts = new Map<string, string>();
  constructor(readonly clientDir: string) {}

  file(url: string) {
    const clean = decodeURIComponent(url.split(/[?#]/)[0] ?? "");
    return path.join(this.clientDir, clean);
  }

  exists(url: string) {
    return existsSync(this.file(url));
  }

  text(url: string) {
    let text = this.texts.get(url);
    if (text === undefined) {
      text = readFileSync(this.file(url), "utf8");
      this.texts.set(url, text);
    }
    return text;
  }

  /** Bytes on the wire: gzip size for text, file size for binary formats. */
  transferSize(url: string) {
    let size = this.sizes.get(url);
    if (size === undefined) {
      const content = readFileSync(this.file(url));
      size = compressible.test(url.split(/[?#]/)[0] ?? "")
        ? gzipSync(content, { level: 9 }).length
        : content.length;
      this.sizes.set(url, size);
    }
    return size;
  }
}

/** Resolves a reference found in a file served at `from` to a site-absolute path, or undefined for other origins. */
export function resolveUrl(ref: string, from: string): string | undefined {
  if (/^(data|blob|mailto|tel|javascript):/i.test(ref)) return undefined;
  const base = new URL(from, "http://site.invalid/");
  const resolved = new URL(ref, base);
  if (resolved.origin !== base.origin) return undefined;
  return resolved.pathname;
}

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** The attributes of every start tag named `tag` in an HTML string. */
export function tagsOf(html: string, tag: string): Array<Record<string, string>> {
  const pattern = new RegExp(`<${tag}(\\s[^>]*)?>`, "gi");
  return [...html.matchAll(pattern)].map(([, attributes = ""]) => {
    const result: Record<string, string> = {};
    for (const [, name, , doubleQuoted, singleQuoted, bare] of attributes.matchAll(
      /([^\s=/>]+)(\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
    )) {
      if (!name) continue;
      result[name.toLowerCase()] = decodeEntities(doubleQuoted ?? singleQuoted ?? bare ?? "");
    }
    return result;
  });
}

/** Bodies of the inline `<script type="module">` blocks. */
export function inlineModuleScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes = ""]) => /type=["']?module/i.test(attributes) && !/\ssrc=/i.test(attributes),
    )
    .map(([, , body = ""]) => body);
}

/**
 * Static import/export-from specifiers of a JS module. ES module declarations are top-level and
 * bundlers (and React Router's inline script) put them first, so only the leading run of
 * declarations is read: an `import ... from "x"` inside a string or comment further down (React
 * Router's error messages have some) is not an import.
 */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  const declaration =
    /^(?:\s+|\/\*[\s\S]*?\*\/|\/\/[^\n]*\n|import\s*["'`]([^"'`]+)["'`]\s*;?|import\s*(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s*[\w$]+)?\s*from\s*["'`]([^"'`]+)["'`]\s*;?|export\s*(?:\*(?:\s*as\s*[\w$]+)?|\{[^}]*\})\s*from\s*["'`]([^"'`]+)["'`]\s*;?)/;
  let rest = code;
  for (;;) {
    const match = rest.match(declaration);
    if (!match || match[0].length === 0) break;
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier) found.add(specifier);
    rest = rest.slice(match[0].length);
  }
  return [...found];
}

/** `import("literal")` calls; in an inline module script these run at once, so they count. */
export function literalDynamicImports(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*["'`]([^"'`$]+)["'`]\s*\)/g)].flatMap(([, s]) =>
    s ? [s] : [],
  );
}

/** The srcset candidate a browser picks for a `width`-device-pixel slot (closest not smaller). */
export function pickSrcsetCandidate(srcset: string, slotDevicePixels: number): string | undefined {
  const candidates = srcset
    .split(/,\s+|,(?=\S)/)
    .map((part) => part.trim().split(/\s+/))
    .filter(([url]) => Boolean(url))
    .map(([url = "", descriptor = "1x"]) => {
      const value = parseFloat(descriptor);
      // Width descriptors compare with device pixels; density descriptors with the 2x screen.
      const effective = descriptor.endsWith("w") ? value : value * (slotDevicePixels / 2);
      return { url, effective };
    })
    .sort((a, b) => a.effective - b.effective);
  if (candidates.length === 0) return undefined;
  return (candidates.find((c) => c.effective >= slotDevicePixels) ?? candidates.at(-1))?.url;
}

/** Approximate device-pixel width of an image slot at 375 px, from `sizes` (first matching entry). */
export function slotWidth(sizes: string | undefined, intrinsicWidth: number | undefined): number {
  if (!sizes)
    return intrinsicWidth ? Math.min(intrinsicWidth * 2, phoneDevicePixels) : phoneDevicePixels;
  for (const entry of sizes.split(",").map((part) => part.trim())) {
    const match = entry.match(/^(\(.*\))\s+(.+)$/);
    const condition = match?.[1];
    const length = match ? (match[2] ?? "") : entry;
    if (condition && !mediaMatchesPhone(condition)) continue;
    const vw = length.match(/^([\d.]+)vw$/);
    if (vw) return Math.round((parseFloat(vw[1] ?? "100") / 100) * phoneDevicePixels);
    const px = length.match(/^([\d.]+)px$/);
    if (px) return Math.round(parseFloat(px[1] ?? "0") * 2);
    return phoneDevicePixels;
  }
  return phoneDevicePixels;
}

/** Whether a media condition holds on a 375 px wide screen (min/max-width in px or rem, range syntax). */
export function mediaMatchesPhone(condition: string): boolean {
  const toPx = (value: string, unit: string) =>
    parseFloat(value) * (unit === "rem" || unit === "em" ? 16 : 1);
  for (const [, value = "0", unit = "px"] of condition.matchAll(
    /min-width:\s*([\d.]+)(px|rem|em)/g,
  ))
    if (phoneWidth < toPx(value, unit)) return false;
  for (const [, value = "0", unit = "px"] of condition.matchAll(
    /width\s*>=?\s*([\d.]+)(px|rem|em)/g,
  ))
    if (phoneWidth < toPx(value, unit)) return false;
  for (const [, value = "0", unit = "px"] of condition.matchAll(
    /max-width:\s*([\d.]+)(px|rem|em)/g,
  ))
    if (phoneWidth > toPx(value, unit)) return false;
  for (const [, value = "0", unit = "px"] of condition.matchAll(
    /width\s*<=?\s*([\d.]+)(px|rem|em)/g,
  ))
    if (phoneWidth > toPx(value, unit)) return false;
  if (/\bprint\b/.test(condition) && !/\bscreen\b/.test(condition)) return false;
  return true;
}

const imageFile = /\.(png|jpe?g|webp|avif|gif|svg)(?:[?#].*)?$/i;
const fontFile = /\.(woff2?|ttf|otf|eot)(?:[?#].*)?$/i;

interface CssRule {
  /** Selector or at-rule preludes from the outermost block to this rule. */
  context: string[];
  declarations: string;
}

/** The declaration blocks of a stylesheet with their enclosing selectors and at-rules. */
export function cssRules(css: string): CssRule[] {
  const rules: CssRule[] = [];
  const stack: string[] = [];
  let buffer = "";
  let inString: string | null = null;
  for (let index = 0; index < css.length; index++) {
    const char = css[index] ?? "";
    if (inString) {
      buffer += char;
      if (char === "\\") buffer += css[++index] ?? "";
      else if (char === inString) inString = null;
      continue;
    }
    if (char === '"' || char === "'") {
      inString = char;
      buffer += char;
    } else if (char === "/" && css[index + 1] === "*") {
      const end = css.indexOf("*/", index + 2);
      index = end === -1 ? css.length : end + 1;
    } else if (char === "{") {
      // The prelude is what follows the last declaration of the enclosing block (nesting).
      const prelude = buffer.slice(buffer.lastIndexOf(";") + 1).trim();
      const declarations = buffer.slice(0, buffer.lastIndexOf(";") + 1);
      if (declarations.trim()) rules.push({ context: [...stack], declarations });
      stack.push(prelude);
      buffer = "";
    } else if (char === "}") {
      if (buffer.trim()) rules.push({ context: [...stack], declarations: buffer });
      stack.pop();
      buffer = "";
    } else buffer += char;
  }
  return rules;
}

const cssUrls = (text: string) =>
  [...text.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/g)].flatMap(([, a, b, c]) => {
    const url = a ?? b ?? c;
    return url ? [url] : [];
  });

/** Class names a selector requires (CSS escapes removed), e.g. `.md\:bg-hero:hover` → ["md:bg-hero"]. */
export function selectorClasses(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name = ""]) =>
    name.replace(/\\(.)/g, "$1"),
  );
}

/** Whether a rule's selector could match an element of the page and its media apply at 375 px. */
function ruleApplies(rule: CssRule, pageClasses: Set<string>): boolean {
  const selector = rule.context.filter((part) => !part.startsWith("@")).join(" ");
  for (const part of rule.context) {
    if (part.startsWith("@media") && !mediaMatchesPhone(part)) return false;
    if (part.startsWith("@supports") && /not\s/.test(part)) continue;
  }
  if (!selector) return true;
  // Any selector of the list whose classes all occur in the page.
  return selector
    .split(",")
    .some((alternative) => selectorClasses(alternative).every((name) => pageClasses.has(name)));
}

function coversLatin(unicodeRange: string | undefined) {
  if (!unicodeRange) return true;
  const letterA = 0x41;
  return unicodeRange.split(",").some((range) => {
    const value = range.trim().replace(/^U\+/i, "");
    if (value.includes("?")) {
      const low = parseInt(value.replace(/\?/g, "0"), 16);
      const high = parseInt(value.replace(/\?/g, "F"), 16);
      return low <= letterA && letterA <= high;
    }
    const [low = "0", high = low] = value.split("-");
    return parseInt(low, 16) <= letterA && letterA <= parseInt(high, 16);
  });
}

/**
 * The chunk the built island registry loads for an island: its entry reads
 * `Name:()=>preload(()=>import("./chunk.js")…`, the shape Vite gives `Name: () => import("…")`.
 * Undefined when no loaded script has it, which the budget reports as a missing file.
 */
export function islandChunk(name: string, scripts: Array<[url: string, code: string]>) {
  const loader = new RegExp(
    `[{,]${name}:\\(\\)=>[^;]*?\\bimport\\(\\s*["'\`]([^"'\`]+)["'\`]\\s*\\)`,
  );
  for (const [url, code] of scripts) {
    const specifier = code.match(loader)?.[1];
    if (specifier) return resolveUrl(specifier, url);
  }
  return undefined;
}

/** Works out every file a first visit of `route` (served from `htmlUrl`) downloads. */
export function firstLoad(files: BuildFiles, route: string, htmlUrl: string): FirstLoad {
  const resources = new Map<string, Resource>();
  const missing: string[] = [];
  const add = (kind: Kind, url: string | undefined) => {
    if (!url || resources.has(url)) return false;
    if (!files.exists(url)) {
      missing.push(url);
      return false;
    }
    resources.set(url, { kind, url, bytes: files.transferSize(url) });
    return true;
  };

  const html = files.text(htmlUrl);
  add("html", htmlUrl);

  // JavaScript: the inline module scripts' imports and the static chunk graph beneath them.
  const visitModule = (url: string | undefined) => {
    if (!url || !add("js", url)) return;
    for (const specifier of staticImports(files.text(url))) visitModule(resolveUrl(specifier, url));
  };
  for (const body of inlineModuleScripts(html)) {
    for (const specifier of [...staticImports(body), ...literalDynamicImports(body)])
      visitModule(resolveUrl(specifier, htmlUrl));
  }
  for (const script of tagsOf(html, "script"))
    if (script.src) visitModule(resolveUrl(script.src, htmlUrl));
  const islandNames = new Set(tagsOf(html, "div").flatMap((div) => div["data-island"] ?? []));
  const scripts = [...resources.values()].filter((resource) => resource.kind === "js");
  for (const name of islandNames) {
    const chunk = islandChunk(
      name,
      scripts.map((script) => [script.url, files.text(script.url)]),
    );
    if (chunk) visitModule(chunk);
    else missing.push(`the chunk of island "${name}"`);
  }

  // CSS, and the fonts and background images it brings.
  const links = tagsOf(html, "link");
  const pageClasses = new Set(
    tagsOf(html, "[a-z][a-z0-9-]*")
      .flatMap((attributes) => (attributes.class ?? "").split(/\s+/))
      .filter(Boolean),
  );
  const visitCss = (url: string | undefined) => {
    if (!url || !add("css", url)) return;
    const css = files.text(url);
    for (const [, a, b] of css.matchAll(
      /@import\s+(?:url\()?\s*["']?([^"')\s;]+)|@import\s+"([^"]+)"/g,
    ))
      visitCss(resolveUrl(a ?? b ?? "", url));
    for (const rule of cssRules(css)) {
      const atRule = rule.context.at(-1) ?? "";
      if (atRule.startsWith("@font-face")) {
        const range = rule.declarations.match(/unicode-range:\s*([^;]+)/)?.[1];
        const source = cssUrls(rule.declarations).find((ref) => fontFile.test(ref));
        if (source && coversLatin(range)) add("font", resolveUrl(source, url));
        continue;
      }
      for (const ref of cssUrls(rule.declarations).filter((ref) => imageFile.test(ref))) {
        if (ruleApplies(rule, pageClasses)) add("image", resolveUrl(ref, url));
      }
    }
  };
  for (const link of links) {
    const rel = (link.rel ?? "").toLowerCase().split(/\s+/);
    if (
      rel.includes("stylesheet") &&
      link.href &&
      !("disabled" in link) &&
      (!link.media || mediaMatchesPhone(link.media))
    )
      visitCss(resolveUrl(link.href, htmlUrl));
  }
  for (const link of links) {
    const rel = (link.rel ?? "").toLowerCase().split(/\s+/);
    if (rel.includes("preload") && link.as === "font")
      add("font", resolveUrl(link.href ?? "", htmlUrl));
    if (rel.includes("preload") && link.as === "image") {
      const ref = link.imagesrcset
        ? pickSrcsetCandidate(link.imagesrcset, slotWidth(link.imagesizes, undefined))
        : link.href;
      if (ref) add("image", resolveUrl(ref, htmlUrl));
    }
    if (rel.includes("icon") && link.href) add("other", resolveUrl(link.href, htmlUrl));
  }

  // Images in the markup that load at once. <source> inside <picture> is ignored: its <img> fallback is
  // the same picture, and AVIF/WebP sources are smaller than it.
  for (const img of tagsOf(html, "img")) {
    if ((img.loading ?? "").toLowerCase() === "lazy") continue;
    const srcset = img.srcset;
    const width = img.width ? Number(img.width) : undefined;
    const ref = srcset ? pickSrcsetCandidate(srcset, slotWidth(img.sizes, width)) : img.src;
    if (ref) add("image", resolveUrl(ref, htmlUrl));
  }

  const totals = { html: 0, js: 0, css: 0, font: 0, image: 0, other: 0, total: 0 };
  for (const resource of resources.values()) {
    totals[resource.kind] += resource.bytes;
    totals.total += resource.bytes;
  }
  return { route, resources: [...resources.values()], missing, totals };
}

/** Where the build keeps the prerendered HTML of a route. */
export const htmlUrlOf = (route: string) => (route === "/" ? "/index.html" : `${route}/index.html`);
