/**
 * The virus scan's tests talk to a real clamd: Debian's clamav-daemon, which each test starts in
 * a temporary folder with a signature of its own (tests/support/test-clamd.ts). Installs it with
 * apt-get when it is missing and we run as root; otherwise says what to install.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { clamdPath } from "@tests/support/test-clamd";

if (existsSync(clamdPath)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot || !existsSync("/usr/bin/apt-get")) {
  console.error(
    `clamd was not found at ${clamdPath}. Install it (on Debian or Ubuntu: sudo apt-get install -y clamav-daemon),\n` +
      "or set CLAMD_PATH to a clamd binary, then run npm test again.",
  );
  process.exit(1);
}

console.log("Installing clamav-daemon with apt-get (first run only)...");
const run = (args: string[]) =>
  execFileSync("apt-get", args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
run(["update", "-qq"]);
run(["install", "-y", "-qq", "--no-install-recommends", "clamav-daemon"]);
if (!existsSync(clamdPath)) {
  console.error(`apt-get finished but ${clamdPath} is still missing.`);
  process.exit(1);
}
