import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { alias } from "./vite.config";

export default defineConfig({
  // The scripts' tests reach the server as the scripts do (tsconfig.json's `@server/`); the app
  // never does, and Vite's own alias, which builds it, has no `@server`.
  resolve: {
    alias: {
      ...alias,
      "@server": fileURLToPath(new URL("server", import.meta.url)),
      // The publisher finishes pages with the build's own steps (server/content/publisher.ts).
      "@scripts": fileURLToPath(new URL("scripts", import.meta.url)),
    },
  },
  test: {
    // Most files wait on sockets, timers and child processes more than on the CPU: on CI's two
    // cores the whole run took 99 s with four files at once, 176 s with one (the default there).
    maxWorkers: process.env.CI ? 4 : undefined,
    // On CI `npm run check` runs the unit tests beside the browser tests (decision 0102): the
    // cores are shared, so a test may take 30 s and a hook (a store, a server, PostgreSQL) 60 s
    // there before it counts as failed. Locally the defaults (5 s and 10 s) stay.
    testTimeout: process.env.CI ? 30_000 : undefined,
    hookTimeout: process.env.CI ? 60_000 : undefined,
    // A skipped or to-do test fails the run (tests/setup/no-skipped-unit-tests.ts).
    reporters: ["default", "./tests/setup/no-skipped-unit-tests.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "app",
          environment: "jsdom",
          include: ["app/**/*.test.{ts,tsx}", "contracts/**/*.test.ts"],
          setupFiles: ["tests/setup/unit-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: [
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/architecture/*.test.ts",
            "tests/setup/*.test.ts",
          ],
          setupFiles: ["tests/setup/fail-on-console-error.ts"],
        },
      },
    ],
  },
});
