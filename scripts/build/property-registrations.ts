import postcss, { type AtRule, type Rule } from "postcss";

/**
 * Takes Tailwind's `@property` registrations out of a page's inlined critical CSS
 * (docs/decisions/0134); the late stylesheet already carries them (rest-stylesheet.ts keeps
 * at-rules without rules). Tailwind registers some 60 custom properties (`--tw-shadow`,
 * `--tw-gradient-from`…) so that each element starts from an initial value instead of
 * inheriting one; for browsers without `@property` it writes the same initial values on every
 * element, in `@layer properties`, behind an `@supports` only those browsers pass. The first
 * paint needs the values, not the registrations: the inline CSS keeps the element-by-element
 * values, unconditionally, and the registrations arrive with the late sheet, where they type the
 * properties for transitions.
 */
export function withoutPropertyRegistrations(criticalCss: string): string {
  if (!/@property/.test(criticalCss)) return criticalCss;
  const critical = postcss.parse(criticalCss);
  const initialValues = new Map<string, string>();
  critical.walkAtRules("property", (registration) => {
    registration.walkDecls("initial-value", (declaration) => {
      initialValues.set(registration.params.trim(), declaration.value);
    });
    registration.remove();
  });
  let layer: AtRule | undefined;
  critical.walkAtRules("layer", (atRule) => {
    if (atRule.params === "properties" && atRule.nodes) layer = atRule;
  });
  if (!layer) {
    layer = postcss.atRule({ name: "layer", params: "properties" });
    critical.prepend(layer);
  }
  for (const child of [...(layer.nodes ?? [])])
    if (child.type === "atrule" && child.name === "supports") child.replaceWith(child.nodes ?? []);

  // A registered initial value the fallback lacks, for a property the page reads, is added.
  const declared = new Set<string>();
  layer.walkDecls((declaration) => {
    declared.add(declaration.prop);
  });
  const text = critical.toString();
  const missing = [...initialValues].filter(
    ([name]) => !declared.has(name) && text.includes(`var(${name}`),
  );
  if (missing.length > 0) {
    let rule = layer.nodes?.find((node): node is Rule => node.type === "rule");
    if (!rule) {
      rule = postcss.rule({ selector: "*,:before,:after" });
      layer.append(rule);
    }
    for (const [prop, value] of missing) rule.append({ prop, value });
  }
  return critical.toString();
}
