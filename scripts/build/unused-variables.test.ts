import { describe, expect, it } from "vitest";
import { withoutUnusedVariables } from "./unused-variables";

const css =
  "@layer theme{:root,:host{--color-ink:#0b1530;--color-red-50:#fef2f2;--font-sans:var(--font-base);--font-base:Arial}}" +
  "@layer properties{@supports (not (x:y)){*,:before{--tw-shadow:0 0 #0000;--tw-blur:initial}}}" +
  "@layer utilities{.text-ink{color:var(--color-ink)}.shadow{box-shadow:var(--tw-shadow)}body{font-family:var(--font-sans)}}";

describe("withoutUnusedVariables", () => {
  it("keeps the variables the page reads and drops the others from their rules and layers", () => {
    const html = `<html><head><style>${css}</style></head><body class="text-ink"></body></html>`;
    const critical = withoutUnusedVariables(css, html);
    expect(critical).toContain("--color-ink:#0b1530");
    expect(critical).toContain("--tw-shadow:0 0 #0000");
    // Read only through another variable's value: still kept.
    expect(critical).toContain("--font-base:Arial");
    expect(critical).not.toContain("--color-red-50");
    expect(critical).not.toContain("--tw-blur");
    expect(critical).toContain(".text-ink{color:var(--color-ink)}");
    expect(critical).toBe(
      "@layer theme{:root,:host{--color-ink:#0b1530;--font-sans:var(--font-base);--font-base:Arial}}" +
        "@layer properties{@supports (not (x:y)){*,:before{--tw-shadow:0 0 #0000}}}" +
        "@layer utilities{.text-ink{color:var(--color-ink)}.shadow{box-shadow:var(--tw-shadow)}body{font-family:var(--font-sans)}}",
    );
  });

  it("counts a variable an attribute of the page reads", () => {
    const html = `<style>${css}</style><div style="outline-color:var(--color-red-50)"></div>`;
    expect(withoutUnusedVariables(css, html)).toContain("--color-red-50:#fef2f2");
  });

  it("drops a block left empty", () => {
    const small = "@layer theme{:root{--a:1}}.x{color:red}";
    expect(withoutUnusedVariables(small, `<style>${small}</style>`)).toBe(".x{color:red}");
  });
});
