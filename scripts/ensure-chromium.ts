/**
 * The browser tests drive Debian's Chromium (Playwright cannot download its own browser here).
 * Installs it with apt-get when it is missing and we run as root; otherwise says what to do.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

import { chromiumPath } from "../tests/e2e/chromium";

if (existsSync(chromiumPath)) {
  process.exit(0);
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot || !existsSync("/usr/bin/apt-get")) {
  console.error(
    `Chromium was not found at ${chromiumPath}. Install it (on Debian or Ubuntu: sudo apt-get install -y chromium),\n` +
      "or set CHROMIUM_PATH to a Chromium or Chrome binary, then run npm test again.",
  );
  process.exit(1);
}

console.log("Installing Chromium with apt-get (first run only)...");
const run = (args: string[]) =>
  execFileSync("apt-get", args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
run(["update", "-qq"]);
run(["install", "-y", "-qq", "--no-install-recommends", "chromium", "fonts-dejavu-core"]);
if (!existsSync(chromiumPath)) {
  console.error(`apt-get finished but ${chromiumPath} is still missing.`);
  process.exit(1);
}
