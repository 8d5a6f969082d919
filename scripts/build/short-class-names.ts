import { readFileSync } from "node:fs";
import postcss from "postcss";
import selectorParser from "postcss-selector-parser";
import type { Plugin } from "vite";

/**
 * Short class names in the build (decision 0075). Tailwind's class names are most of a
 * page's bytes after its text: each one is written in the HTML and again, escaped, in the
 * inlined CSS (`.lg\:grid-cols-12`). The build gives every utility a name of one or two letters,
 * in the stylesheet and in the strings of the JavaScript that renders the pages (the
 * prerender's and the islands'), so the HTML, the CSS and the hydrated islands agree. The dev
 * server keeps the names as written.
 *
 * Left as written: plain words (`flex`, `hidden`, `group`: they are also attribute values,
 * keywords and prop names inside libraries), the site's own named classes in app.css outside
 * `@utility` (`dialog-modal`, `js-reveal`, `wf`…), which scripts and tests select by name, and
 * the classes the options name (`keep`: utilities a tool recognises by name).
 */

/** A utility the build renames: it has a dash, colon, slash, bracket or dot (`mt-4`, `lg:flex`). */
export const isRenamed = (className: string) => /[-:/[.]/.test(className);

/** Every class a stylesheet's selectors name (keyframe steps are not selectors). */
export function classesIn(css: string): Set<string> {
  const classes = new Set<string>();
  const collect = selectorParser((selectors) => {
    selectors.walkClasses((node) => {
      classes.add(node.value);
    });
  });
  walkSelectorRules(postcss.parse(css), (rule) => {
    collect.processSync(rule.selector);
  });
  return classes;
}

/** Every rule with a selector: keyframe steps (`from`, `50%`) are not selectors. */
function walkSelectorRules(root: postcss.Root, visit: (rule: postcss.Rule) => void) {
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as postcss.AtRule).name))
      return;
    visit(rule);
  });
}

/** The classes app.css itself names outside `@utility` blocks: kept, since code names them. */
export function namedClassesIn(sourceCss: string): Set<string> {
  const root = postcss.parse(sourceCss);
  root.walkAtRules("utility", (utility) => {
    utility.remove();
  });
  return classesIn(root.toString());
}

const letters = "abcdefghijklmnopqrstuvwxyz";
/**
 * A, B, … Z, Aa, Ab, … Zz, Aaa, …: every name of n letters before any of n + 1. The capital
 * first letter keeps them apart from every class written by hand or by a library (all lower
 * case): scripts add classes the stylesheet never names (`js` on <html>), so "not in the
 * stylesheet" does not mean "free".
 */
function* shortNameSequence(): Generator<string> {
  for (let length = 1; ; length++) {
    const digits: number[] = Array.from({ length }, () => 0);
    for (;;) {
      const name = digits.map((digit) => letters.charAt(digit)).join("");
      yield name.charAt(0).toUpperCase() + name.slice(1);
      let position = length - 1;
      while (position >= 0 && digits[position] === letters.length - 1) digits[position--] = 0;
      if (position < 0) break;
      digits[position] = (digits[position] ?? 0) + 1;
    }
  }
}

/**
 * Utility → short name, in the utilities' sorted order (neighbouring utilities get neighbouring
 * names, which brotli likes), never a name that is already a class.
 */
export function shortNames(classes: Iterable<string>, kept: ReadonlySet<string>) {
  const all = new Set(classes);
  const renamed = [...all].filter((name) => isRenamed(name) && !kept.has(name)).sort();
  const names = shortNameSequence();
  const map = new Map<string, string>();
  for (const className of renamed) {
    let next = names.next().value as string;
    while (all.has(next) || kept.has(next)) next = names.next().value as string;
    map.set(className, next);
  }
  return map;
}

/** The stylesheet with every renamed class in its selectors replaced. */
export function renameClassesInCss(css: string, map: ReadonlyMap<string, string>): string {
  const rename = selectorParser((selectors) => {
    selectors.walkClasses((node) => {
      const short = map.get(node.value);
      if (short) node.value = short;
    });
  });
  const root = postcss.parse(css);
  walkSelectorRules(root, (rule) => {
    rule.selector = rename.processSync(rule.selector);
  });
  return root.toString();
}

