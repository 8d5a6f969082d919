/**
 * Writes the platform brand marks of the home page's expertise block from simple-icons (CC0)
 * into app/assets/platforms/. Run with `npx tsx scripts/art/platform-icons.ts`; the SVGs are committed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { siLaravel, siNextdotjs, siReact, siWordpress, type SimpleIcon } from "simple-icons";

const outDir = join(dirname(fileURLToPath(import.meta.url)), "../../app/assets/platforms");
const icons: Record<string, SimpleIcon> = {
  react: siReact,
  wordpress: siWordpress,
  laravel: siLaravel,
  nextjs: siNextdotjs,
};

mkdirSync(outDir, { recursive: true });
for (const [file, icon] of Object.entries(icons)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="48" height="48" role="img"><title>${icon.title}</title><path fill="#${icon.hex}" d="${icon.path}"/></svg>\n`;
  writeFileSync(join(outDir, `${file}.svg`), svg);
  console.log(`wrote ${file}.svg (${icon.title}, #${icon.hex})`);
}
