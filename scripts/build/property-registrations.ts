import postcss, { type AtRule, type Rule } from "postcss";

/**
 * Takes Tailwind's `@property` registrations out of a page's inlined critical CSS
 * (docs/decisions/0134); since decision 0135 the late stylesheet carries none either. Tailwind registers some 60 custom properties (`--tw-shadow`,
 * `--tw-gradient-from`…) so that each element starts from an initial value instead of
 * inheriting one; for browsers without `@property` it writes the same initial values on every
 * element, in `@layer properties`, behind an `@supports` only those browsers pass. The first
 * paint needs the values, not the registrations: the inline CSS keeps the element-by-element
 * values, unconditionally, for every property the page or its late sheet (`later.css`) reads;
 * `later.registrations` is CSS whose `@property` rules give the initial values.
 */
export function withoutPropertyRegistrations(
  criticalCss: string,
  later: { css: string; registrations: string } = { css: "", registrations: "" },
): string {
  if (!/@property/.test(criticalCss + later.registrations)) return criticalCss;
  const critical = postcss.parse(criticalCss);
  const initialValues = new Map<string, string>();
  const collect = (registration: AtRule) =>
    registration.walkDecls("initial-value", (declaration) => {
      initialValues.set(registration.params.trim(), declaration.value);
    });
  if (later.registrations) postcss.parse(later.registrations).walkAtRules("property", collect);
  critical.walkAtRules("property", (registration) => {
    collect(registration);
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

  // A registered initial value the fallback lacks, for a property the page or its late sheet
  // reads, is added (the late sheet registers nothing: decision 0135).
  const declared = new Set<string>();
  layer.walkDecls((declaration) => {
    declared.add(declaration.prop);
  });
  const text = critical.toString() + later.css;
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
