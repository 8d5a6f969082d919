import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { closeWithStoredTail, compressAtBest, compressOpenEnded } from "./brotli-tail";
import { createTimeTokens, tokenInputs, tokenSlot } from "./spam/time-token";

export interface SitePage {
  /** The URL path the page was prerendered for, e.g. "/about-us" or "/Services". */
  path: string;
  html: Buffer;
  etag: string;
  /** CSP source expressions ('sha256-...') for the inline scripts of this page. */
  scriptHashes: string[];
  /** The same for the page's inline <style> elements (the critical CSS postbuild inlines). */
  styleHashes: string[];
  /** The page compressed once with brotli's best setting (`precompress`), for pages sent as built. */
  brotli?: Buffer;
  /**
   * The page's off-page islands as the build rendered them, markup included (the quote dialog):
   * the page itself carries each one empty, for the browser to render, to keep it small.
   */
  offPageIslands?: string;
}

/**
 * A page with forms, compressed once up to its token inputs: each answer appends its own tokens
 * and the end of the page, so no answer compresses the whole page (decision 0127).
 */
export interface StampedPage {
  before: Buffer;
  after: string;
  formIds: string[];
  brotli: Buffer;
}

/** The page split where its forms' token inputs go and compressed up to there; none without forms. */
export async function stampedPage(html: string, offPage = ""): Promise<StampedPage | undefined> {
  const slot = tokenSlot(html, offPage);
  if (!slot) return undefined;
  const before = Buffer.from(slot.before);
  return { ...slot, before, brotli: await compressOpenEnded(before) };
}

/** What one answer appends to a stamped page: its token inputs, then the end of the page. */
export const stampedTail = (page: StampedPage, token: string) =>
  Buffer.from(tokenInputs(page.formIds, token) + page.after);

/** One answer of a stamped page, brotli-compressed. */
export const stampedBrotli = (page: StampedPage, token: string) =>
  closeWithStoredTail(page.brotli, stampedTail(page, token));

/** A page compressed as the server sends it: whole, or up to its forms' token inputs. */
export type CompressedPage = { whole: Buffer } | { stamped: StampedPage };

/** A page's HTML compressed by the same functions the server sends it with. */
export async function compressedAsSent(html: string, offPage = ""): Promise<CompressedPage> {
  const stamped = await stampedPage(html, offPage);
  return stamped ? { stamped } : { whole: await compressAtBest(Buffer.from(html)) };
}

/**
 * How many bytes a compressed page is sent in: the page whole, or a stamped page with one
 * answer's token (every token has the same length).
 */
export const sentBytes = (compressed: CompressedPage) =>
  "stamped" in compressed
    ? stampedBrotli(compressed.stamped, createTimeTokens().issue()).length
    : compressed.whole.length;

/**
 * How many compressed bytes the server sends a page's HTML in. The build sizes a page's first
 * round trip by it, so the size it checks is the size sent.
 */
export const brotliBytesAsSent = async (html: string, offPage = ""): Promise<number> =>
  sentBytes(await compressedAsSent(html, offPage));

/** Beside a page's index.html, the markup the build took out of it (scripts/build/postbuild.ts). */
export const offPageIslandsFile = "off-page-islands.html";

export interface SitePages {
  /** Finds a page by URL path, ignoring letter case and a trailing slash. */
  find(urlPath: string): SitePage | undefined;
  notFound: SitePage;
  all: SitePage[];
}

