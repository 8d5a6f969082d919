/**
 * npm run bench:preview
 *
 * How soon the desk's preview shows what the owner types, with the build in BUILD_DIR (run
 * `npm run build` first): the real server on a fresh SQLite store, the desk in Chromium, the
 * home page's editor open; 30 keystrokes typed into the Headline, one at a time as a person
 * types them, each timed in the page from its keydown to the moment both preview frames show
 * the headline with it. Prints the median and p95 beside the machine's load; asserts nothing.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { buildServer } from "@server/app";
import { loadConfig } from "@server/config";
import { chromiumArgs, chromiumPath } from "@tests/e2e/helpers/chromium";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const owner = { email: "bench@example.com", password: "bench owner password" };
const keystrokes = 30;
/** A person's pause between keys (about 80 words a minute). */
const typingGapMs = 150;

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};

/**
 * Types `key` and resolves with the time, measured in the page, from its keydown to the first
 * frame at which both preview frames' h1 shows `expected`. The page listens before the key is
 * sent.
 */
async function timeKey(page: Page, key: string, expected: string): Promise<number> {
  await page.evaluate((text) => {
    (window as unknown as { shown: Promise<number> }).shown = new Promise<number>(
      (resolve, reject) => {
        let pressed: number | undefined;
        const giveUp = window.setTimeout(() => {
          const state = document.querySelector("[data-preview-state]")?.textContent ?? "";
          const headlines = frames.map(
            (frame) => frame.contentDocument?.querySelector("h1")?.textContent ?? "no headline",
          );
          reject(
            new Error(
              `The preview never showed "${text}" (${state || "no state"}; ${frames.length} frames show ${JSON.stringify(headlines)}; key pressed: ${pressed !== undefined}).`,
            ),
          );
        }, 20_000);
        document.addEventListener(
          "keydown",
          (event) => {
            pressed = event.timeStamp;
          },
          { once: true, capture: true },
        );
        const frames = [...document.querySelectorAll<HTMLIFrameElement>("iframe[title^=Preview]")];
        const check = (now: number) => {
          const shown = frames.every((frame) =>
            // The site keeps a headline's last two words together with a no-break space.
            frame.contentDocument
              ?.querySelector("h1")
              ?.textContent?.replace(/\s+/g, " ")
              .includes(text),
          );
          if (pressed !== undefined && shown) {
            window.clearTimeout(giveUp);
            resolve(now - pressed);
          } else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      },
    );
  }, expected);
  await page.keyboard.type(key);
  return page.evaluate(() => (window as unknown as { shown: Promise<number> }).shown);
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), "bench-preview-"));
  const config = loadConfig({
    SITE_DIR: path.join(buildDir, "client"),
    ADMIN_DIR: path.join(buildDir, "admin"),
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
  });
  const server = await buildServer({ config, logger: false });
  await server.listen({ port: 0, host: "localhost" });
  const address = server.server.address();
  const origin = `http://localhost:${typeof address === "object" && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // tsx names the functions this file sends to the page with a helper only Node has.
    await page.addInitScript("globalThis.__name = (target) => target;");
    await page.goto(`${origin}/admin/sign-in`);
    await page.getByLabel("E-mail").fill(owner.email);
    await page.getByLabel("Password").fill(owner.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { level: 1, name: "Leads" }).waitFor();
    await page.goto(`${origin}/admin/content/pages.home`);
    const field = page.getByRole("textbox", { name: "Headline", exact: true });
    await field.fill("Preview bench");
    await field.press("End");
    // The first keystroke on a fresh server may load the renderer: timed apart from the rest.
    console.log(`first keystroke: ${Math.round(await timeKey(page, "!", "Preview bench!"))} ms`);

    const times: number[] = [];
    let text = "Preview bench!";
    for (let index = 0; index < keystrokes; index++) {
      const key = "abcdefghijklmnopqrstuvwxyz"[index % 26] ?? "a";
      text += key;
      times.push(await timeKey(page, key, text));
      await new Promise((resolve) => setTimeout(resolve, typingGapMs));
    }
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.log(
      `preview shows a keystroke: median ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}, max ${ms(Math.max(...times))} (${keystrokes} keystrokes)`,
    );
    console.log(
      `load average (1, 5, 15 min): ${loadavg()
        .map((value) => value.toFixed(2))
        .join(", ")}`,
    );
  } finally {
    await browser.close();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
