import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security-headers";
import {
  brotliBytesAsSent,
  inlineScriptHashes,
  inlineStyleHashes,
  offPageIslandsFile,
} from "./site-pages";
import { startTestServer } from "@tests/support/test-server";

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

describe("the compressed size the build sizes pages by", () => {
  it("is what the server sends: a page whole, or one with forms with its token inputs", async () => {
    const server = await startTestServer();
    try {
      const sizes = [];
      for (const route of ["/", "/contact-us", "/careers", "/website-design"]) {
        const folder = path.join(server.config.siteDir, route.slice(1));
        const offPageFile = path.join(folder, offPageIslandsFile);
        const offPage = existsSync(offPageFile) ? readFileSync(offPageFile, "utf8") : "";
        const html = readFileSync(path.join(folder, "index.html"), "utf8");
        const sent = await server.app.inject({ url: route, headers: { "accept-encoding": "br" } });
        expect(sent.headers["content-encoding"]).toBe("br");
        // A page with a form is sent with a fresh token at its end: counted too, or these part.
        if (route !== "/") expect(sent.body.length).toBeGreaterThan(0);
        sizes.push([route, await brotliBytesAsSent(html, offPage), sent.rawPayload.length]);
      }
      for (const [route, measured, sent] of sizes) expect(measured, String(route)).toBe(sent);
    } finally {
      await server.close();
    }
  });
});
