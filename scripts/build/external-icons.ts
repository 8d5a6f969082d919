import { parse, type HTMLElement } from "node-html-parser";
import { drawingFile, drawnFromFiles, svgInPage, type PageWithDrawingFiles } from "./drawing-files";

/** An icon as lucide-react renders it, before the build drops its marker (./icon-markers.ts). */
const iconSelector = "svg.lucide";

/**
 * True when an island's component renders the element itself: hydration compares it with what
 * React renders, so it must stay as React wrote it. A slot's content is the page's own markup,
 * which hydration keeps as it is.
 */
function renderedByAnIsland(element: HTMLElement): boolean {
  for (let node = element.parentNode; node; node = node.parentNode) {
    if (node.hasAttribute("data-island-slot")) return false;
    if (node.hasAttribute("data-island")) return true;
  }
  return false;
}

/**
 * Takes the icons a page shows below its first screen (in `<main>` after its hero, and in the
 * footer) out of the page into one file of symbols, `/assets/icons-<content hash>.svg`, for a page
 * that needs the bytes to fit its first round trip (decision 0149). Each icon keeps its `<svg>`
 * element with every attribute, so it is laid out and stroked as before, and draws its lines with
 * `<use>` from the file. The header's, the hero's and the social bar's icons stay in the page, so
 * the first screen paints whole from the HTML; so do the icons an island renders itself.
 */
export function takeIconsOutOfPage(html: string): PageWithDrawingFiles {
  const root = parse(html);
  const main = root.querySelector("main");
  const hero = main?.querySelector("[data-hero]");
  if (!main || !hero) return { page: html, files: [] };
  const belowTheFirstScreen = [
    ...main.querySelectorAll(iconSelector).filter((icon) => icon.range[0] >= hero.range[1]),
    ...root.querySelectorAll(`footer ${iconSelector}`),
  ];
  // In document order, so symbol ids follow the page.
  const icons = belowTheFirstScreen
    .filter((icon) => !renderedByAnIsland(icon))
    .sort((one, other) => one.range[0] - other.range[0]);
  if (icons.length === 0) return { page: html, files: [] };

  const taken = icons.map((icon) => svgInPage(html, icon));
  // One symbol per distinct drawing, with short ids: i0, i1, …, ia, …
  const ids = new Map<string, string>();
  for (const { drawing } of taken)
    if (!ids.has(drawing)) ids.set(drawing, `i${ids.size.toString(36)}`);
  const file = drawingFile(
    "icons",
    [...ids].map(([drawing, id]) => `<symbol id="${id}">${drawing}</symbol>`).join(""),
  );
  const page = drawnFromFiles(
    html,
    taken.map((svg) => ({ svg, href: `${file.href}#${ids.get(svg.drawing)}` })),
  );
  return { page, files: [file] };
}
