/**
 * The browser tests drive Debian's Chromium (Playwright cannot download its own browser here):
 * its headless shell for the browser tests and the full browser for Lighthouse and the benches
 * (decision 0102). Installs what is missing with apt-get when we run as root; otherwise says what
 * to do. Without the headless shell the browser tests run in the full browser, only slower.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

import { chromiumPath, headlessShellPath } from "@tests/e2e/helpers/chromium";

const customPath = process.env.CHROMIUM_PATH !== undefined;
const missing = [
  !existsSync(chromiumPath) && "chromium",
  !customPath && !existsSync(headlessShellPath) && "chromium-headless-shell",
].filter((name) => name !== false);

if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot || !existsSync("/usr/bin/apt-get")) {
  if (existsSync(chromiumPath)) {
    console.warn(
      "The browser tests run in the full Chromium: install chromium-headless-shell (sudo apt-get install -y chromium-headless-shell) to run them in about half the time.",
    );
    process.exit(0);
  }
  console.error(
    `Chromium was not found at ${chromiumPath}. Install it (on Debian or Ubuntu: sudo apt-get install -y chromium chromium-headless-shell),\n` +
      "or set CHROMIUM_PATH to a Chromium or Chrome binary, then run npm test again.",
  );
  process.exit(1);
}

console.log(`Installing ${missing.join(" and ")} with apt-get (first run only)...`);
const run = (args: string[]) =>
  execFileSync("apt-get", args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
run(["update", "-qq"]);
run(["install", "-y", "-qq", "--no-install-recommends", ...missing, "fonts-dejavu-core"]);
if (!existsSync(chromiumPath)) {
  console.error(`apt-get finished but ${chromiumPath} is still missing.`);
  process.exit(1);
}
