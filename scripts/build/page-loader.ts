import { createHash } from "node:crypto";
import path from "node:path";
import { build } from "esbuild";

/** The loader's typed source, with what it imports (app/lib/after-first-paint.ts). */
const loaderEntry = path.resolve("app/lib/run-after-first-paint.ts");

export interface PageLoader {
  /** The script's text as every page carries it inline. */
  text: string;
  /** Its CSP source expression, for `script-src`. */
  cspSource: string;
}

/**
 * The page's inline loader built from its typed source: bundled with the constants it imports,
 * minified, and run at once as a module script (it is in every page's first round trip, so its
 * bytes count; decision 0124). Its CSP hash comes with it; postbuild checks that the server's CSP
 * carries it.
 */
export async function buildPageLoader(): Promise<PageLoader> {
  const result = await build({
    entryPoints: [loaderEntry],
    bundle: true,
    minify: true,
    // The page runs it as a module script: its names stay its own without a wrapper.
    format: "esm",
    target: "es2022",
    legalComments: "none",
    write: false,
    logLevel: "warning",
  });
  const text = result.outputFiles[0]?.text.trim() ?? "";
  if (!text) throw new Error("page-loader: esbuild produced no text.");
  const hash = createHash("sha256").update(text).digest("base64");
  return { text, cspSource: `'sha256-${hash}'` };
}
