import { readFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { openingPath, prerenderedPaths } from "./app/lib/paths";
import { articlePlacesOf, insightsPaths } from "./app/lib/insights-paths";
import { shippedOpenings } from "./app/content/pages/openings";
import { shippedArticles } from "./app/content/insights";

/**
 * The content the build renders a page for beyond the fixed pages: that it is given
 * (SITE_CONTENT_FILE, vite.config.ts), else the shipped one. Read here, without the app's
 * aliases, which this file is loaded before.
 */
const given = (): Record<string, unknown> | undefined =>
  process.env.SITE_CONTENT_FILE
    ? (JSON.parse(readFileSync(path.resolve(process.env.SITE_CONTENT_FILE), "utf8")) as Record<
        string,
        unknown
      >)
    : undefined;

/** The openings the build renders a page for. */
function openingSlugs(content = given()): string[] {
  if (!content) return shippedOpenings.map((opening) => opening.slug);
  const careers = content["pages/careers"] as
    { openings?: { positions?: Array<{ slug: string }> } } | undefined;
  return (careers?.openings?.positions ?? []).map((opening) => opening.slug);
}

/** Each article's page, each tag's and each further page of the list (app/lib/insights-paths.ts). */
const articlePaths = (content = given()) =>
  insightsPaths(articlePlacesOf(content ?? shippedArticles));

export default {
  ssr: false,
  // BUILD_DIR lets parallel builds (and their test servers) keep out of each other's way.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every page is its own HTML file: visitors and crawlers get content before any JavaScript runs.
  prerender: () => [...prerenderedPaths, ...openingSlugs().map(openingPath), ...articlePaths()],
} satisfies Config;
