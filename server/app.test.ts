import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "./app";
import { loadConfig } from "./config";
import { acceptsBrotli } from "./site-pages";

let siteDir: string;
let app: Awaited<ReturnType<typeof buildServer>>;
const inline = "window.__ctx = 1;";
/** An asset the build has compressed beside itself (scripts/build/precompress-assets.ts). */
const bigScript = Buffer.from(
  Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i * 7};`).join("\n"),
);

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(tmpdir(), "site-"));
  const page = (title: string) =>
    `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1>${"<p>filler</p>".repeat(200)}<script>${inline}</script><script type="application/ld+json">{}</script></body></html>`;
  await mkdir(path.join(siteDir, "about-us"));
  await mkdir(path.join(siteDir, "Services"));
  await mkdir(path.join(siteDir, "assets"));
  await writeFile(path.join(siteDir, "index.html"), page("Home"));
  await writeFile(path.join(siteDir, "about-us/index.html"), page("About"));
  await writeFile(path.join(siteDir, "Services/index.html"), page("Services"));
  await writeFile(path.join(siteDir, "404.html"), page("Unexpected Application Error!"));
  await writeFile(path.join(siteDir, "assets/app-abc123.js"), "console.log(1)");
  await writeFile(path.join(siteDir, "assets/entry-def456.js"), bigScript);
  await writeFile(path.join(siteDir, "assets/entry-def456.js.br"), brotliCompressSync(bigScript));
  await writeFile(path.join(siteDir, "robots.txt"), "User-agent: *");
  await writeFile(path.join(siteDir, "humans.txt"), "The team");
  const config = loadConfig({ SITE_DIR: siteDir, DATA_DIR: path.join(siteDir, "data") });
  app = await buildServer({ config, logger: false });
});

afterAll(async () => {
  await app.close();
  await rm(siteDir, { recursive: true, force: true });
});

describe("site server", () => {
  it("serves a prerendered page with revalidation and a per-page CSP", async () => {
    const response = await app.inject({ url: "/about-us" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<h1>About</h1>");
    expect(response.headers["cache-control"]).toBe("no-cache");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe");
  });

  it("answers 304 when the page has not changed", async () => {
    const first = await app.inject({ url: "/" });
    const second = await app.inject({
      url: "/",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(304);
  });

  it("answers unknown URLs with the error page and status 404", async () => {
    const response = await app.inject({ url: "/no-such-page" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Unexpected Application Error!");
    const post = await app.inject({ method: "POST", url: "/no-such-page" });
    expect(post.statusCode).toBe(404);
  });

  it("redirects other spellings of a page to its canonical URL", async () => {
    for (const variant of ["/services", "/SERVICES", "/Services/"]) {
      const response = await app.inject({ url: variant });
      expect(response.statusCode, variant).toBe(301);
      expect(response.headers.location).toBe("/Services");
    }
    const slash = await app.inject({ url: "/about-us/?ref=x" });
    expect(slash.headers.location).toBe("/about-us?ref=x");
  });

  it("caches hashed assets for a year, other files for an hour, and the content's files not at all", async () => {
    const asset = await app.inject({ url: "/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const plain = await app.inject({ url: "/humans.txt" });
    expect(plain.headers["cache-control"]).toBe("public, max-age=3600");
    // robots.txt follows the published content, so a publish must reach a client at once.
    const robots = await app.inject({ url: "/robots.txt" });
    expect(robots.headers["cache-control"]).toBe("no-cache");
  });

  it("sends an asset's brotli file from the build to a client that takes br, the asset to any other", async () => {
    const url = "/assets/entry-def456.js";
    const br = await app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.rawPayload.equals(brotliCompressSync(bigScript))).toBe(true);

    const plain = await app.inject({ url });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("accept-encoding");
    expect(plain.rawPayload.equals(bigScript)).toBe(true);

    const gzip = await app.inject({ url, headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).equals(bigScript)).toBe(true);

    const refused = await app.inject({ url, headers: { "accept-encoding": "br;q=0" } });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.rawPayload.equals(bigScript)).toBe(true);

    const head = await app.inject({ method: "HEAD", url, headers: { "accept-encoding": "br" } });
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.rawPayload.length).toBe(0);
    const post = await app.inject({ method: "POST", url, headers: { "accept-encoding": "br" } });
    expect(post.statusCode).toBe(404);

    // The compressed file is not a URL of its own, nor a way out of the served folder.
    const direct = await app.inject({ url: `${url}.br`, headers: { "accept-encoding": "br" } });
    expect(direct.statusCode).toBe(404);
    const outside = await app.inject({
      url: "/assets/..%2f..%2fpackage.json",
      headers: { "accept-encoding": "br" },
    });
    expect(outside.statusCode).toBe(404);
  });

  it("does not serve the HTML files under their file names", async () => {
    const response = await app.inject({ url: "/about-us/index.html" });
    expect(response.statusCode).toBe(404);
  });

  it("compresses pages and sends the security headers", async () => {
    const response = await app.inject({ url: "/about-us", headers: { "accept-encoding": "gzip" } });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["permissions-policy"]).toContain("camera=()");
  });

  it("sends no header that only browsers the site does not run in read", async () => {
    const response = await app.inject({ url: "/about-us" });
    for (const header of [
      "x-xss-protection",
      "x-download-options",
      "x-permitted-cross-domain-policies",
    ])
      expect(response.headers[header], header).toBeUndefined();
  });

  it("isolates no public page from its opener (a new renderer process cost each page ~100 ms): no Cross-Origin-Opener-Policy", async () => {
    for (const url of ["/", "/about-us", "/no-such-page", "/assets/app-abc123.js"]) {
      const response = await app.inject({ url });
      expect(response.headers["cross-origin-opener-policy"], url).toBeUndefined();
      expect(response.headers["x-frame-options"], url).toBe("DENY");
    }
  });

  it("sends a page without a form as compressed once, at brotli's best, to a client that takes br", async () => {
    const html = await readFile(path.join(siteDir, "about-us/index.html"));
    const best = brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    });
    for (const [url, body] of [
      ["/about-us", html],
      ["/no-such-page", await readFile(path.join(siteDir, "404.html"))],
    ] as const) {
      const response = await app.inject({ url, headers: { "accept-encoding": "gzip, br" } });
      expect(response.headers["content-encoding"], url).toBe("br");
      expect(response.headers.vary, url).toContain("accept-encoding");
      expect(brotliDecompressSync(response.rawPayload).equals(body), url).toBe(true);
    }
    const once = await app.inject({ url: "/about-us", headers: { "accept-encoding": "br" } });
    expect(once.rawPayload.length).toBe(best.length);
    expect(once.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    // HEAD and a revalidation go the same way as GET: headers of the compressed answer, no body;
    // 304 with the page's ETag.
    const head = await app.inject({
      method: "HEAD",
      url: "/about-us",
      headers: { "accept-encoding": "br" },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.rawPayload.length).toBe(0);
    const revalidated = await app.inject({
      url: "/about-us",
      headers: { "accept-encoding": "br", "if-none-match": String(once.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    // br refused (q=0) or not offered: the ordinary negotiation.
    for (const encoding of ["br;q=0, gzip", "gzip", ""]) {
      const response = await app.inject({
        url: "/about-us",
        headers: { "accept-encoding": encoding },
      });
      expect(response.headers["content-encoding"], encoding).not.toBe("br");
      expect(response.statusCode).toBe(200);
    }
  });
});

describe("acceptsBrotli", () => {
  it("reads br and its quality from Accept-Encoding", () => {
    expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsBrotli("BR;q=0.5")).toBe(true);
    expect(acceptsBrotli("br;q=0")).toBe(false);
    expect(acceptsBrotli("br ; q=0.0")).toBe(false);
    expect(acceptsBrotli("gzip, brotli")).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});
