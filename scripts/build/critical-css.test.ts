import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CriticalCss, unwrapSelector } from "./critical-css";

describe("unwrapSelector", () => {
  it("reads a selector wholly wrapped in :where() or :is() as the one inside", () => {
    expect(unwrapSelector(":where(.a>:not(:last-child))")).toBe(".a>:not(:last-child)");
    expect(unwrapSelector(":is(:where(.a .b))")).toBe(".a .b");
    expect(unwrapSelector(":where([type=button],[type=reset])")).toBe("[type=button],[type=reset]");
  });

  it("leaves alone a selector that is not wholly wrapped", () => {
    for (const selector of [
      ".a",
      ":where(.a) :is(.b)",
      ".a:where(.b)",
      ":where(.group):focus-within .c",
      ".c:is(:where(.group):is([open]) *)",
    ])
      expect(unwrapSelector(selector)).toBe(selector);
  });
});

describe("CriticalCss", () => {
  const css = [
    ":where(.spaced>:not(:last-child)){margin-block-end:8px}",
    ":where(.unused>:not(:last-child)){margin-block-end:9px}",
    ".plain{color:red}",
  ].join("\n");

  it("inlines a :where() rule that matches the page, and no rule that does not", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "critical-css-"));
    writeFileSync(path.join(dir, "site.css"), css);
    const beasties = new CriticalCss({ path: dir, publicPath: "/", logLevel: "silent" });
    const html = await beasties.process(
      '<html><head><link rel="stylesheet" href="/site.css"></head><body><div class="spaced"><p>a</p><p>b</p></div><p class="plain">c</p></body></html>',
    );
    const inline = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
    expect(inline).toContain(":where(.spaced>:not(:last-child)){margin-block-end:8px}");
    expect(inline).toContain(".plain{color:red}");
    expect(inline).not.toContain(".unused");
  });
});
