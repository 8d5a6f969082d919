import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/lib/paths";

export default {
  ssr: false,
  // Every page is its own HTML file: visitors and crawlers get content before any JavaScript runs.
  prerender: () => [...prerenderedPaths],
} satisfies Config;
