import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { loadSiteFiles, registerSiteFiles } from "./site-files";

const sitemap = (pages: number) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset>${Array.from(
    { length: pages },
    (_, page) => `<url><loc>https://www.example.com/page-${page}</loc></url>`,
  ).join("")}</urlset>`;

let siteDir = "";
afterEach(() => rm(siteDir, { recursive: true, force: true }));

async function serving() {
  siteDir = await mkdtemp(path.join(tmpdir(), "site-files-"));
  const built = sitemap(60);
  await writeFile(path.join(siteDir, "sitemap.xml"), built);
  await writeFile(path.join(siteDir, "sitemap.xml.br"), brotliCompressSync(built));
  const files = await loadSiteFiles(siteDir);
  const app = Fastify();
  registerSiteFiles(app, files);
  return { app, files, built };
}

describe("the site's files that follow the content", () => {
  it("sends the build's brotli file to a client that takes br, and the file to any other", async () => {
    const { app, built } = await serving();
    const br = await app.inject({ url: "/sitemap.xml", headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.rawPayload.equals(brotliCompressSync(built))).toBe(true);
    const plain = await app.inject({ url: "/sitemap.xml" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(built);
  });

  it("compresses a publish's files once, before they are served, and serves them all at once", async () => {
    const { app, files, built } = await serving();
    const next = sitemap(61);
    const show = await files.ready([{ path: "/sitemap.xml", type: "application/xml", body: next }]);
    // Made ready, not yet live: visitors still get the build's.
    expect((await app.inject({ url: "/sitemap.xml" })).body).toBe(built);
    show();
    const br = await app.inject({ url: "/sitemap.xml", headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(next);
    expect((await app.inject({ url: "/sitemap.xml" })).body).toBe(next);
  });
});
