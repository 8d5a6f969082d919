import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    // The identity's siteUrl may be overridden per deploy; the browser bundle must agree with the HTML.
    "process.env.SITE_URL": JSON.stringify(process.env.SITE_URL ?? ""),
  },
  build: {
    // Small assets stay separate files so the CSP never needs data: URLs.
    assetsInlineLimit: 0,
  },
});
