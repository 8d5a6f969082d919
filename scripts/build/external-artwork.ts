import { createHash } from "node:crypto";
import { parse } from "node-html-parser";

/** An artwork taken out of a page: the file it goes to and what the file holds. */
export interface ArtworkFile {
  /** The file's path from the site's root: `/assets/art-<content hash>.svg`. */
  href: string;
  /** A standalone SVG document whose one `<symbol id="a">` is the picture. */
  svg: string;
}

export interface PageWithExternalArtwork {
  /** The page, each artwork drawn from its file (`<use>`), not from markup of its own. */
  page: string;
  files: ArtworkFile[];
}

/** The id of the picture in an artwork file: `<use href="…#a">` draws it. */
const symbolId = "a";

/**
 * The attribute that marks an artwork, as React writes it. Only the build reads it: no page
 * keeps it. In text or in an attribute's value its quotes would be written `&quot;`, so this
 * exact text is only ever the attribute.
 */
const marker = ' data-artwork=""';

/** The page with no artwork marked any more (each is still drawn where it is). */
export const withoutArtworkMarkers = (html: string) => html.replaceAll(marker, "");

/**
 * Takes each decorative artwork (`<svg data-artwork>`, the heroes' backdrops,
 * app/components/ui/hero-backdrop.tsx) out of a prerendered page into a file of its own
 * (docs/decisions/0149). The page keeps the `<svg>` element with its classes and accessibility
 * attributes, drawing the picture with `<use>` from the file: an SVG `<use>` is no LCP
 * candidate, as an `<img>` or a CSS background would be, so the largest paint stays the text it
 * is, and the page sheds the picture's bytes and elements from its first round trip and its
 * first layout. The file is named after its content: the server caches `/assets/` for a year.
 */
export function takeArtworkOutOfPage(html: string): PageWithExternalArtwork {
  const found = parse(html).querySelectorAll("svg[data-artwork]");
  let page = html;
  const files: ArtworkFile[] = [];
  // From the last to the first, so that the offsets of the ones before stay where they are.
  for (const artwork of found.reverse()) {
    const [start, end] = artwork.range;
    const outer = html.slice(start, end);
    const openingEnd = outer.indexOf(">") + 1;
    const drawing = outer.slice(openingEnd, -"</svg>".length);
    const viewBox = artwork.getAttribute("viewBox");
    const aspect = artwork.getAttribute("preserveAspectRatio");
    if (!viewBox || !outer.endsWith("</svg>") || drawing.trim() === "")
      throw new Error(`postbuild: an artwork has no viewBox or no drawing: ${outer.slice(0, 120)}`);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><symbol id="${symbolId}" viewBox="${viewBox}"${aspect ? ` preserveAspectRatio="${aspect}"` : ""}>${drawing}</symbol></svg>`;
    const hash = createHash("sha256").update(svg).digest("base64url").slice(0, 10);
    const href = `/assets/art-${hash}.svg`;
    // The page's element keeps what the page reads (class, aria-hidden, focusable); the
    // picture's size and aspect now belong to the symbol.
    const opening = withoutArtworkMarkers(outer.slice(0, openingEnd)).replace(
      / (?:viewBox|width|height|preserveAspectRatio)="[^"]*"/g,
      "",
    );
    page = `${page.slice(0, start)}${opening}<use href="${href}#${symbolId}"></use></svg>${page.slice(end)}`;
    if (!files.some((file) => file.href === href)) files.unshift({ href, svg });
  }
  return { page, files };
}

/**
 * A page draws its artwork from files only when that is what brings its HTML within `budget`
 * bytes as sent (`sentBytes`): a picture in the page paints with the page's first frame, one
 * from a file a request later, and on a page that fits either way the request costs more than
 * the bytes (decision 0149). A page over the line even without its artwork keeps it too.
 */
export async function artworkOutIfItFits(
  html: string,
  budget: number,
  sentBytes: (html: string) => Promise<number>,
): Promise<PageWithExternalArtwork> {
  const asItIs = { page: withoutArtworkMarkers(html), files: [] };
  if ((await sentBytes(asItIs.page)) <= budget) return asItIs;
  const without = takeArtworkOutOfPage(html);
  if (without.files.length === 0 || (await sentBytes(without.page)) > budget) return asItIs;
  return without;
}
