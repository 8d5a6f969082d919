import { existsSync } from "node:fs";

/**
 * Debian's Chromium and the flags that keep it quiet on a machine with a closed network.
 *
 * `chromiumPath` is the full browser: Lighthouse, the interaction bench and the screenshots use it,
 * as a visitor's browser. The browser tests drive Debian's headless shell of the same Chromium when
 * it is installed: the same engine without the browser's UI layers, and on CI's two cores the suite
 * ran in 8.9 min instead of 16.2. `CHROMIUM_PATH` names one binary for all of them.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const headlessShellPath = "/usr/bin/chromium-headless-shell";

export const testBrowserPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath);

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
