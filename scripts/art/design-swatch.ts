/**
 * Renders the design tokens of app/styles/app.css (palette with contrast ratios, type scale,
 * spacing, radius, shadows, the hero artwork) into an HTML page and photographs it with
 * headless Chromium: docs/design-swatch.png, referenced by docs/design.md.
 *
 *   npm run design-swatch
 */
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { HeroBackdrop } from "~/components/ui/hero-backdrop";
import { chromiumArgs, chromiumPath } from "@tests/e2e/helpers/chromium";

const css = await readFile("app/styles/app.css", "utf8");
const theme = /@theme \{([\s\S]*?)\n {2}@keyframes/.exec(css)?.[1] ?? "";
const tokens: Record<string, string> = Object.fromEntries(
  [...theme.matchAll(/(?<![\w-])--([\w-]+):\s*([^;\s][^;]*);/g)].map(
    ([, name = "", value = ""]) => [name, value.trim()],
  ),
);

const require = createRequire(import.meta.url);
const font = pathToFileURL(
  require.resolve("@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2"),
).href;

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((index) => {
    const c = parseInt(hex.slice(index, index + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const colors = Object.entries(tokens).filter(([name]) => name.startsWith("color-"));
const swatches = colors
  .map(([name, value = "#000000"]) => {
    const onWhite = contrast(value, "#ffffff");
    const onInk = contrast(value, "#0b1530");
    const text = onWhite >= onInk ? "#ffffff" : "#0b1530";
    return `<figure class="swatch"><div class="chip" style="background:${value};color:${text}">
      <span>${Math.max(onWhite, onInk).toFixed(1)}:1</span></div>
      <figcaption><b>${name.replace("color-", "")}</b><code>${value}</code>
      <small>on white ${onWhite.toFixed(1)} · on ink ${onInk.toFixed(1)}</small></figcaption></figure>`;
  })
  .join("");

const typeScale = ["display", "h1", "h2", "h3", "lead"]
  .map(
    (step) =>
      `<div class="type"><code>text-${step}</code><div style="font-size:${tokens[`text-${step}`]};line-height:${tokens[`text-${step}--line-height`]};font-weight:${step === "lead" ? 400 : 750}">${step === "lead" ? "Lead text for intros, 17–20 px, 1.6 line height." : "Innovative IT Solutions"}</div><small>${tokens[`text-${step}`]}</small></div>`,
  )
  .join("");

const hero = renderToStaticMarkup(createElement(HeroBackdrop, { seed: "About Us" }));
const heroTwo = renderToStaticMarkup(createElement(HeroBackdrop, { seed: "Cyber Security" }));

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: "Jakarta"; src: url("${font}") format("woff2"); font-weight: 200 800; }
* { box-sizing: border-box; }
body { margin: 0; padding: 48px; width: 1280px; font-family: Jakarta, sans-serif; color: #0b1530; background: #f5f7fb; }
h1 { font-size: 40px; margin: 0 0 4px; letter-spacing: -0.02em; } h2 { font-size: 22px; margin: 40px 0 16px; }
p.lede { margin: 0; color: #475569; }
.grid { display: grid; grid-template-columns: repeat(6, 1fr); gap: 14px; }
.swatch { margin: 0; background: #fff; border: 1px solid #e2e8f0; border-radius: 14px; overflow: hidden; }
.chip { height: 74px; display: flex; align-items: flex-end; padding: 8px 10px; font-weight: 700; font-size: 13px; }
figcaption { padding: 8px 10px 10px; font-size: 12px; display: grid; gap: 2px; }
code { font-family: ui-monospace, monospace; font-size: 11px; color: #475569; }
small { color: #475569; font-size: 11px; }
.type { display: grid; grid-template-columns: 110px 1fr 260px; align-items: baseline; gap: 16px; padding: 10px 0; border-bottom: 1px solid #e2e8f0; }
.row { display: flex; gap: 16px; align-items: center; flex-wrap: wrap; }
.btn { display: inline-flex; align-items: center; min-height: 48px; padding: 0 28px; border-radius: 999px; font-weight: 650; }
.card { width: 260px; padding: 24px; background: #fff; border: 1px solid #e2e8f0; border-radius: ${tokens["radius-card"]}; }
.space { display: flex; gap: 24px; align-items: flex-end; }
.space div { background: #bfd5fe; border-radius: 6px; }
.heroes { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
.heroes div { position: relative; height: 220px; border-radius: 18px; overflow: hidden; }
.heroes svg { position: absolute; inset: 0; width: 100%; height: 100%; }
.heroes span { position: absolute; left: 24px; bottom: 20px; color: #fff; font-size: 30px; font-weight: 750; }
</style></head><body>
<h1>Design tokens</h1><p class="lede">app/styles/app.css · Plus Jakarta Sans Variable · content width ${tokens["container-content"]} (1280 px) · contrast ratios are WCAG 2.x</p>
<h2>Palette</h2><div class="grid">${swatches}</div>
<h2>Type scale (fluid, about 1.25)</h2>${typeScale}
<h2>Buttons, card, badge</h2><div class="row">
<span class="btn" style="background:linear-gradient(110deg,#1d4ed8,#1e40af 55%,#0a1a3f);color:#fff;box-shadow:${tokens["shadow-cta"]}">Get Free Quote →</span>
<span class="btn" style="background:#1d4ed8;color:#fff">Primary</span>
<span class="btn" style="background:#fff;color:#1e40af;border:1px solid #bfd5fe">Secondary</span>
<span class="btn" style="background:#0a1a3f;color:#fff;border:1px solid rgba(255,255,255,.4)">Ghost on dark</span>
<span style="background:#eff5ff;color:#1e40af;border-radius:999px;padding:4px 12px;font-size:12px;font-weight:650;box-shadow:inset 0 0 0 1px #bfd5fe">Badge</span>
<div class="card" style="box-shadow:${tokens["shadow-card"]}"><b>Card</b><br><small>radius ${tokens["radius-card"]}, hairline border, shadow-card</small></div>
<div class="card" style="box-shadow:${tokens["shadow-card-hover"]}"><b>Card, hover</b><br><small>lifts 4 px, shadow-card-hover</small></div>
</div>
<h2>Spacing</h2><div class="space">
${[4, 8, 12, 16, 24, 32, 48, 64, 96].map((size) => `<div style="width:${size}px;height:${size}px" title="${size}"></div><small>${size}</small>`).join("")}
<small style="margin-left:24px">section: ${tokens["spacing-section"]} · gutter: ${tokens["spacing-gutter"]}</small></div>
<h2>Hero artwork (seeded per page) under the scrim</h2><div class="heroes">
<div>${hero}<i style="position:absolute;inset:0;background:linear-gradient(90deg,rgb(6 15 40/.8),rgb(10 26 63/.6) 40%,rgb(18 40 95/.16) 70%,transparent)"></i><span>About Us</span></div>
<div>${heroTwo}<i style="position:absolute;inset:0;background:linear-gradient(90deg,rgb(6 15 40/.8),rgb(10 26 63/.6) 40%,rgb(18 40 95/.16) 70%,transparent)"></i><span>Cyber Security</span></div>
</div>
</body></html>`;

const file = path.join(os.tmpdir(), "design-swatch.html");
await writeFile(file, html);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(pathToFileURL(file).href);
await page.evaluate(() => document.fonts.ready);
const shot = await page.screenshot({ fullPage: true });
await sharp(shot).png({ palette: true, quality: 90 }).toFile("docs/design-swatch.png");
await browser.close();
console.log("docs/design-swatch.png written.");
