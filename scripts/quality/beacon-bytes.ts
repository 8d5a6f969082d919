/**
 * What the visit beacon adds to every page (at most 1 KB of compressed script, so counting visits
 * never weighs on a page; decision 0196), from the build output: its chunk, and what its import
 * adds to the page entry (the entry's bytes less those of the same entry without the task that
 * imports the chunk). Both as the server sends them: brotli at its best, as
 * scripts/build/precompress-assets.ts writes them (decision 0127).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { parseAst, type Manifest } from "vite";
import { viteManifestFile } from "./first-load";

const beaconSource = "app/lib/visit-beacon.ts";
const entrySource = "app/entry.client.tsx";

interface BeaconBytes {
  /** The beacon's chunk. */
  chunk: number;
  /** What the entry gains for importing it. */
  entry: number;
  total: number;
}

const brotliBytes = (text: string) =>
  brotliCompressSync(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    },
  }).length;

type AstNode = { type: string; start: number; end: number } & Record<string, unknown>;

/** Every node of an AST with the nodes that enclose it, outermost first. */
function walk(
  node: unknown,
  visit: (node: AstNode, ancestors: AstNode[]) => void,
  ancestors: AstNode[] = [],
) {
  if (Array.isArray(node)) for (const child of node) walk(child, visit, ancestors);
  else if (node && typeof node === "object" && "type" in node) {
    visit(node as AstNode, ancestors);
    for (const child of Object.values(node)) walk(child, visit, [...ancestors, node as AstNode]);
  }
}

/**
 * A built module without the element of an array (the entry's list of tasks) that holds the
 * dynamic import of `chunkFile` (a file name, as in `import("./visit-beacon-1234.js")`).
 */
export function withoutImportingTask(code: string, chunkFile: string): string {
  let cut: [number, number] | undefined;
  walk(parseAst(code), (node, ancestors) => {
    const source = node.source as { type?: string; value?: unknown } | undefined;
    if (node.type !== "ImportExpression" || typeof source?.value !== "string") return;
    if (path.posix.basename(source.value) !== chunkFile) return;
    for (let index = ancestors.length - 1; index > 0; index -= 1) {
      const list = ancestors[index - 1]?.elements as AstNode[] | undefined;
      const task = ancestors[index];
      const at = list && task ? list.indexOf(task) : -1;
      if (!list || !task || at < 0) continue;
      const before = list[at - 1];
      const after = list[at + 1];
      // With the comma that separates it from its neighbour.
      cut = before
        ? [before.end, task.end]
        : after
          ? [task.start, after.start]
          : [task.start, task.end];
      return;
    }
  });
  if (!cut) throw new Error(`No task of a list imports ${chunkFile}`);
  return code.slice(0, cut[0]) + code.slice(cut[1]);
}

/** The beacon's bytes in the build at `clientDir` (`build/client`). */
export function beaconBytes(clientDir: string): BeaconBytes {
  const manifest = JSON.parse(readFileSync(viteManifestFile(clientDir), "utf8")) as Manifest;
  const entryFile = manifest[entrySource]?.file;
  const chunkFile = manifest[beaconSource]?.file;
  if (!entryFile || !chunkFile || !manifest[entrySource]?.dynamicImports?.includes(beaconSource))
    throw new Error(`The build has no ${beaconSource} chunk imported by ${entrySource}`);
  // Whatever else the chunk imports comes with it, unless the entry has it already.
  const entryImports = manifest[entrySource]?.imports ?? [];
  const files = [
    chunkFile,
    ...(manifest[beaconSource]?.imports ?? [])
      .filter((key) => !entryImports.includes(key))
      .map((key) => manifest[key]?.file ?? key),
  ];
  const text = (file: string) => readFileSync(path.join(clientDir, file), "utf8");
  const entry = text(entryFile);
  const chunk = files.reduce((sum, file) => sum + brotliBytes(text(file)), 0);
  const entryGrowth =
    brotliBytes(entry) - brotliBytes(withoutImportingTask(entry, path.posix.basename(chunkFile)));
  return { chunk, entry: entryGrowth, total: chunk + entryGrowth };
}
