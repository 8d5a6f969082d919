import Beasties from "beasties";

/** Beasties' own reading of a selector, before it is matched against the page. */
type Normalize = (this: Beasties, selector: string) => string;
const beastiesNormalize = (Beasties.prototype as unknown as { normalizeCssSelector: Normalize })
  .normalizeCssSelector;

/** A selector that is one `:where(…)` or `:is(…)` from its start to its end, and what it holds. */
const wholeWrapper = /^:(?:where|is)\((.*)\)$/s;

/** `selector` without a `:where(…)` or `:is(…)` that wraps all of it: it matches what it wraps. */
export function unwrapSelector(selector: string): string {
  const inside = wholeWrapper.exec(selector.trim())?.[1];
  if (inside === undefined) return selector;
  // `:where(.a) :is(.b)` also starts and ends that way; unwrap only when the brackets pair up.
  let depth = 0;
  for (const character of inside) {
    if (character === "(") depth++;
    else if (character === ")" && --depth < 0) return selector;
  }
  return depth === 0 ? unwrapSelector(inside) : selector;
}

/**
 * Beasties as the build runs it (scripts/build/postbuild.ts), reading a selector wholly wrapped in
 * `:where()` or `:is()` as the selector inside. Beasties 0.5 strips pseudo-classes with one
 * greedy pattern that takes such a selector away entirely, so it never matched: Tailwind's
 * `space-*` and `divide-*` rules (`:where(.space-y-2>:not(:last-child))`) waited for the late
 * stylesheet, and its arrival moved what they space (a layout shift on every service page's
 * hero at desktop widths).
 */
export class CriticalCss extends Beasties {
  normalizeCssSelector(selector: string): string {
    return beastiesNormalize.call(this, unwrapSelector(selector));
  }
}
