import { parse } from "node-html-parser";

const separator = "<!-- -->";

/**
 * The page without the `<!-- -->` React writes between two texts side by side (`2<!-- --> min
 * read`) outside its islands: only hydration reads them, to tell the texts apart, and nothing
 * hydrates outside an island. An island's markup keeps them, byte for byte.
 */
export function withoutTextSeparators(html: string): string {
  const islands = parse(html, { comment: true })
    .querySelectorAll("[data-island]")
    .map((island) => island.range);
  const inAnIsland = (at: number) => islands.some(([start, end]) => at >= start && at < end);
  let kept = "";
  let from = 0;
  for (let at = html.indexOf(separator); at !== -1; at = html.indexOf(separator, at + 1)) {
    if (inAnIsland(at)) continue;
    kept += html.slice(from, at);
    from = at + separator.length;
  }
  return kept + html.slice(from);
}
