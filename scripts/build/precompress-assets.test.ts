import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, constants, brotliCompressSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompressAssets } from "./precompress-assets";

let dir: string;
const script = Buffer.from(
  Array.from({ length: 300 }, (_, i) => `export const item${i} = "${i}";`).join("\n"),
);

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "precompress-"));
  await mkdir(path.join(dir, "assets", "nested"), { recursive: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("precompressAssets", () => {
  it("writes a brotli file at brotli's best beside each compressible file, in every folder", async () => {
    await writeFile(path.join(dir, "assets", "entry.js"), script);
    await writeFile(path.join(dir, "assets", "nested", "sheet.css"), script);
    const totals = await precompressAssets(dir);
    const atQuality4 = brotliCompressSync(script, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
    });
    for (const file of ["assets/entry.js", "assets/nested/sheet.css"]) {
      const brotli = await readFile(path.join(dir, `${file}.br`));
      expect(brotliDecompressSync(brotli).equals(script), file).toBe(true);
      expect(brotli.length, file).toBeLessThan(atQuality4.length);
    }
    expect(totals.files).toBe(2);
    expect(totals.bytes).toBe(2 * script.length);
  });

  it("leaves pages, small files, images and files brotli would not shrink alone", async () => {
    await writeFile(path.join(dir, "index.html"), script);
    await writeFile(path.join(dir, "assets", "tiny.js"), "export {};");
    await writeFile(path.join(dir, "assets", "photo.webp"), script);
    // Random bytes do not compress: brotli's output would be larger than the file.
    const noise = Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256)));
    await writeFile(path.join(dir, "assets", "noise.svg"), noise);
    const totals = await precompressAssets(dir);
    for (const file of ["index.html", "assets/tiny.js", "assets/photo.webp", "assets/noise.svg"])
      expect(existsSync(path.join(dir, `${file}.br`)), file).toBe(false);
    expect(totals.files).toBe(0);
  });
});
