import { describe, expect, it } from "vitest";
import { resolveVariables, withoutWholePageRestyles } from "./whole-page-restyles";

const late =
  "@layer properties{@supports (not (x:y)){*,:before,:after{--tw-shadow:0 0 #0000}}}" +
  "@layer theme{:root{--color-red-200:oklch(88.5% .062 18.334);--ease:cubic-bezier(.2,0,0,1);--animate-in:in .2s var(--ease)}:host{--color-red-200:oklch(88.5% .062 18.334)}}" +
  "@layer base{::backdrop{margin:0}:focus-visible{outline:3px solid var(--color-accent)}}" +
  "@layer utilities{.a{border-color:var(--color-red-200)}.b{animation:var(--animate-in)}.c{font-family:var(--font-sans)}.d{color:var(--color-red-200,red)}}" +
  "@keyframes in{0%{opacity:0}to{opacity:1}}" +
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}';
const critical = ":root{--color-accent:#06b6d4;--font-sans:system-ui}html.wf{--font-sans:Jakarta}";

describe("withoutWholePageRestyles", () => {
  const { late: rest, early } = withoutWholePageRestyles(late, critical);

  it("leaves the late sheet nothing that restyles every element", () => {
    expect(rest).not.toMatch(/@property|@keyframes|:root|(^|[{}])::backdrop/);
    // Tailwind's fallback for browsers without @property stays, behind its @supports.
    expect(rest).toContain("@layer properties{@supports (not (x:y)){*,:before,:after{--tw-shadow:0 0 #0000}}}");
  });

  it("writes the theme's values into the rules that read them", () => {
    expect(rest).toContain(".a{border-color:oklch(88.5% .062 18.334)}");
    expect(rest).toContain(".b{animation:in .2s cubic-bezier(.2,0,0,1)}");
    expect(rest).toContain(".d{color:oklch(88.5% .062 18.334)}");
  });

  it("keeps a variable that another rule sets, and one the theme here does not define", () => {
    expect(rest).toContain(".c{font-family:var(--font-sans)}");
    expect(rest).toContain(":focus-visible{outline:3px solid var(--color-accent)}");
  });

  it("hands the keyframes and the ::backdrop rule to the inline CSS", () => {
    expect(early).toBe("@keyframes in{0%{opacity:0}to{opacity:1}}@layer base{::backdrop{margin:0}}");
  });
});

describe("resolveVariables", () => {
  const theme = new Map([
    ["--a", "1px"],
    ["--b", "calc(var(--a) * 2)"],
  ]);
  it("resolves nested variables and leaves unknown ones", () => {
    expect(resolveVariables("var(--b) var(--c, var(--a))", theme)).toBe(
      "calc(1px * 2) var(--c, 1px)",
    );
  });
});
