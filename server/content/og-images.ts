import { createHash } from "node:crypto";
import {
  drawsOgImage,
  ogImageInputs,
  ogImageKey,
  ogImagePath,
  type OgIdentity,
  type OgImageInputs,
} from "@scripts/build/og-images";
import { normalizePagePath, type SitePage } from "../site-pages";

/** A page's Open Graph picture drawn by a publish, as the server sends it. */
export interface OgImage {
  png: Buffer;
  etag: string;
}

/** Draws one picture as the build draws it (the publishing worker's drawing). */
export type DrawOgImage = (inputs: OgImageInputs) => Promise<Buffer>;

export interface PublishedOgImages {
  /**
   * Finds the pictures of `pages` whose drawing inputs (title, label, company name) differ from
   * the ones served, and throws for a page without a title. What it returns serves them, in the
   * same turn of the event loop as the pages: from then on a request for one of them gets the
   * new picture, drawn after the swap, one at a time, or at once when a request asks for it
   * first; the picture it replaces is never served beside the new page.
   */
  redraw(pages: ReadonlyArray<{ path: string; html: string }>, identity: OgIdentity): () => void;
  /**
   * The picture a publish made at `href` (/og/<slug>.png), once drawn; undefined: the build's
   * file. A drawing that failed is tried again by the next request for it.
   */
  find(href: string): Promise<OgImage> | undefined;
  /** Resolves once no picture waits to be drawn (the drawings that fail too). */
  drawn(): Promise<void>;
}

/** A picture the served pages show, by its inputs; drawn once, when first wanted. */
interface Entry {
  key: string;
  inputs: OgImageInputs;
  image?: Promise<OgImage>;
}

/**
 * The Open Graph pictures of the published site over the build's: a page whose inputs are the
 * build's again is served the build's file; one whose inputs changed is drawn once, in memory
 * (about 30-90 KB each, a few dozen pages). Drawing every page's picture is most of a
 * whole-site publish's work (a quarter of a second each), and no page waits for its picture:
 * only a request for the picture does, so a publish goes live once its pages are ready.
 */
export function publishedOgImages(
  builtPages: readonly SitePage[],
  builtIdentity: OgIdentity,
  draw: DrawOgImage,
): PublishedOgImages {
  const builtHtml = new Map(builtPages.map((page) => [normalizePagePath(page.path), page.html]));
  const builtKeys = new Map<string, string | undefined>();
  /** The build's key of a route, read from its page on first use. */
  const builtKey = (route: string) => {
    if (!builtKeys.has(route)) {
      const html = builtHtml.get(normalizePagePath(route));
      builtKeys.set(
        route,
        html && ogImageKey(ogImageInputs(route, html.toString("utf8"), builtIdentity)),
      );
    }
    return builtKeys.get(route);
  };
  let served = new Map<string, Entry>();
  /** The pictures still to draw, in the order their pages were published. */
  const waiting: string[] = [];
  let drawing: Promise<void> | undefined;

  function imageOf(entry: Entry): Promise<OgImage> {
    entry.image ??= draw(entry.inputs).then(
      (png) => ({ png, etag: `"${createHash("sha1").update(png).digest("base64url")}"` }),
      (error: unknown) => {
        entry.image = undefined;
        throw error;
      },
    );
    return entry.image;
  }

  /** One picture at a time: each is a burst of work beside the site's own. */
  async function drawWaiting() {
    for (let href = waiting.shift(); href !== undefined; href = waiting.shift()) {
      const entry = served.get(href);
      if (entry) await imageOf(entry).catch(() => undefined);
    }
  }

  function startDrawing() {
    drawing ??= drawWaiting().finally(() => {
      drawing = undefined;
      // A publish swapped in as the last drawing ended.
      if (waiting.length > 0) startDrawing();
    });
  }

  return {
    redraw(pages, identity) {
      const next = new Map(served);
      const wanted: string[] = [];
      for (const page of pages) {
        if (!drawsOgImage(page.path)) continue;
        const inputs = ogImageInputs(page.path, page.html, identity);
        const key = ogImageKey(inputs);
        const href = ogImagePath(page.path);
        if (key === builtKey(page.path)) next.delete(href);
        else if (next.get(href)?.key !== key) {
          next.set(href, { key, inputs });
          wanted.push(href);
        }
      }
      return () => {
        served = next;
        if (wanted.length === 0) return;
        waiting.push(...wanted);
        startDrawing();
      };
    },
    find(href) {
      const entry = served.get(href);
      return entry && imageOf(entry);
    },
    async drawn() {
      while (drawing) await drawing;
    },
  };
}
