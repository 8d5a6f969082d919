import { createHash } from "node:crypto";
import type { HTMLElement } from "node-html-parser";

/** A drawing taken out of a page: the file it goes to and what the file holds. */
export interface DrawingFile {
  /** The file's path from the site's root: `/assets/<kind>-<content hash>.svg`. */
  href: string;
  /** A standalone SVG document: `<symbol>`s the page's `<use>` elements draw, or `<view>`s its `<img>`s show. */
  svg: string;
}

export interface PageWithDrawingFiles {
  /** The page, each drawing taken out drawn from its file (`<use>`), not from markup of its own. */
  page: string;
  files: DrawingFile[];
}

/** An `<svg>` of the page as written: where it stands, its opening tag and what it draws. */
export interface SvgInPage {
  start: number;
  end: number;
  opening: string;
  drawing: string;
}

/** Reads `element` (a parsed `<svg>`) from the page's own text, not re-serialised. */
export function svgInPage(html: string, element: HTMLElement): SvgInPage {
  const [start, end] = element.range;
  const outer = html.slice(start, end);
  if (!outer.endsWith("</svg>"))
    throw new Error(`postbuild: a drawing is not one whole <svg> element: ${outer.slice(0, 120)}`);
  const openingEnd = outer.indexOf(">") + 1;
  return { start, end, opening: outer.slice(0, openingEnd), drawing: outer.slice(openingEnd, -6) };
}

/**
 * A file of drawings (the symbols taken out of a page, or the views of its first pictures) named
 * after its content: the server caches `/assets/` for a year.
 */
export function drawingFile(kind: string, symbols: string): DrawingFile {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`;
  const hash = createHash("sha256").update(svg).digest("base64url").slice(0, 10);
  return { href: `/assets/${kind}-${hash}.svg`, svg };
}

/**
 * The page with each `<svg>` kept as it opens but drawing `href` with `<use>` instead of its
 * own markup. From the last to the first, so the offsets of the ones before stay where they are.
 */
export function drawnFromFiles(html: string, svgs: { svg: SvgInPage; href: string }[]): string {
  let page = html;
  for (const { svg, href } of [...svgs].sort((one, other) => other.svg.start - one.svg.start))
    page = `${page.slice(0, svg.start)}${svg.opening}<use href="${href}"></use></svg>${page.slice(svg.end)}`;
  return page;
}
