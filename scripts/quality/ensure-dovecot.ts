/**
 * The inbound mail tests read a real IMAP server: Debian's Dovecot (dovecot-imapd), which each
 * test starts in a temporary folder (tests/support/test-imap.ts). Installs it with apt-get when
 * it is missing and we run as root; otherwise says what to install.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dovecotPath } from "@tests/support/test-imap";

if (existsSync(dovecotPath)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot || !existsSync("/usr/bin/apt-get")) {
  console.error(
    `Dovecot was not found at ${dovecotPath}. Install it (on Debian or Ubuntu: sudo apt-get install -y dovecot-imapd),\n` +
      "or set DOVECOT_PATH to a dovecot binary, then run npm test again.",
  );
  process.exit(1);
}

console.log("Installing dovecot-imapd with apt-get (first run only)...");
const run = (args: string[]) =>
  execFileSync("apt-get", args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
run(["update", "-qq"]);
run(["install", "-y", "-qq", "--no-install-recommends", "dovecot-imapd"]);
if (!existsSync(dovecotPath)) {
  console.error(`apt-get finished but ${dovecotPath} is still missing.`);
  process.exit(1);
}
