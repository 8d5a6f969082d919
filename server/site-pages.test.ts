import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security-headers";
import { inlineScriptHashes, inlineStyleHashes } from "./site-pages";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inline <style> hashes (the critical CSS postbuild inlines)", () => {
  const css = "body{margin:0}.hero{color:#fff}";
  const html = `<html><head><style>${css}</style><script type="application/ld+json">{}</script></head><body><script>go()</script></body></html>`;

  it("hashes each inline <style> and leaves scripts to the script hashes", () => {
    expect(inlineStyleHashes(html)).toEqual([sha256(css)]);
    expect(inlineScriptHashes(html)).toEqual([sha256("go()")]);
  });

  it("allows exactly those styles in style-src, never 'unsafe-inline'", () => {
    const csp = contentSecurityPolicy({ styleHashes: inlineStyleHashes(html) });
    expect(csp).toContain(`style-src 'self' ${sha256(css)}`);
    expect(csp).not.toContain("unsafe");
  });
});
