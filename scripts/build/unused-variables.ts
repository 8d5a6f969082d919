import postcss from "postcss";
import { dropEmptyBlocks } from "./drop-empty-blocks";

/**
 * A page's inlined critical CSS without the custom properties the page never reads, bytes in its
 * first round trip for nothing (decision 0075). Tailwind defines a variable for every theme value
 * the whole site uses (every colour, size, font), and beasties inlines those rules whole because
 * `:root` matches every page; a page reads a third of them. A variable is read when `var(--name`
 * occurs anywhere in the page's HTML, its CSS included (so one that only another variable's value
 * names stays too). The late stylesheet gets the values of the others written into the rules that
 * read them, so that sheet sets no variable on :root, which would restyle the whole page: they are
 * dropped here, not moved.
 */
export function withoutUnusedVariables(criticalCss: string, pageHtml: string): string {
  const read = new Set([...pageHtml.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]));
  const critical = postcss.parse(criticalCss);
  critical.walkDecls((declaration) => {
    if (!declaration.prop.startsWith("--") || read.has(declaration.prop)) return;
    if (declaration.parent?.type === "rule") declaration.remove();
  });
  dropEmptyBlocks(critical);
  return critical.toString();
}
