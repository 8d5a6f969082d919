/**
 * Placeholder photographs, drawn as SVG and rendered to JPEG by sharp into
 * app/assets/photos/generated/ (ignored by git) before the site is built. They go through the
 * same image pipeline as a real photo (vite-imagetools: AVIF + WebP at several widths).
 *
 * A real photo wins: save it as app/assets/photos/<name>.jpg (same name) and the build uses it
 * instead (the `placeholder-photos` plugin in vite.config.ts falls back to generated/ only when
 * that file is missing). Run with --force to redraw existing placeholders.
 */
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { studioScene } from "./studio-scene";

const outDir = path.resolve("app/assets/photos/generated");
const force = process.argv.includes("--force");

const photos: Array<{ name: string; svg: () => string }> = [
  { name: "about-studio.jpg", svg: studioScene },
];

await mkdir(outDir, { recursive: true });
for (const photo of photos) {
  const target = path.join(outDir, photo.name);
  if (existsSync(target) && !force) continue;
  const started = performance.now();
  await sharp(Buffer.from(photo.svg())).jpeg({ quality: 88, mozjpeg: true }).toFile(target);
  console.log(
    `Placeholder photo ${photo.name} rendered in ${Math.round(performance.now() - started)} ms.`,
  );
}
