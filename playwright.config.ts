import { execFileSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, testBrowserPath } from "./tests/e2e/helpers/chromium";
import { quickPostsAllowed } from "./tests/e2e/helpers/server-env";

/**
 * A port nobody listens on, asked of the system: a fixed one (4173 is every `vite preview`'s)
 * fails the run whenever another program holds it. Synchronous, because the config is a plain
 * module; written to E2E_PORT because Playwright loads this config again in every worker, and
 * the workers (and specs that read E2E_PORT) must agree with the main process.
 */
function freePort(): number {
  const probe =
    "const s = require('node:net').createServer().listen(0, 'localhost', () => { process.stdout.write(String(s.address().port)); s.close(); });";
  return Number(execFileSync(process.execPath, ["-e", probe], { encoding: "utf8" }));
}

process.env.E2E_PORT ||= String(freePort());
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://localhost:${port}`;

/**
 * End-to-end tests run against the built, prerendered site served by the project's own server
 * (`npm run build` first), in Debian's Chromium.
 */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/${process.env.BUILD_DIR ?? "build"}`,
  fullyParallel: true,
  // Two on a 2-core machine, half the cores on a larger one. On this 2-core machine the suite
  // took 10.9 min with one worker (Playwright's default there), 9.4 with two, 10.0 with three.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // A skipped test fails the run (tests/setup/no-skipped-e2e-tests.ts).
  reporter: [["list"], ["./tests/setup/no-skipped-e2e-tests.ts"]],
  // On 2026-11-25 this machine ran the quote dialog's specs in 5-6 s alone and past 30 s with
  // four workers on two cores (the build of the day before too): a slow machine is no failure.
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: { executablePath: testBrowserPath, args: chromiumArgs },
    trace: "off",
  },
  webServer: {
    command: "tsx server/main.ts",
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    // On CI the unit tests run beside, on the same cores: the server may take longer to start.
    timeout: process.env.CI ? 60_000 : 30_000,
    env: {
      PORT: String(port),
      HOST: "localhost",
      DATA_DIR: `data/e2e-${port}`,
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "1000",
      // Every spec posts from one address: the desk's spam limits would quarantine them.
      SPAM_ADDRESS_MAX: "100000",
      ...quickPostsAllowed,
      ADMIN_EMAIL: "owner@example.com",
      ADMIN_PASSWORD: "e2e owner password",
    },
  },
});