const inlineScript =
  /<script(?![^>]+\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

const inlineStyle = /<style[^>]*>([\s\S]*?)<\/style>/g;

const sha256Sources = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map(
    ([, body]) =>
      `'sha256-${createHash("sha256")
        .update(body ?? "")
        .digest("base64")}'`,
  );

/** Hashes of the executable inline scripts, so the CSP can allow exactly these and nothing else. */
export function inlineScriptHashes(html: string): string[] {
  return sha256Sources(html, inlineScript);
}

/** Hashes of the inline <style> elements, so style-src needs no 'unsafe-inline'. */
export function inlineStyleHashes(html: string): string[] {
  return sha256Sources(html, inlineStyle);
}

/** A page of the site from its HTML (and its off-page islands' markup), as the server keeps it. */
export function toPage(urlPath: string, html: Buffer, offPageIslands?: string): SitePage {
  return {
    path: urlPath,
    ...(offPageIslands === undefined ? {} : { offPageIslands }),
    html,
    etag: `"${createHash("sha1").update(html).digest("base64url")}"`,
    scriptHashes: inlineScriptHashes(html.toString("utf8")),
    styleHashes: inlineStyleHashes(html.toString("utf8")),
  };
}

/** A page's key: the path without trailing slashes, in lower case (string code, linear in length). */
export function normalizePagePath(urlPath: string): string {
  let end = urlPath.length;
  while (end > 0 && urlPath.charCodeAt(end - 1) === 47 /* "/" */) end--;
  return (urlPath.slice(0, end) || "/").toLowerCase();
}

/** Reads every prerendered page of the build into memory (they are small) once, at start-up. */
export async function loadSitePages(siteDir: string): Promise<SitePages> {
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  const byPath = new Map<string, SitePage>();
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const file = path.join(entry.parentPath, entry.name);
    const relativeDir = path.relative(siteDir, entry.parentPath).split(path.sep).join("/");
    const urlPath = relativeDir ? `/${relativeDir}` : "/";
    const offPage = path.join(entry.parentPath, offPageIslandsFile);
    const offPageIslands = existsSync(offPage) ? await readFile(offPage, "utf8") : undefined;
    byPath.set(normalizePagePath(urlPath), toPage(urlPath, await readFile(file), offPageIslands));
  }
  if (byPath.size === 0)
    throw new Error(`No prerendered pages in ${siteDir}: run \`npm run build\` first.`);
  const notFound = toPage("/404", await readFile(path.join(siteDir, "404.html")));
  return {
    find: (urlPath) => byPath.get(normalizePagePath(urlPath)),
    notFound,
    all: [...byPath.values()],
  };
}

/**
 * The build's pages with some replaced by a publish, some added (a new article's) and some
 * gone (an article taken off the site); `replace` swaps them all at once.
 */
export interface ReplaceablePages extends SitePages {
  /**
   * From now on these are served in place of the pages at their paths (the not-found page too),
   * and the pages at `removed` are not found.
   */
  replace(pages: SitePage[], removed?: readonly string[]): void;
}

export function replaceablePages(built: SitePages): ReplaceablePages {
  // A page's path to the page a publish made, or to null where a publish took the page away.
  let replaced = new Map<string, SitePage | null>();
  let notFound = built.notFound;
  const find = (urlPath: string) => {
    const page = replaced.get(normalizePagePath(urlPath));
    return page === null ? undefined : (page ?? built.find(urlPath));
  };
  return {
    find,
    get notFound() {
      return notFound;
    },
    get all() {
      const added = [...replaced.entries()].flatMap(([key, page]) =>
        page && !built.find(key) ? [page] : [],
      );
      return [...built.all.flatMap((page) => find(page.path) ?? []), ...added];
    },
    replace(pages, removed = []) {
      const next = new Map(replaced);
      let nextNotFound = notFound;
      for (const gone of removed) next.set(normalizePagePath(gone), null);
      for (const page of pages)
        if (page.path === built.notFound.path) nextNotFound = page;
        else next.set(normalizePagePath(page.path), page);
      // One assignment each, in one turn of the event loop: no answer sees half a publish.
      replaced = next;
      notFound = nextNotFound;
    },
  };
}

/**
 * Compresses a page once, at quality 11 (decision 0127): 15-20 % fewer bytes than the
 * quality per-answer compression can afford, which on a phone's first round trip decides whether
 * the HTML arrives in one. On libuv's thread pool, so the event loop is not held up.
 */
export async function precompress(page: SitePage): Promise<void> {
  page.brotli = await compressAtBest(page.html);
}

/** True when an Accept-Encoding header accepts brotli (`br`, with no `q=0`). */
export function acceptsBrotli(header: string | undefined): boolean {
  return (header ?? "").split(",").some((part) => {
    const [coding, ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (coding !== "br") return false;
    const quality = parameters.find((parameter) => parameter.startsWith("q="));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}
