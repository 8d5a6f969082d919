import postcss from "postcss";
import { dropEmptyBlocks } from "./drop-empty-blocks";

/** `:hover` or `:active` outside a `:not(…)`: a state no element is in when the page paints. */
const pointerState = /:(?:hover|active)(?![\w-])/;
const negations = /:not\((?:[^()]|\([^()]*\))*\)/g;

const needsPointer = (selector: string) => pointerState.test(selector.replace(negations, ""));

/**
 * A page's critical CSS without the rules that only a pointer over an element or pressing it
 * can match (`:hover`, `:active`): they wait for the late stylesheet, which gets them because
 * it holds whatever the inline CSS does not (scripts/build/rest-stylesheet.ts). A rule keeps its
 * place when any of its selectors can match without a pointer. Focus styles stay inline: a
 * keyboard visitor may press Tab before the late sheet arrives, and must see where focus is.
 * 130-150 bytes of a service page's brotli-compressed HTML.
 */
export function withoutPointerStates(criticalCss: string): string {
  const critical = postcss.parse(criticalCss);
  critical.walkRules((rule) => {
    if (rule.selectors.every(needsPointer)) rule.remove();
  });
  dropEmptyBlocks(critical);
  return critical.toString();
}
