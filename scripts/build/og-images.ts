/**
 * Open Graph images: one 1200 x 630 PNG per page at `ogImagePath(path)` (/og/<slug>.png), drawn
 * from the page's prerendered <title> on the same seeded brand artwork as the page's hero.
 * Text is laid out by satori (Plus Jakarta Sans, turned into paths) and the whole picture is
 * rasterised by resvg. Called by scripts/build/postbuild.ts for every page, and by the
 * publisher (server/content/) for the pages whose drawing inputs a publish changed; also
 * runnable alone:
 *
 *   BUILD_DIR=build npx tsx scripts/build/og-images.ts
 */
import { createHash } from "node:crypto";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { renderAsync } from "@resvg/resvg-js";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import satori from "satori";
import { parse } from "node-html-parser";
import sharp from "sharp";
import { identity } from "@contracts/identity";
import { HeroBackdrop } from "~/components/ui/hero-backdrop";
import { ogImagePath } from "~/lib/page-meta";
import { notFoundPath, serviceIdForPath, sitePaths } from "~/lib/paths";

const WIDTH = 1200;
const HEIGHT = 630;

const require = createRequire(import.meta.url);
const fontFile = (weight: number) =>
  require.resolve(
    `@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`,
  );

/** The page title from prerendered HTML, without the " | Company" suffix. */
export function titleFromHtml(
  html: string,
  companyName: string = identity.companyName,
): string | undefined {
  const title = parse(html).querySelector("title")?.text.trim();
  if (!title) return undefined;
  const suffix = ` | ${companyName}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

export { ogImagePath };

/**
 * Whether a prerendered path has a picture: every page but the not-found page (an article's
 * or an opening's too, which no fixed list holds).
 */
export const drawsOgImage = (route: string) => route !== notFoundPath;

/** The part of the site's identity a drawing shows: the content's, which the owner edits. */
export interface OgIdentity {
  companyName: string;
  tagline: string;
}

/** Everything a page's drawing is made from: the same inputs draw the same bytes. */
export interface OgImageInputs {
  title: string;
  label: string;
  companyName: string;
  host: string;
}

/** A page's drawing inputs, from its finished HTML and the identity it was rendered with. */
export function ogImageInputs(route: string, html: string, site: OgIdentity): OgImageInputs {
  const title = titleFromHtml(html, site.companyName);
  if (!title) throw new Error(`No <title> in the page ${route}.`);
  return {
    title,
    label: labelFor(route, site.tagline),
    companyName: site.companyName,
    host: new URL(identity.siteUrl).host.replace(/^www\./, ""),
  };
}

/** One text for a drawing's inputs, to tell whether two drawings are the same. */
export const ogImageKey = (inputs: OgImageInputs, codeVersion = "") =>
  createHash("sha256")
    .update(
      JSON.stringify([codeVersion, inputs.title, inputs.label, inputs.companyName, inputs.host]),
    )
    .digest("hex")
    .slice(0, 24);

const htmlFileFor = (clientDir: string, route: string) =>
  route === "/" ? path.join(clientDir, "index.html") : path.join(clientDir, route, "index.html");

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/** The text layer: company mark, a section label, the title and the site's address. */
function textLayer({ title, label, companyName, host }: OgImageInputs): Node {
  const titleSize = title.length > 48 ? 60 : title.length > 30 ? 70 : 84;
  return h(
    "div",
    {
      width: WIDTH,
      height: HEIGHT,
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "64px 72px",
      color: "#ffffff",
      fontFamily: "Plus Jakarta Sans",
    },
    [
      h("div", { display: "flex", alignItems: "center", gap: 18 }, [
        h(
          "div",
          {
            width: 56,
            height: 56,
            borderRadius: 16,
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            backgroundImage: "linear-gradient(135deg, #3b6cf6, #06b6d4)",
            fontSize: 30,
            fontWeight: 800,
          },
          companyName.charAt(0),
        ),
        h("div", { fontSize: 30, fontWeight: 700 }, companyName),
      ]),
      h("div", { display: "flex", flexDirection: "column", maxWidth: 900 }, [
        h(
          "div",
          {
            display: "flex",
            fontSize: 24,
            fontWeight: 700,
            letterSpacing: 4,
            textTransform: "uppercase",
            color: "#a5f3fc",
            marginBottom: 18,
          },
          label,
        ),
        h(
          "div",
          { fontSize: titleSize, fontWeight: 800, lineHeight: 1.08, letterSpacing: -1.5 },
          title,
        ),
      ]),
      h("div", { display: "flex", alignItems: "center", gap: 20, fontSize: 26, fontWeight: 500 }, [
        h("div", { width: 64, height: 6, borderRadius: 3, backgroundColor: "#06b6d4" }),
        h("div", { color: "rgba(255,255,255,0.88)" }, host),
      ]),
    ],
  );
}

function labelFor(route: string, tagline: string) {
  if (route === "/") return tagline.split(" in ")[0] ?? "Software house";
  if (serviceIdForPath(route)) return "Services";
  if (route.includes("portfolio")) return "Portfolio";
  if (route.startsWith("/insights")) return "Insights";
  return "Islamabad, Pakistan";
}

/** The artwork (same seed as the page's hero: its title) under a left-hand scrim. */
function backdrop(seed: string) {
  const art = renderToStaticMarkup(
    createElement(HeroBackdrop, { seed, width: WIDTH, height: HEIGHT, texture: false }),
  );
  return `${art}
  <defs><linearGradient id="og-scrim" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#060f28" stop-opacity="0.88"/>
    <stop offset="0.55" stop-color="#0a1a3f" stop-opacity="0.55"/>
    <stop offset="1" stop-color="#12285f" stop-opacity="0"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#og-scrim)"/>`;
}