/**
 * A string's class names renamed, when the string is a class list: every word a known class,
 * at least one of them renamed. Anything else (`"About us"`, `"e-commerce"`) is not touched.
 */
export function renameClassList(
  value: string,
  map: ReadonlyMap<string, string>,
  known: ReadonlySet<string>,
): string | undefined {
  const words = value.split(/\s+/).filter(Boolean);
  if (words.length === 0 || !words.every((word) => known.has(word) || map.has(word))) return;
  if (!words.some((word) => map.has(word))) return;
  return value.replace(/\S+/g, (word) => map.get(word) ?? word);
}

interface Node {
  type: string;
  start: number;
  end: number;
  value?: unknown;
  [key: string]: unknown;
}

function* nodesOf(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const child of node) yield* nodesOf(child);
    return;
  }
  if (!node || typeof node !== "object" || typeof (node as Node).type !== "string") return;
  yield node as Node;
  for (const [key, child] of Object.entries(node))
    if (key !== "type" && child && typeof child === "object") yield* nodesOf(child);
}

/**
 * A chunk's string literals and template parts that are class lists, renamed. `ast` is the
 * chunk's ESTree (from Rollup's parser). A template part next to a `${…}` is a class list only
 * when a space separates it from the expression (`px-${n}` builds a name: left alone).
 */
export function renameClassesInJs(
  code: string,
  ast: unknown,
  map: ReadonlyMap<string, string>,
  known: ReadonlySet<string>,
): string {
  const edits: Array<{ start: number; end: number; text: string }> = [];
  for (const node of nodesOf(ast)) {
    if (node.type === "Literal" && typeof node.value === "string") {
      const renamed = renameClassList(node.value, map, known);
      if (renamed !== undefined)
        edits.push({ start: node.start, end: node.end, text: JSON.stringify(renamed) });
    } else if (node.type === "TemplateLiteral") {
      const quasis = node.quasis as Array<Node & { value: { raw: string; cooked: string } }>;
      quasis.forEach((quasi, index) => {
        const { raw, cooked } = quasi.value;
        if (raw !== cooked || !raw.trim()) return;
        const afterExpression = index > 0;
        const beforeExpression = index < quasis.length - 1;
        if ((afterExpression && !/^\s/.test(raw)) || (beforeExpression && !/\s$/.test(raw))) return;
        const renamed = renameClassList(raw, map, known);
        if (renamed !== undefined)
          edits.push({ start: quasi.start, end: quasi.start + raw.length, text: renamed });
      });
    }
  }
  edits.sort((a, b) => b.start - a.start);
  let out = code;
  for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/**
 * The Vite plugin (build only; after @tailwindcss/vite in the plugin list): renames the
 * classes in the site's stylesheet as Tailwind generates it, and in the class lists of every
 * rendered chunk. Both builds (browser and prerender) derive the same names from the same
 * stylesheet.
 */
export function shortClassNames(options: {
  /** The stylesheet the pages link (its compiled CSS names every utility). */
  stylesheet: string;
  /** The source whose own named classes are kept; the stylesheet itself when absent. */
  namedIn?: string;
  keep?: readonly string[];
}): Plugin {
  let map: Map<string, string> | undefined;
  let known = new Set<string>();
  return {
    name: "short-class-names",
    apply: "build",
    enforce: "pre",
    transform: {
      filter: { id: /\.css(\?.*)?$/ },
      handler(code, id) {
        if (id.split("?")[0] !== options.stylesheet) return null;
        if (id.includes("?url")) return null;
        const kept = namedClassesIn(readFileSync(options.namedIn ?? options.stylesheet, "utf8"));
        for (const className of options.keep ?? []) kept.add(className);
        known = classesIn(code);
        map = shortNames(known, kept);
        return { code: renameClassesInCss(code, map), map: null };
      },
    },
    renderChunk(code, chunk) {
      if (chunk.moduleIds.every((id) => id.includes("/node_modules/"))) return null;
      if (!map)
        throw new Error(
          `short-class-names: ${chunk.fileName} was rendered before ${options.stylesheet} was built.`,
        );
      const renamed = renameClassesInJs(code, this.parse(code), map, known);
      return renamed === code ? null : { code: renamed, map: null };
    },
  };
}
