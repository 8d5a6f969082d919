import { crc32 } from "node:zlib";
import sharp from "sharp";

/** Pictures for the media tests, made by sharp, and hostile files made by hand. */
export const testJpeg = (width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: "#2a6fdb" } })
    .jpeg({ quality: 80 })
    .toBuffer();

export const testPng = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 4, background: "#ffaa0080" } })
    .png()
    .toBuffer();

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A decompression bomb's header: a PNG of a few dozen bytes that says it is `width` × `height`
 * pixels (50,000 × 50,000 is 2.5 gigapixels, 10 GB decoded).
 */
export function claimedHugePng(width = 50_000, height = 50_000) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

export const testSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>',
);

export const htmlPage = Buffer.from(
  "<!doctype html><html><body><script>fetch('/admin/api/leads')</script></body></html>",
);
