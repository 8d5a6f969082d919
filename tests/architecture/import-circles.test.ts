import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseCircular, parseDependencyTree } from "dpdm";
import { describe, expect, it } from "vitest";

/**
 * No two modules import each other, directly or round a longer loop: a circle means neither can
 * be read, tested or moved without the other, and which one runs first depends on who imported
 * whom. Imports of types only are left out (`transform`): they leave nothing at run time.
 */
async function circlesIn(globs: string[], context: string) {
  const tree = await parseDependencyTree(globs, {
    context,
    tsconfig: path.join(process.cwd(), "tsconfig.json"),
    transform: true,
    exclude: /node_modules|\/build/,
  });
  return parseCircular(tree);
}

describe("import circles", { timeout: 120_000 }, () => {
  it("has none in the site, the server, the scripts and the contracts", async () => {
    const globs = ["app/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.ts", "contracts/**/*.ts"];
    expect(await circlesIn(globs, process.cwd())).toEqual([]);
  });

  it("finds a circle when there is one", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "circle-"));
    try {
      await writeFile(
        path.join(folder, "one.ts"),
        'import { two } from "./two";\nexport const one = two;\n',
      );
      await writeFile(
        path.join(folder, "two.ts"),
        'import { one } from "./one";\nexport const two = one;\n',
      );
      // A type-only import is no circle.
      await writeFile(
        path.join(folder, "three.ts"),
        'import type { Four } from "./four";\nexport type Three = Four;\n',
      );
      await writeFile(
        path.join(folder, "four.ts"),
        'import type { Three } from "./three";\nexport type Four = Three | 4;\n',
      );
      const circles = await circlesIn([path.join(folder, "*.ts")], folder);
      expect(circles).toHaveLength(1);
      expect([...(circles[0] ?? [])].sort()).toEqual(["one.ts", "two.ts"]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
