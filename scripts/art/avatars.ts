/**
 * Writes the team's illustrated portraits to app/assets/team/<slug>.svg.
 * DiceBear "Lorelei" by Lisa Wischofsky, CC0 1.0: no photographs of real people (DESIGN.md).
 * Transparent backgrounds: the team cards paint the tint. The SVGs are committed; run again after changing the team:  npx tsx scripts/art/avatars.ts
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { lorelei } from "@dicebear/collection";
import { createAvatar, type StyleOptions } from "@dicebear/core";

type LoreleiOptions = StyleOptions<lorelei.Options>;

/** One entry per team member; the slug is the file name the content module refers to. */
const portraits: Array<{ slug: string; options: LoreleiOptions }> = [
  {
    slug: "hamza-qureshi",
    options: {
      hair: ["variant03"],
      eyes: ["variant04"],
      eyebrows: ["variant02"],
      mouth: ["happy02"],
      skinColor: ["c99a74"],
    },
  },
  {
    slug: "ayesha-siddiqui",
    options: {
      hair: ["variant35"],
      eyes: ["variant12"],
      eyebrows: ["variant05"],
      mouth: ["happy01"],
      earrings: ["variant02"],
      earringsProbability: 100,
      skinColor: ["e0b48f"],
    },
  },
  {
    slug: "bilal-ahmed",
    options: {
      hair: ["variant08"],
      eyes: ["variant06"],
      eyebrows: ["variant09"],
      mouth: ["happy04"],
      glasses: ["variant04"],
      glassesProbability: 100,
      skinColor: ["b98561"],
    },
  },
  {
    slug: "mahnoor-tariq",
    options: {
      hair: ["variant40"],
      eyes: ["variant02"],
      eyebrows: ["variant01"],
      mouth: ["happy03"],
      glasses: ["variant01"],
      glassesProbability: 100,
      skinColor: ["d9a884"],
    },
  },
  {
    slug: "zainab-malik",
    options: {
      hair: ["variant31"],
      eyes: ["variant20"],
      eyebrows: ["variant11"],
      mouth: ["happy05"],
      earrings: ["variant01"],
      earringsProbability: 100,
      skinColor: ["c99a74"],
    },
  },
  {
    slug: "usman-raza",
    options: {
      hair: ["variant01"],
      eyes: ["variant10"],
      eyebrows: ["variant02"],
      mouth: ["happy12"],
      beard: ["variant01"],
      beardProbability: 100,
      skinColor: ["a8754f"],
    },
  },
];

const outDir = path.resolve("app/assets/team");

for (const { slug, options } of portraits) {
  const svg = createAvatar(lorelei, {
    seed: slug,
    hairColor: ["1f1712"],
    scale: 88,
    translateY: 6,
    frecklesProbability: 0,
    hairAccessoriesProbability: 0,
    glassesProbability: 0,
    earringsProbability: 0,
    beardProbability: 0,
    ...options,
  }).toString();
  await writeFile(path.join(outDir, `${slug}.svg`), `${svg}\n`);
  console.log(`wrote app/assets/team/${slug}.svg (${svg.length} bytes)`);
}
