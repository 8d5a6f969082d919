/**
 * What an upload to the media library costs the server: a photo of each size typed, checked and
 * made into the build's widths and formats (server/media/process-image.ts), timed one after
 * another as the server processes them, with the bytes made. Also the refusals' cost: a
 * decompression bomb's header and a page named .jpg. A benchmark, not a test: it prints.
 *
 *   npm run bench:media
 *   npx tsx scripts/bench/media.ts --runs 5
 */
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { processImage } from "@server/media/process-image";
import { studioScene } from "@scripts/build/studio-scene";
import { claimedHugePng, htmlPage } from "@tests/support/test-images";

const { values } = parseArgs({ options: { runs: { type: "string", default: "1" } } });
const runs = Math.max(1, Number(values.runs));

/**
 * A photo of the given size: the site's studio scene (scripts/build/placeholder-photos.ts draws
 * it before a build) with a little grain, so the encoders have a photo's work.
 */
async function photo(width: number, height: number) {
  const scene = await sharp(Buffer.from(studioScene()))
    .resize({ width, height, fit: "cover" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 6 },
    },
  })
    .raw()
    .toBuffer();
  const pixels = Buffer.from(scene.data).map((value, index) =>
    Math.max(0, Math.min(255, value + (grain[index] ?? 128) - 128)),
  );
  return sharp(pixels, { raw: { width, height, channels: scene.info.channels } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(bytes: Buffer) {
  const times: number[] = [];
  let made = 0;
  let variants = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    try {
      const image = await processImage(bytes);
      made = image.variants.reduce((sum, variant) => sum + variant.bytes.length, 0);
      variants = image.variants.length;
    } catch {
      made = 0;
    }
    times.push(performance.now() - started);
  }
  return { ms: median(times), max: Math.max(...times), made, variants };
}

console.log(`load ${loadavg()[0]?.toFixed(1)}, ${runs} runs each, median (max)`);
for (const [width, height] of [
  [1200, 800],
  [1920, 1280],
  [4000, 2667],
] as const) {
  const bytes = await photo(width, height);
  const { ms, max, made, variants } = await timed(bytes);
  console.log(
    `${width}×${height} JPEG of ${(bytes.length / 1024).toFixed(0)} KB: ${ms.toFixed(0)} ms (${max.toFixed(0)}), ${variants} variants, ${(made / 1024).toFixed(0)} KB made`,
  );
}
for (const [name, bytes] of [
  ["50,000×50,000 PNG header (refused)", claimedHugePng()],
  ["HTML named .jpg (refused)", htmlPage],
] as const) {
  const { ms, max } = await timed(bytes);
  console.log(`${name}: ${ms.toFixed(2)} ms (${max.toFixed(2)})`);
}
