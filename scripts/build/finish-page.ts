/**
 * The steps that finish one prerendered page, shared by the build (scripts/build/postbuild.ts,
 * for every page) and the publisher (server/content/, for the pages a publish renders again),
 * so that a page published at run time is the page the build makes from the same content:
 * - gives the page's loader the island entry's hashed file name and its text (app/root.tsx
 *   renders it empty), its CSP hash checked;
 * - drops <link rel="modulepreload"> tags, which compete with the first paint on slow phones,
 *   and React's separators between two texts where no island hydrates;
 * - takes the markup of off-page islands (the quote dialog) out of the page, for the server
 *   (decision 0041);
 * - loads the SVG pictures the page shows at once from one file, each as a view of it;
 * - inlines its critical CSS, picked without what its hidden elements hold, and links the rest
 *   of the stylesheet for after the first paint (beasties, decision 0075);
 * - draws its hero artwork, then its icons below the first screen, from files of their own when
 *   that is what makes the page fit its first round trip (decision 0149);
 * - drops lucide-react's xmlns and classes from the icons, which nothing reads.
 * A finished page names the files it needs written (a rest stylesheet, a drawing, a picture
 * file): the caller writes them, into the build or into a publish's generation.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterFirstPaintId } from "~/lib/after-first-paint";
import {
  compressedAsSent,
  inlineScriptHashes,
  sentBytes,
  type CompressedPage,
} from "@server/site-pages";
import { withPropertyRegistrations, withoutInitialValues } from "./property-registrations";
import { withoutIconMarkers } from "./icon-markers";
import { takeOffPageIslands } from "./off-page-islands";
import { setHiddenContentAside } from "./hidden-content";
import { withoutTextSeparators } from "./text-separators";
import { drawingsOutUntilItFits } from "./drawings-out-until-it-fits";
import { picturesInOneFile } from "./pictures-in-one-file";
import { CriticalCss } from "./critical-css";
import { withoutPointerStates } from "./pointer-states";
import { restStylesheet } from "./rest-stylesheet";
import { withoutUnusedVariables } from "./unused-variables";
import { withoutWholePageRestyles } from "./whole-page-restyles";
import { firstRoundTripBytes, pageHeaderBytes } from "../quality/first-round-trip";

/** Where the build keeps `FinishingInputs` for the publisher, in its renderer folder. */
export const finishingInputsFile = "finishing.json";
/** Where the build keeps the content its pages show (JSON), in its renderer folder. */
export const builtContentFile = "built-content.json";

/** What every page of one build is finished with: the same for the build and for a publish. */
export interface FinishingInputs {
  /** The island entry's hashed file, from Vite's manifest. */
  entryFile: string;
  /** The page loader's text and its CSP source (scripts/build/page-loader.ts). */
  loader: { text: string; cspSource: string };
}

export interface PageFinisherOptions extends FinishingInputs {
  /** The build's served files: the pictures and drawings a page shows are read from here. */
  clientDir: string;
  /** The stylesheets as Vite wrote them, before the build took their @font-face rules out. */
  stylesheetDir: string;
  /** False builds without inline critical CSS (CRITICAL_CSS=0, for comparisons). */
  criticalCss?: boolean;
}

/** A file a finished page needs, by its URL path. */
export interface PageFile {
  href: string;
  contents: string;
}

export interface FinishedPage {
  html: string;
  /** The off-page islands' markup, for the server to send with the page; undefined if none. */
  offPageIslands?: string;
  files: PageFile[];
  drawsFromFiles: boolean;
  picturesFromFile: boolean;
  /** The page as the server sends it, compressed when its size was measured. */
  compressed: CompressedPage;
}

const stripModulePreloads = (html: string) =>
  html.replace(/<link rel="modulepreload" href="[^"]*"\/>/g, "");

