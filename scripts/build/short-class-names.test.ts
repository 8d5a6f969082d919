import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import {
  classesIn,
  namedClassesIn,
  renameClassList,
  renameClassesInCss,
  renameClassesInJs,
  shortNames,
} from "./short-class-names";

const css =
  ".flex{display:flex}.mt-4{margin-top:1rem}.lg\\:grid-cols-2{grid-template-columns:1fr 1fr}" +
  "@media (hover:hover){.hover\\:bg-white\\/80:hover{background:#fffc}}" +
  ".group:hover .group-hover\\:text-ink{color:#000}.dialog-modal{margin:auto}" +
  "@keyframes spin{50.5%{opacity:.5}to{transform:rotate(1turn)}}";

/** The stylesheet's classes and their short names, `dialog-modal` kept as app.css keeps it. */
const known = classesIn(css);
const map = shortNames(known, new Set(["dialog-modal"]));

describe("short class names", () => {
  it("collects every class a stylesheet names, escapes undone, keyframe steps left out", () => {
    expect([...classesIn(css)].sort()).toEqual([
      "dialog-modal",
      "flex",
      "group",
      "group-hover:text-ink",
      "hover:bg-white/80",
      "lg:grid-cols-2",
      "mt-4",
    ]);
  });

  it("keeps plain words and the site's named classes, and gives the rest distinct capitalised names", () => {
    const kept = namedClassesIn(
      "@utility bg-hero{background:navy}@layer components{.dialog-modal{margin:auto}}",
    );
    expect([...kept]).toEqual(["dialog-modal"]);
    const map = shortNames(classesIn(css), kept);
    expect([...map.keys()]).toEqual([
      "group-hover:text-ink",
      "hover:bg-white/80",
      "lg:grid-cols-2",
      "mt-4",
    ]);
    expect([...map.values()]).toEqual(["A", "B", "C", "D"]);
  });

  it("never hands out a name twice, however many classes there are", () => {
    const many = Array.from({ length: 2000 }, (_, index) => `p-${index}`);
    const names = [...shortNames(many, new Set()).values()];
    expect(new Set(names).size).toBe(2000);
    expect(names.every((name) => /^[A-Z][a-z]*$/.test(name))).toBe(true);
    expect(names.filter((name) => name.length <= 2)).toHaveLength(26 + 26 * 26);
  });

  it("renames selectors only, with the escapes a short name no longer needs", () => {
    const renamed = renameClassesInCss(css, map);
    expect(renamed).toContain(".C{grid-template-columns:1fr 1fr}");
    expect(renamed).toContain(".B:hover{background:#fffc}");
    expect(renamed).toContain(".group:hover .A{color:#000}");
    expect(renamed).toContain(".flex{display:flex}.D{margin-top:1rem}");
    expect(renamed).toContain(".dialog-modal{margin:auto}");
    expect(renamed).toContain("50.5%{opacity:.5}");
  });

  it("renames a string only when every word of it is a class", () => {
    expect(renameClassList("flex mt-4  lg:grid-cols-2", map, known)).toBe("flex D  C");
    expect(renameClassList("flex", map, known)).toBeUndefined();
    expect(renameClassList("mt-4 of copy", map, known)).toBeUndefined();
    expect(renameClassList("", map, known)).toBeUndefined();
  });

  it("renames class lists in a chunk's strings and template parts, not names built from parts", () => {
    const code = [
      `const a = "flex mt-4";`,
      `const b = 'Top mt-4 picks';`,
      "const c = `lg:grid-cols-2 ${a} mt-4`;",
      "const d = `mt-${n}`;",
      "const e = `${a}mt-4`;",
      `const f = { "mt-4": 1 };`,
    ].join("\n");
    const out = renameClassesInJs(code, parseAst(code), map, known);
    expect(out.split("\n")).toEqual([
      `const a = "flex D";`,
      `const b = 'Top mt-4 picks';`,
      "const c = `C ${a} D`;",
      "const d = `mt-${n}`;",
      "const e = `${a}mt-4`;",
      `const f = { "D": 1 };`,
    ]);
  });
});
