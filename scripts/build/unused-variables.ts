import postcss, { type Declaration } from "postcss";
import { dropEmptyBlocks } from "./drop-empty-blocks";
import { withinAtRules } from "./within-at-rules";

/**
 * Splits a page's inlined critical CSS into what the page reads and the custom properties it
 * never reads (docs/decisions/0128). Tailwind defines a variable for every theme value the whole
 * site uses (every colour, size, font), and beasties inlines those rules whole because `:root`
 * matches every page; a page reads a third of them. A variable is read when `var(--name` occurs
 * anywhere in the page's HTML, its CSS included (so one that only another variable's value names
 * stays too). The rest move, in their rules and at-rules as they were, to the page's late
 * stylesheet, where the rules that may read them later (hover, open, error states) are.
 */
export function splitUnusedVariables(
  criticalCss: string,
  pageHtml: string,
): { critical: string; unused: string } {
  const read = new Set([...pageHtml.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]));
  const critical = postcss.parse(criticalCss);
  const unused = postcss.root();
  const moved = new Map<postcss.Rule, Declaration[]>();
  critical.walkDecls((declaration) => {
    if (!declaration.prop.startsWith("--") || read.has(declaration.prop)) return;
    const rule = declaration.parent;
    if (rule?.type !== "rule") return;
    const list = moved.get(rule as postcss.Rule) ?? [];
    list.push(declaration.clone());
    moved.set(rule as postcss.Rule, list);
    declaration.remove();
  });
  for (const [rule, declarations] of moved)
    unused.append(withinAtRules(rule, rule.clone({ nodes: declarations })));
  dropEmptyBlocks(critical);
  return { critical: critical.toString(), unused: unused.toString() };
}