/**
 * The stylesheet's @font-face rules move into each page's inline CSS: beasties leaves them out
 * (it cannot see a family named through var(--font-sans)), and a second copy arriving with the
 * full stylesheet would swap the font in late and move text (CLS).
 */
export const fontFaceRule = /@font-face\{[^}]*\}/g;
const beastiesSwitch =
  /<script>document\.querySelectorAll\('link\[data-beasties-media\]'\)[^<]*<\/script>/;
const loaderTag = `<script type="module" id="${afterFirstPaintId}"`;

function criticalCssOf(stylesheetDir: string) {
  return new CriticalCss({
    path: stylesheetDir,
    publicPath: "/",
    preload: "media-script",
    inlineFonts: false,
    preloadFonts: false,
    pruneSource: false,
    reduceInlineStyles: false,
    compress: true,
    keyframes: "critical",
    // The web font's switch (app/styles/app.css): no page is built with `.wf`, but a page that
    // the head script marks must paint in the font at once, not when the rest stylesheet
    // arrives. The rules for a half-parsed header and section (app/styles/app.css) match only
    // before <main> or the footer is parsed, so beasties, reading the finished page, would
    // leave them out of the first paint's CSS.
    allowRules: [/(^|[\s,])html\.wf\b/, /^body:not\(:has\((#main|>\s*footer)\)\)/],
    logLevel: "warn",
  });
}

/** Finishes pages of one build; `finish` may be called for one page or for all of them. */
export function createPageFinisher(options: PageFinisherOptions) {
  const { clientDir, stylesheetDir, entryFile, loader, criticalCss = true } = options;
  const beasties = criticalCssOf(stylesheetDir);
  const sheets = new Map<string, string>();
  const sheet = async (href: string) => {
    const file = path.join(stylesheetDir, href);
    const css = sheets.get(file) ?? (await readFile(file, "utf8"));
    sheets.set(file, css);
    return css;
  };
  const emptyLoader = new RegExp(`(${loaderTag}[^>]*>)</script>`);

  /** The loader learns the entry's file and gets its text; the server's CSP must carry its hash. */
  function finishLoader(html: string) {
    if (!emptyLoader.test(html))
      throw new Error("postbuild: a page lacks its after-first-paint loader.");
    const finished = html
      .replace(emptyLoader, (_, tag: string) => `${tag}${loader.text}</script>`)
      .replace(loaderTag, `${loaderTag} data-entry="/${entryFile}"`);
    if (!inlineScriptHashes(finished).includes(loader.cspSource))
      throw new Error("postbuild: the server's CSP would not carry the loader's hash.");
    return finished;
  }

  async function fontFaces(html: string) {
    const href = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    if (!href) return "";
    return ((await sheet(href)).match(fontFaceRule) ?? []).join("");
  }

  /**
   * The stylesheet for after the first paint becomes the page's own rest: the full sheet less
   * the rules already inlined (decision 0075). Pages with the same rest share one file, named by
   * its hash. The page's inline loader requests it once the page has painted (decision 0124),
   * so beasties' print link and its switch script leave the HTML; the <noscript> copy keeps
   * the full sheet.
   */
  async function linkRestStylesheet(html: string, files: PageFile[]) {
    const link = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)" media="print"[^>]*>/.exec(
      html,
    );
    const critical = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
    const fullHref = link?.[1];
    if (!link || !fullHref || critical === undefined) return html;
    if (!beastiesSwitch.test(html)) throw new Error("postbuild: a page lacks beasties' switch.");
    const full = (await sheet(fullHref)).replace(fontFaceRule, "");
    // The variables the page never reads leave its <head>; the late sheet restyles nothing of
    // the whole page when it arrives (no @property, @keyframes, :root variables or ::backdrop);
    // Tailwind's initial values become @property registrations; rules only a pointer can match
    // (:hover, :active) paint nothing at first (decision 0075).
    const read = withoutUnusedVariables(withoutPointerStates(withoutInitialValues(critical)), html);
    const { late: rest, early } = withoutWholePageRestyles(restStylesheet(full, read), read);
    const painted = withPropertyRegistrations(read, { css: rest, registrations: full }) + early;
    const hash = createHash("sha256").update(rest).digest("base64url").slice(0, 8);
    // `/assets/root-<hash>.css` → `/assets/root-rest-<hash>.css` (string code: no pattern to lint).
    const dash = fullHref.indexOf("-", fullHref.lastIndexOf("/") + 1);
    if (dash === -1 || !fullHref.endsWith(".css")) throw new Error(`Unexpected sheet ${fullHref}`);
    const restHref = `${fullHref.slice(0, dash)}-rest-${hash}.css`;
    files.push({ href: restHref, contents: rest });
    return html
      .replace(`<style>${critical}</style>`, () => `<style>${painted}</style>`)
      .replace(link[0], "")
      .replace(beastiesSwitch, "")
      .replace(loaderTag, `${loaderTag} data-stylesheet="${restHref}"`);
  }

  async function inlineCriticalCss(html: string, files: PageFile[]) {
    const faces = await fontFaces(html);
    const aside = setHiddenContentAside(html);
    const inlined = (await beasties.process(aside.page)).replace("<style>", `<style>${faces}`);
    return aside.restore(await linkRestStylesheet(inlined, files));
  }

  /** One prerendered page, as React Router wrote it, finished as the server sends it. */
  async function finish(prerendered: string): Promise<FinishedPage> {
    const files: PageFile[] = [];
    // Off-page islands leave the page before its CSS is picked, so none of it is inlined for them.
    const { page, islands } = takeOffPageIslands(
      withoutTextSeparators(finishLoader(stripModulePreloads(prerendered))),
    );
    // The pictures it loads at once, in one request: a second one in flight waits a round trip.
    const pictured = picturesInOneFile(page, (href) =>
      readFileSync(path.join(clientDir, href), "utf8"),
    );
    if (pictured.file) files.push({ href: pictured.file.href, contents: pictured.file.svg });
    // Measured as the server sends it: compressed once, at brotli's best, with a form's token
    // inputs at the end (decision 0127). The icons keep lucide's marker until then: it is how
    // the build finds them.
    const offPage = islands ? withoutIconMarkers(islands) : "";
    // The page it keeps is one it measured: the server sends that compression, not a second.
    const measured = new Map<string, CompressedPage>();
    const fitted = await drawingsOutUntilItFits(
      criticalCss ? await inlineCriticalCss(pictured.page, files) : pictured.page,
      firstRoundTripBytes - pageHeaderBytes,
      async (html) => {
        const compressed = await compressedAsSent(withoutIconMarkers(html), offPage);
        measured.set(html, compressed);
        return sentBytes(compressed);
      },
    );
    const compressed = measured.get(fitted.page);
    if (!compressed) throw new Error("postbuild: a finished page was never measured.");
    for (const drawing of fitted.files) files.push({ href: drawing.href, contents: drawing.svg });
    return {
      html: withoutIconMarkers(fitted.page),
      ...(islands ? { offPageIslands: offPage } : {}),
      files,
      drawsFromFiles: fitted.files.length > 0,
      picturesFromFile: Boolean(pictured.file),
      compressed,
    };
  }

  /** The stylesheets the pages finished so far link, as files under `stylesheetDir`. */
  const sheetsRead = () => [...sheets.keys()];

  return { finish, sheetsRead };
}

/**
 * The internal references of a page (href, src, srcset, action) that point at neither one of
 * `pages` (lower case) nor a file `exists` finds: the build fails on one, a publish refuses it.
 */
export function brokenReferences(
  html: string,
  pages: ReadonlySet<string>,
  exists: (target: string) => boolean,
): string[] {
  const broken: string[] = [];
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
      if (pages.has(target.toLowerCase()) || exists(target)) continue;
      broken.push(`${attribute}="${ref}"`);
    }
  }
  return broken;
}
