import { parse } from "node-html-parser";

export interface PageWithoutOffPageIslands {
  /** The page, each off-page island left in place but empty. */
  page: string;
  /** Every off-page island of the page, markup included, in page order; "" when it has none. */
  islands: string;
}

const closingTag = "</div>";

/**
 * Takes the markup of each off-page island (`<div data-island … data-off-page>`, see
 * app/islands/island.tsx) out of a prerendered page, whose first round trip it would weigh on
 * though nobody sees it before asking (decision 0041). The page keeps the island's element, empty,
 * for the browser to render when it is needed; the islands as they were rendered go to the server,
 * which puts them back only into the page it answers a form refused without JavaScript with.
 * Everything else in the page stays byte for byte as it was.
 */
export function takeOffPageIslands(html: string): PageWithoutOffPageIslands {
  const found = parse(html, { comment: true }).querySelectorAll("[data-island][data-off-page]");
  let page = html;
  const islands: string[] = [];
  // From the last to the first, so that the offsets of the ones before stay where they are.
  for (const island of found.reverse()) {
    const [start, end] = island.range;
    const outer = html.slice(start, end);
    // React writes `>` in an attribute as `&gt;`: the first one closes the opening tag.
    const opening = outer.slice(0, outer.indexOf(">") + 1);
    if (!outer.endsWith(closingTag) || island.parentNode?.closest("[data-island]"))
      throw new Error(`postbuild: an off-page island is not a top-level <div>: ${opening}`);
    page = page.slice(0, start) + opening + closingTag + page.slice(end);
    islands.unshift(outer);
  }
  return { page, islands: islands.join("") };
}
