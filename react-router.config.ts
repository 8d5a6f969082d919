import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/lib/paths";

export default {
  ssr: false,
  // BUILD_DIR lets parallel builds (and their test servers) keep out of each other's way.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every page is its own HTML file: visitors and crawlers get content before any JavaScript runs.
  prerender: () => [...prerenderedPaths],
} satisfies Config;
