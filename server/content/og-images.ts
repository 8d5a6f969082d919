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

export interface PublishedOgImages {
  /**
   * The pictures of `pages` whose drawing inputs (title, label, company name) differ from the
   * ones served, drawn with `draw`; what it returns serves them, in the same turn of the event
   * loop as the pages, so no visitor sees a new page beside an old picture's replacement.
   */
  redraw(
    pages: ReadonlyArray<{ path: string; html: string }>,
    identity: OgIdentity,
    draw: (inputs: OgImageInputs[]) => Promise<Buffer[]>,
  ): Promise<() => void>;
  /** The picture a publish drew at `href` (/og/<slug>.png); undefined: the build's file. */
  find(href: string): OgImage | undefined;
}

/**
 * The Open Graph pictures of the published site over the build's: a page whose inputs are the
 * build's again is served the build's file; one whose inputs changed is drawn once, in memory
 * (about 30-90 KB each, a few dozen pages).
 */
export function publishedOgImages(
  builtPages: readonly SitePage[],
  builtIdentity: OgIdentity,
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
  let served = new Map<string, OgImage & { key: string }>();

  return {
    async redraw(pages, identity, draw) {
      const next = new Map(served);
      const wanted: Array<{ href: string; key: string; inputs: OgImageInputs }> = [];
      for (const page of pages) {
        if (!drawsOgImage(page.path)) continue;
        const inputs = ogImageInputs(page.path, page.html, identity);
        const key = ogImageKey(inputs);
        const href = ogImagePath(page.path);
        if (key === builtKey(page.path)) next.delete(href);
        else if (next.get(href)?.key !== key) wanted.push({ href, key, inputs });
      }
      const drawn = await draw(wanted.map((one) => one.inputs));
      wanted.forEach(({ href, key }, index) => {
        const png = drawn[index];
        if (!png) throw new Error(`No picture drawn for ${href}.`);
        const etag = `"${createHash("sha1").update(png).digest("base64url")}"`;
        next.set(href, { key, png, etag });
      });
      return () => {
        served = next;
      };
    },
    find: (href) => served.get(href),
  };
}
