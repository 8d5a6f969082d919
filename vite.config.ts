import { cpSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { imagetools } from "vite-imagetools";
import { photoFormats, photoQuality, photoWidths, photoWidthsFor } from "./contracts/media";
import { shortClassNames } from "./scripts/build/short-class-names";

/**
 * Import aliases, the same as tsconfig.json's `paths` (which tsc, tsx and Playwright read):
 * `~/` is app/, `@contracts/` the code the site and the server share, `@tests/` test helpers (and `@server/`
 * for the scripts and the tests, in tsconfig.json and vitest.config.ts only). Vite's own alias runs
 * before every plugin, so placeholderPhotos below sees the resolved path.
 */
export const alias = {
  "~": fileURLToPath(new URL("app", import.meta.url)),
  "@contracts": fileURLToPath(new URL("contracts", import.meta.url)),
  "@tests": fileURLToPath(new URL("tests", import.meta.url)),
};

/**
 * `import photo from "…/photos/x.jpg?responsive"` turns an owner's JPEG/PNG into AVIF and WebP
 * at several widths and gives `{ sources, img: { src, w, h } }` for the Picture component.
 */
async function responsiveDirectives(
  url: URL,
  metadata: () => { width?: number } | Promise<{ width?: number }>,
) {
  if (!url.searchParams.has("responsive")) return new URLSearchParams();
  // The widths, formats and quality an upload in the desk is made at too (server/media/).
  const { width = photoWidths[0] } = await metadata();
  return new URLSearchParams({
    w: photoWidthsFor(width).join(";"),
    format: photoFormats.join(";"),
    quality: String(photoQuality),
    as: "picture",
  });
}

/**
 * A photo the owner saved under app/assets/photos/ wins; when it is missing, the import falls
 * back to the placeholder that scripts/build/placeholder-photos.ts rendered into photos/generated/.
 */
function placeholderPhotos(): Plugin {
  return {
    name: "placeholder-photos",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer || !/\/photos\/[^/]+\.(?:jpe?g|png)(?:\?|$)/.test(source)) return null;
      const [file = "", query] = source.split("?");
      const owner = path.resolve(path.dirname(importer.split("?")[0] ?? ""), file);
      if (existsSync(owner)) return null;
      const generated = path.join(path.dirname(owner), "generated", path.basename(owner));
      if (!existsSync(generated)) return null;
      return query ? `${generated}?${query}` : generated;
    },
  };
}

/**
 * React Router deletes its server bundle once it has prerendered the pages (ssr: false). The
 * publisher renders pages again with it at run time (server/content/renderer.ts), so a copy is
 * kept in the build's renderer folder, made as soon as the bundle is written, before the
 * prerender (which reads it) and the deletion.
 */
function keepServerBundle(): Plugin {
  return {
    name: "keep-server-bundle",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    writeBundle(options) {
      if (!options.dir) return;
      cpSync(options.dir, path.join(options.dir, "..", "renderer", "server"), { recursive: true });
    },
  };
}

/**
 * `SITE_CONTENT_FILE=content.json npm run build` builds the site from given content (what
 * `npm run export` or the store holds) instead of the shipped modules: app/content/given-content.ts
 * is replaced by that JSON file.
 */
const givenContent = process.env.SITE_CONTENT_FILE
  ? [
      {
        find: /^(?:~\/content|\.)\/given-content$/,
        replacement: path.resolve(process.env.SITE_CONTENT_FILE),
      },
    ]
  : [];

export default defineConfig({
  plugins: [
    keepServerBundle(),
    placeholderPhotos(),
    imagetools({ defaultDirectives: responsiveDirectives }),
    tailwindcss(),
    // Class names of one to three letters in the build: Tailwind's are most of a page's bytes
    // after its text (decision 0075). SHORT_CLASS_NAMES=0 builds with the names as written, to
    // read a production page.
    process.env.SHORT_CLASS_NAMES !== "0" &&
      shortClassNames({
        stylesheet: fileURLToPath(new URL("app/styles/site.css", import.meta.url)),
        namedIn: fileURLToPath(new URL("app/styles/app.css", import.meta.url)),
        // html-validate's tel-non-breaking accepts a phone number in these (.htmlvalidate.json).
        keep: ["whitespace-nowrap", "text-nowrap"],
      }),
    reactRouter(),
  ],
  resolve: {
    alias: [
      ...givenContent,
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
    ],
  },
  define: {
    // The identity's siteUrl may be overridden per deploy; the browser bundle must agree with the HTML.
    "process.env.SITE_URL": JSON.stringify(process.env.SITE_URL ?? ""),
  },
  optimizeDeps: {
    // What the islands import, which the browser asks for only after the first paint (the loader
    // imports the entry then): found that late, the dev server would bundle it and
    // reload the page mid-hydration.
    include: ["lucide-react", "react-dom/client", "react-dom/server", "zod/mini"],
  },
  build: {
    // Small assets stay separate files so the CSP never needs data: URLs.
    assetsInlineLimit: 0,
    // Which chunks each chunk imports, for the first-load budget (scripts/quality/first-load.ts);
    // scripts/build/postbuild.ts moves it out of the served directory.
    manifest: true,
  },
});
