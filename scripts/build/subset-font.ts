/**
 * The site's one font, cut down to the characters its copy uses (decision 0006).
 * The Latin file of Plus Jakarta Sans Variable (every weight, 27 KB) is the largest request
 * before the first paint; this keeps every weight and every Basic Latin character, plus each
 * other character found in the site's sources (content, components, form messages), and drops
 * the rest (about 18 KB). A character outside it still shows, in the fallback font.
 *
 * Run by `npm run build` and `npm run dev` before Vite; writes
 * app/assets/fonts/generated/plus-jakarta-sans-site.woff2 (ignored by git) only when the source
 * font or the character set changed.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";

const sourceFont = createRequire(import.meta.url).resolve(
  "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
);
const outFile = path.resolve("app/assets/fonts/generated/plus-jakarta-sans-site.woff2");
const stampFile = `${outFile}.json`;
const copyDirs = ["app/content", "app/components", "app/routes", "contracts"];

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Basic Latin, and every printable character beyond it that the copy's sources hold. */
async function siteCharacters(): Promise<string> {
  const characters = new Set<string>();
  for (let code = 0x20; code <= 0x7e; code++) characters.add(String.fromCharCode(code));
  for (const dir of copyDirs)
    for (const file of await sourceFiles(dir))
      for (const character of await readFile(file, "utf8"))
        if (/[\p{L}\p{N}\p{P}\p{S}\p{Zs}]/u.test(character)) characters.add(character);
  return [...characters].sort().join("");
}

const font = await readFile(sourceFont);
const text = await siteCharacters();
const stamp = createHash("sha256").update(font).update(text).digest("hex");
const previous =
  existsSync(stampFile) && existsSync(outFile) ? await readFile(stampFile, "utf8") : "";
if (previous !== JSON.stringify({ stamp })) {
  const subset = await subsetFont(font, text, { targetFormat: "woff2" });
  await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(outFile, subset);
  await writeFile(stampFile, JSON.stringify({ stamp }));
  console.log(
    `Font subset: ${[...text].length} characters, ${(font.length / 1024).toFixed(1)} KB -> ${(subset.length / 1024).toFixed(1)} KB.`,
  );
}
