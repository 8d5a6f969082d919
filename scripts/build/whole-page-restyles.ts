import postcss, { type AtRule, type Rule } from "postcss";
import { dropEmptyBlocks } from "./drop-empty-blocks";
import { withinAtRules } from "./within-at-rules";

/**
 * Keeps a page's late stylesheet from restyling the whole page when it arrives (decision 0075).
 * Chromium restyles every element, in one task, when a sheet it adds registers a custom property
 * (`@property`), defines `@keyframes`, sets variables on `:root` (they inherit into everything) or
 * styles `::backdrop`; any other rule restyles only the elements it can match. On a page of 500-900
 * elements that task was 45-135 ms on this 2-core machine, four times that in Lighthouse's mobile
 * model: most of the pages' blocking time.
 *
 * So the late sheet loses all four:
 * - `@property` rules go: the inline CSS registers every property the page or this sheet reads
 *   (property-registrations.ts). Tailwind's fallback for browsers without `@property`, the
 *   initial values on `*` behind an `@supports` only those browsers pass, stays: Chromium does
 *   not add rules its `@supports` rejects.
 * - `@keyframes` and `::backdrop` rules move to the page's inline CSS (`early`), a few hundred
 *   bytes before brotli.
 * - Theme variables (`@layer theme`, on `:root`/`:host`) are written into the rules that read
 *   them, and their rules go. A variable that any other rule sets (the web font's `html.wf`
 *   sets `--font-sans`) stays a variable, and so its definition stays inline.
 */
export function withoutWholePageRestyles(
  lateCss: string,
  criticalCss: string,
): { late: string; early: string } {
  const late = postcss.parse(lateCss);
  const early = postcss.root();

  const theme = themeConstants(late, postcss.parse(criticalCss));
  late.walkAtRules((atRule) => {
    if (atRule.name === "property") atRule.remove();
    else if (/keyframes$/i.test(atRule.name)) {
      early.append(atRule.clone());
      atRule.remove();
    }
  });
  late.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    if (isThemeRule(rule)) {
      rule.remove();
      return;
    }
    if (rule.selectors.every((selector) => selector.trim() === "::backdrop")) {
      early.append(withinAtRules(rule));
      rule.remove();
      return;
    }
    rule.walkDecls((declaration) => {
      declaration.value = resolveVariables(declaration.value, theme);
    });
  });
  dropEmptyBlocks(late);
  return { late: late.toString(), early: early.toString() };
}

/** `@layer theme { :root, :host { --name: value } }`: Tailwind's design tokens. */
function isThemeRule(rule: Rule): boolean {
  const parent = rule.parent;
  return (
    parent?.type === "atrule" &&
    (parent as AtRule).name === "layer" &&
    (parent as AtRule).params.trim() === "theme" &&
    rule.selectors.every((selector) => [":root", ":host"].includes(selector.trim()))
  );
}

/** The theme's variables that no rule but the theme's own sets, with their values. */
function themeConstants(...sheets: postcss.Root[]): Map<string, string> {
  const values = new Map<string, string>();
  const setElsewhere = new Set<string>();
  for (const sheet of sheets)
    sheet.walkDecls(/^--/, (declaration) => {
      const rule = declaration.parent;
      if (rule?.type === "rule" && isThemeRule(rule as Rule))
        values.set(declaration.prop, declaration.value);
      else setElsewhere.add(declaration.prop);
    });
  for (const name of setElsewhere) values.delete(name);
  return values;
}

/**
 * Replaces `var(--name)` and `var(--name, fallback)` with the theme's value for `--name`, itself
 * resolved; other variables are left as they are.
 */
export function resolveVariables(value: string, theme: Map<string, string>, depth = 0): string {
  if (depth > 8 || !value.includes("var(")) return value;
  let out = "";
  let index = 0;
  for (;;) {
    const start = value.indexOf("var(", index);
    if (start === -1) return out + value.slice(index);
    const end = closingParenthesis(value, start + 3);
    const inner = value.slice(start + 4, end);
    const name = /^\s*(--[\w-]+)/.exec(inner)?.[1];
    const resolved = name === undefined ? undefined : theme.get(name);
    out += value.slice(index, start);
    out +=
      resolved === undefined
        ? `var(${resolveVariables(inner, theme, depth + 1)})`
        : resolveVariables(resolved.trim(), theme, depth + 1);
    index = end + 1;
  }
}

function closingParenthesis(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === "(") depth++;
    else if (text[index] === ")" && --depth === 0) return index;
  }
  return text.length;
}

function insideKeyframes(rule: Rule): boolean {
  return rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as AtRule).name);
}

