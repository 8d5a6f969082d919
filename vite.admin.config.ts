import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * The lead desk's own build (docs/decisions/0120): a client-rendered page at /admin, built
 * beside the site but outside its prerendered output, so no public page loads a byte of it and
 * it is never prerendered or listed in the sitemap. It shares app/components/ui and the
 * Tailwind theme of app/styles/app.css.
 */
const alias = {
  "~": fileURLToPath(new URL("app", import.meta.url)),
  "@contracts": fileURLToPath(new URL("contracts", import.meta.url)),
};

export default defineConfig({
  root: fileURLToPath(new URL("app/admin", import.meta.url)),
  base: "/admin/",
  plugins: [tailwindcss()],
  resolve: { alias },
  build: {
    outDir: path.resolve(process.env.BUILD_DIR ?? "build", "admin"),
    emptyOutDir: true,
    // Fonts and images stay files: the desk's CSP allows no data: URLs.
    assetsInlineLimit: 0,
  },
});
