import { readFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { openingPath, prerenderedPaths } from "./app/lib/paths";
import { shippedOpenings } from "./app/content/pages/openings";

/**
 * The openings the build renders a page for: those of the content it is given
 * (SITE_CONTENT_FILE, vite.config.ts), else the shipped ones. Read here, without the app's
 * aliases, which this file is loaded before.
 */
function openingSlugs(): string[] {
  if (!process.env.SITE_CONTENT_FILE) return shippedOpenings.map((opening) => opening.slug);
  const given = JSON.parse(readFileSync(path.resolve(process.env.SITE_CONTENT_FILE), "utf8")) as {
    "pages/careers"?: { openings?: { positions?: Array<{ slug: string }> } };
  };
  return (given["pages/careers"]?.openings?.positions ?? []).map((opening) => opening.slug);
}

export default {
  ssr: false,
  // BUILD_DIR lets parallel builds (and their test servers) keep out of each other's way.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every page is its own HTML file: visitors and crawlers get content before any JavaScript runs.
  prerender: () => [...prerenderedPaths, ...openingSlugs().map(openingPath)],
} satisfies Config;
