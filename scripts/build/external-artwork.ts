import { createHash } from "node:crypto";
import { parse } from "node-html-parser";
import type { DrawingFile, PageWithDrawingFiles } from "./drawing-files";

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
 * Takes each decorative artwork (`<svg data-artwork>`: the heroes' backdrops,
 * app/components/ui/hero-backdrop.tsx, and the home page's illustration) out of a prerendered
 * page into a file of its own (docs/decisions/0149). The page keeps the `<svg>` element with all
 * its attributes, so it is laid out exactly as before, and draws the picture with `<use>` from
 * the file: an SVG `<use>` is no LCP candidate, as an `<img>` or a CSS background would be, so
 * the largest paint stays the text it is, and the page sheds the picture's bytes and elements
 * from its first round trip and its first layout. The file is named after its content: the
 * server caches `/assets/` for a year.
 */
export function takeArtworkOutOfPage(html: string): PageWithDrawingFiles {
  const found = parse(html).querySelectorAll("svg[data-artwork]");
  let page = html;
  const files: DrawingFile[] = [];
  // From the last to the first, so that the offsets of the ones before stay where they are.
  for (const artwork of found.reverse()) {
    const [start, end] = artwork.range;
    const outer = html.slice(start, end);
    const openingEnd = outer.indexOf(">") + 1;
    const drawing = outer.slice(openingEnd, -"</svg>".length);
    if (!outer.endsWith("</svg>") || drawing.trim() === "")
      throw new Error(`postbuild: an artwork has no drawing: ${outer.slice(0, 120)}`);
    // The symbol has no viewBox of its own: `<use>` draws it in the user units of the page's
    // element, whose viewBox, size and aspect stay where they were.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><symbol id="${symbolId}">${drawing}</symbol></svg>`;
    const hash = createHash("sha256").update(svg).digest("base64url").slice(0, 10);
    const href = `/assets/art-${hash}.svg`;
    const opening = withoutArtworkMarkers(outer.slice(0, openingEnd));
    page = `${page.slice(0, start)}${opening}<use href="${href}#${symbolId}"></use></svg>${page.slice(end)}`;
    if (!files.some((file) => file.href === href)) files.unshift({ href, svg });
  }
  return { page, files };
}
