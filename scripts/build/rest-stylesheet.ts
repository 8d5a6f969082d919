import postcss, { type AtRule, type ChildNode, type Root } from "postcss";
import { dropEmptyBlocks } from "./drop-empty-blocks";

/**
 * The part of the full stylesheet that a page's inlined critical CSS does not already hold: the
 * rules for states that script adds (an open menu, a sent form, `html.js`) and for other pages.
 * Loaded after the first paint in place of the full stylesheet (decision 0075), it
 * restyles only the elements its few rules can match, where the full sheet, starting with
 * `*, ::before, ::after`, made Chromium restyle and lay out the whole page in one long task.
 *
 * A selector is left out when the critical CSS has a rule with the same selector inside the
 * same chain of at-rules (beasties copies rules whole and only drops the selectors of a list
 * that match nothing). At-rules without rules (`@layer a, b;`, `@property`, `@font-face`) are
 * kept: they cost no matching and keep the layer order. Empty blocks are dropped.
 */
export function restStylesheet(fullCss: string, criticalCss: string): string {
  const inCritical = new Set<string>();
  walkRules(postcss.parse(criticalCss), (context, rule) => {
    for (const selector of rule.selectors) inCritical.add(`${context}\u0000${normalise(selector)}`);
  });

  const rest = parsedOnce(fullCss).clone();
  walkRules(rest, (context, rule) => {
    const kept = rule.selectors.filter(
      (one) => !inCritical.has(`${context}\u0000${normalise(one)}`),
    );
    if (kept.length === rule.selectors.length) return;
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  dropEmptyBlocks(rest);
  return rest.toString();
}

/** The last full stylesheet parsed: every page of a build has the same one, cloned per page. */
let lastParsed: { css: string; root: Root } | undefined;

function parsedOnce(css: string): Root {
  if (lastParsed?.css !== css) lastParsed = { css, root: postcss.parse(css) };
  return lastParsed.root;
}

type RuleVisitor = (context: string, rule: postcss.Rule) => void;

/** Visits every style rule with the chain of at-rules around it. */
function walkRules(root: Root, visit: RuleVisitor) {
  root.walkRules((rule) => {
    // Keyframe steps (`from`, `50%`) are declarations of their @keyframes, not style rules.
    if (rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    visit(atRuleChain(rule), rule);
  });
}

function atRuleChain(node: ChildNode): string {
  const chain: string[] = [];
  for (
    let parent = node.parent as postcss.Node | undefined;
    parent && parent.type !== "root";
    parent = parent.parent as postcss.Node | undefined
  ) {
    if (parent.type === "atrule") {
      const at = parent as AtRule;
      chain.unshift(`@${at.name} ${normalise(at.params)}`);
    } else if (parent.type === "rule") chain.unshift(normalise((parent as postcss.Rule).selector));
  }
  return chain.join(" > ");
}

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();
