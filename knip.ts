import type { KnipConfig } from "knip";

/**
 * Unused files, exports and dependencies fail `npm run check`. Knip's own plugins read the
 * React Router routes, Vite, Vitest, Playwright and ESLint configs; the rest is listed here.
 */
const config: KnipConfig = {
  // `!` marks production: `knip --production --include files` (run by check:static) then fails
  // on any file under server/ that only tests reach; test support lives in tests/support/.
  // server/main.ts is found from package.json's start script, but not in production mode.
  entry: [
    "server/main.ts!",
    // Run by hand (`npx tsx scripts/art/avatars.ts`); build/ and quality/ run from package.json.
    // The owner's tools are production: what only they reach under server/ is not test support.
    "scripts/ops/*.ts!",
    // The publishing thread: started by its file's URL (server/content/worker-publisher.ts).
    "server/content/publish-worker.ts!",
    "scripts/{art,bench}/*.ts",
    "tests/e2e/*.spec.ts",
    "tests/setup/*.ts",
    // The page's loader: built into every page by scripts/build/page-loader.ts, imported by none.
    "app/lib/run-after-first-paint.ts",
    // The lead desk's stylesheet, linked from app/admin/index.html (decision 0120).
    "app/admin/admin.css",
  ],
  project: [
    "app/**/*.{ts,tsx,css}",
    "contracts/**/*.ts",
    "server/**/*.ts!",
    "scripts/**/*.ts",
    "tests/**/*.{ts,tsx}",
    "types/**/*.ts",
  ],
  // A schema may export a piece that its own file composes into a bigger schema.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Read by file path: og-images.ts loads the static .woff files (satori takes no woff2).
    "@fontsource/plus-jakarta-sans",
    // Read by file path: its browser build goes into the page in the interaction bench and in
    // tests/e2e/beacon-vitals.spec.ts (the site has its own, smaller observers).
    "web-vitals",
  ],
  // scripts/quality/ensure-chromium.ts and ensure-dovecot.ts install Debian's Chromium and
  // Dovecot with apt-get when run as root.
  // server/briefs/disk-full.test.ts mounts a small tmpfs (as root) to fill a real disk.
  ignoreBinaries: ["apt-get", "mount", "umount"],
  compilers: {
    // Tailwind 4 is imported from the stylesheet: `@import "tailwindcss";`.
    css: (text: string) =>
      [...text.matchAll(/@import\s+["']([^"']+)["']/g)]
        .map(([, source]) => `import "${source}";`)
        .join("\n"),
  },
};

export default config;
