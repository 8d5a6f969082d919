import { parse } from "node-html-parser";
import { drawingFile, drawnFromFiles, svgInPage, type PageWithDrawingFiles } from "./drawing-files";

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
 * page into a file of its own (decision 0149). The page keeps the `<svg>` element with all
 * its attributes, so it is laid out exactly as before, and draws the picture with `<use>` from
 * the file: an SVG `<use>` is no LCP candidate, as an `<img>` or a CSS background would be, so
 * the largest paint stays the text it is, and the page sheds the picture's bytes and elements
 * from its first round trip and its first layout. The file is named after its content: the
 * server caches `/assets/` for a year.
 */
export function takeArtworkOutOfPage(html: string): PageWithDrawingFiles {
  const taken = parse(html)
    .querySelectorAll("svg[data-artwork]")
    .map((element) => {
      const svg = svgInPage(html, element);
      if (svg.drawing.trim() === "")
        throw new Error(`postbuild: an artwork has no drawing: ${svg.opening.slice(0, 120)}`);
      // The symbol has no viewBox of its own: `<use>` draws it in the user units of the page's
      // element, whose viewBox, size and aspect stay where they were.
      const file = drawingFile("art", `<symbol id="${symbolId}">${svg.drawing}</symbol>`);
      return { svg: { ...svg, opening: withoutArtworkMarkers(svg.opening) }, file };
    });
  const files = taken
    .map(({ file }) => file)
    .filter((file, index, all) => all.findIndex((other) => other.href === file.href) === index);
  const page = drawnFromFiles(
    html,
    taken.map(({ svg, file }) => ({ svg, href: `${file.href}#${symbolId}` })),
  );
  return { page, files };
}
