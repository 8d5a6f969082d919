import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const appDir = path.resolve(import.meta.dirname, "..");

/** The module a specifier names, for the project's own modules (relative or `~/`). */
function resolveLocal(specifier: string, from: string): string | undefined {
  const base = specifier.startsWith("~/")
    ? path.join(appDir, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
    .map((suffix) => base + suffix)
    .find((file) => existsSync(file) && !file.endsWith("/"));
}

/**
 * The packages a module loads before it runs: its static imports, followed through the project's
 * own modules. `import type` and dynamic `import()` load nothing up front and are left out.
 */
function staticPackages(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, clause = "", specifier = ""] of source.matchAll(
      /^import\s(type\s)?(?:[^;"]*\sfrom\s)?\s*"([^"]+)";/gm,
    )) {
      if (clause) continue;
      const local = resolveLocal(specifier, file);
      if (local) visit(local);
      else packages.add(specifier);
    }
  };
  visit(entry);
  return packages;
}

describe("the page's entry", () => {
  it("loads no react-dom up front: react-dom's evaluation gets a task of its own", () => {
    const packages = staticPackages(path.join(appDir, "entry.client.tsx"));
    expect([...packages].filter((name) => name.startsWith("react-dom"))).toEqual([]);
  });

  it("follows static imports through the project's own modules", () => {
    // The React half of the islands does import react-dom; the walk has to see it.
    const packages = staticPackages(path.join(appDir, "islands", "hydrate-island.ts"));
    expect(packages).toContain("react-dom/client");
  });
});
