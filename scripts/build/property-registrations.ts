import postcss, { type AtRule } from "postcss";

/**
 * Tailwind's custom properties (`--tw-shadow`, `--tw-gradient-from`…) get their initial values
 * from `@property` registrations in the page's inline CSS, for exactly the properties the page
 * or its late sheet (`later.css`) reads (decision 0075). Registered with
 * `inherits: false`, a property costs an element nothing until a rule sets it; Tailwind's
 * fallback for browsers without `@property`, the same initial values written on every element
 * (`*, :before, :after` in `@layer properties`), made every style recalculation apply some sixty
 * declarations to every element: opening the quote dialog, which restyles the whole page as
 * inert, took 40 % longer with them. So the inline CSS drops that block (the late sheet keeps
 * Tailwind's copy, behind the `@supports` that only browsers without `@property` pass) and
 * gains the registrations, taken from `later.registrations` (the full stylesheet).
 */
export function withPropertyRegistrations(
  criticalCss: string,
  later: { css: string; registrations: string },
): string {
  const critical = postcss.parse(withoutInitialValues(criticalCss));
  const text = critical.toString() + later.css;
  const registrations = registrationsIn(later.registrations).filter((registration) =>
    text.includes(`var(${registration.params.trim()}`),
  );
  critical.append(...registrations.map((registration) => registration.clone()));
  return critical.toString();
}

/** The last stylesheet's `@property` rules: every page of a build reads the same one. */
let lastRegistrations: { css: string; rules: AtRule[] } | undefined;

function registrationsIn(css: string): AtRule[] {
  if (lastRegistrations?.css !== css) {
    const rules: AtRule[] = [];
    postcss.parse(css).walkAtRules("property", (registration) => void rules.push(registration));
    lastRegistrations = { css, rules };
  }
  return lastRegistrations.rules;
}

/** The CSS without its `@property` rules and Tailwind's per-element initial values. */
export function withoutInitialValues(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules((atRule) => {
    if (atRule.name === "property") atRule.remove();
    else if (atRule.name === "layer" && atRule.params.trim() === "properties" && atRule.nodes)
      atRule.remove();
  });
  return root.toString();
}
