import { describe, expect, it } from "vitest";
import { restStylesheet } from "./rest-stylesheet";

const full = [
  "@layer theme, base, utilities;",
  "@layer base{*,:before,:after{box-sizing:border-box}body{margin:0}}",
  "@layer utilities{.flex{display:flex}.hidden{display:none}.a,.b{color:red}",
  "@media (min-width:48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}",
  "@keyframes spin{to{transform:rotate(1turn)}}}",
  ".js .reveal{opacity:0}",
].join("");

describe("restStylesheet", () => {
  it("leaves out the rules the critical CSS holds, in the same at-rules", () => {
    const critical =
      "@layer base{*,:before,:after{box-sizing:border-box}body{margin:0}}@layer utilities{.flex{display:flex}@media (min-width:48rem){.md\\:flex{display:flex}}}";
    const rest = restStylesheet(full, critical);
    expect(rest).not.toContain("box-sizing");
    expect(rest).not.toContain("body{");
    expect(rest).not.toMatch(/\.flex\{/);
    expect(rest).not.toContain(".md\\:flex");
    expect(rest).toContain(".hidden{display:none}");
    expect(rest).toContain("@media (min-width:48rem){.md\\:grid{display:grid}}");
    expect(rest).toContain(".js .reveal{opacity:0}");
    expect(rest).toContain("@keyframes spin");
    // The layer order statement stays, so the rest cascades as the full sheet did.
    expect(rest.startsWith("@layer theme, base, utilities;")).toBe(true);
  });

  it("keeps a rule whose selector the critical CSS has under other at-rules", () => {
    const rest = restStylesheet(full, "@layer utilities{.md\\:flex{display:flex}}");
    expect(rest).toContain(".md\\:flex{display:flex}");
  });

  it("keeps the selectors of a list that the critical CSS dropped", () => {
    const rest = restStylesheet(full, "@layer utilities{.a{color:red}}");
    expect(rest).toContain(".b{color:red}");
    expect(rest).not.toMatch(/\.a[,{]/);
  });

  it("drops blocks left empty", () => {
    const rest = restStylesheet(full, "@layer base{*,:before,:after{box-sizing:border-box}body{margin:0}}");
    expect(rest).not.toContain("@layer base{");
  });
});