/** Draws pages' pictures; the fonts are read once, on the first drawing. */
export function createOgDrawer() {
  let fonts: Promise<Parameters<typeof satori>[1]["fonts"]> | undefined;
  const fontsOnce = () =>
    (fonts ??= Promise.all(
      ([500, 700, 800] as const).map(async (weight) => ({
        name: "Plus Jakarta Sans",
        data: await readFile(fontFile(weight)),
        weight,
        style: "normal" as const,
      })),
    ));

  /** One page's picture as a PNG. */
  return async function draw(inputs: OgImageInputs): Promise<Buffer> {
    const text = await satori(textLayer(inputs) as never, {
      width: WIDTH,
      height: HEIGHT,
      fonts: await fontsOnce(),
    });
    // Seeded by the page title (the hero uses its hero title): sibling pictures, same style.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${backdrop(inputs.title)}${text}</svg>`;
    const rendered = await renderAsync(svg, {
      fitTo: { mode: "original" },
      font: { loadSystemFonts: false },
    });
    // A 256-colour palette with dithering keeps the smooth gradients at a fraction of the size.
    return sharp(rendered.pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 4 } })
      .png({ palette: true, quality: 90, effort: 1, dither: 0.8 })
      .toBuffer();
  };
}

/**
 * Rendered images are cached by everything that shapes them (title, label, identity, the
 * drawing code), so a rebuild only redraws pages whose title changed.
 */
const cacheDir = path.resolve("node_modules/.cache/og-images");
const drawingSources = [
  "scripts/build/og-images.ts",
  "app/components/ui/hero-artwork.ts",
  "app/components/ui/hero-backdrop.tsx",
];

/** Every page's picture into `clientDir/og/`, drawn with the identity the pages were built with. */
export async function writeOgImages(
  clientDir: string,
  site: OgIdentity,
  routes: readonly string[] = sitePaths,
): Promise<number> {
  const codeHash = createHash("sha256");
  for (const file of drawingSources) codeHash.update(await readFile(file));
  const codeVersion = codeHash.digest("hex");
  await mkdir(cacheDir, { recursive: true });
  const draw = createOgDrawer();

  await mkdir(path.join(clientDir, "og"), { recursive: true });
  const written = await Promise.all(
    routes.map(async (route) => {
      const html = await readFile(htmlFileFor(clientDir, route), "utf8");
      const inputs = ogImageInputs(route, html, site);
      const target = path.join(clientDir, ogImagePath(route));
      const cached = path.join(cacheDir, `${ogImageKey(inputs, codeVersion)}.png`);
      if (!existsSync(cached)) await writeFile(cached, await draw(inputs));
      await copyFile(cached, target);
      return target;
    }),
  );
  return written.length;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = performance.now();
  const count = await writeOgImages(path.resolve(process.env.BUILD_DIR ?? "build", "client"), identity);
  console.log(`Open Graph images: ${count} in ${Math.round(performance.now() - started)} ms.`);
}
