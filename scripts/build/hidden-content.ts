import { parse } from "node-html-parser";

/** A page with the content of its `hidden` elements set aside, and the way to put it back. */
export interface PageWithHiddenContentAside {
  page: string;
  /** `finished` (the page as a later step left it) with the content back in its place. */
  restore(finished: string): string;
}

const marker = (index: number) => `<!--hidden-content-${index}-->`;

/**
 * Sets aside what the page's `hidden` elements hold (the tab panels nobody has chosen), each
 * element kept, empty but for a marker, so that the critical CSS is picked for what the first
 * paint can show. Only an island's script shows a hidden element, and it runs after the loader
 * has linked the rest stylesheet, which holds the rules for what was set aside (decision 0075).
 * Everything else in the page stays byte for byte as it was.
 */
export function setHiddenContentAside(html: string): PageWithHiddenContentAside {
  const hidden = parse(html, { comment: true })
    .querySelectorAll("[hidden]")
    .filter((element) => !element.parentNode?.closest("[hidden]"));
  const contents: string[] = [];
  let page = html;
  // From the last to the first, so that the offsets of the ones before stay where they are.
  for (const element of hidden.reverse()) {
    const [start, end] = element.range;
    const outer = html.slice(start, end);
    const openingEnd = outer.indexOf(">") + 1;
    const closingStart = outer.lastIndexOf("</");
    if (openingEnd === 0 || closingStart < openingEnd) continue;
    const index = hidden.length - 1 - contents.length;
    contents.unshift(outer.slice(openingEnd, closingStart));
    page = page.slice(0, start + openingEnd) + marker(index) + page.slice(start + closingStart);
  }
  return {
    page,
    restore(finished) {
      let restored = finished;
      contents.forEach((content, index) => {
        if (!restored.includes(marker(index)))
          throw new Error("postbuild: a hidden element's content lost its place.");
        restored = restored.replace(marker(index), () => content);
      });
      return restored;
    },
  };
}
