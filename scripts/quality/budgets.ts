/**
 * Byte budgets of every route, from the build output (deterministic; see scripts/quality/first-load.ts
 * for what counts). Prints a table per route and exits 1 when any budget is exceeded.
 *
 *   npm run budgets                  checks $BUILD_DIR/client (BUILD_DIR defaults to "build")
 *   npm run budgets -- --verbose     also lists every file a route loads
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { shippedContent, sitePathsOf } from "~/content/documents";
import { beaconBytes } from "./beacon-bytes";
import { BuildFiles, firstLoad, htmlUrlOf, type FirstLoad, type Kind } from "./first-load";

/** 1 KB = 1024 bytes (KiB, as Lighthouse and Chrome DevTools count). */
const KB = 1024;

export const budgets: Record<Exclude<Kind, "other">, number> & {
  totalHome: number;
  total: number;
  beacon: number;
} = {
  js: 110 * KB,
  css: 15 * KB,
  html: 30 * KB,
  font: 60 * KB,
  image: Infinity, // images only count towards the total
  totalHome: 400 * KB,
  total: 250 * KB,
  // The visit beacon's extra script on every page, brotli as sent: counting visits must not
  // weigh on the pages it counts (decision 0196).
  beacon: 1 * KB,
};

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
if (!existsSync(path.join(clientDir, "index.html"))) {
  console.error(`No build in ${clientDir}: run \`npm run build\` first.`);
  process.exit(1);
}
const verbose = process.argv.includes("--verbose");
const files = new BuildFiles(clientDir);
const kb = (bytes: number) => (bytes / KB).toFixed(1);

const results: FirstLoad[] = sitePathsOf(shippedContent).map((route) =>
  firstLoad(files, route, htmlUrlOf(route)),
);
const breaches: string[] = [];
const columns = ["route", "HTML", "JS", "CSS", "fonts", "images", "other", "total", "limit"];
const rows = results.map((result) => {
  const { totals, route } = result;
  const totalLimit = route === "/" ? budgets.totalHome : budgets.total;
  const mark = (value: number, limit: number, name: string) => {
    if (value <= limit) return kb(value);
    breaches.push(`${route}: ${name} ${kb(value)} KB > ${kb(limit)} KB`);
    return `${kb(value)} ✗`;
  };
  for (const url of result.missing)
    breaches.push(`${route}: references ${url}, which the build lacks`);
  return [
    route,
    mark(totals.html, budgets.html, "HTML"),
    mark(totals.js, budgets.js, "JavaScript"),
    mark(totals.css, budgets.css, "CSS"),
    mark(totals.font, budgets.font, "fonts"),
    kb(totals.image),
    kb(totals.other),
    mark(totals.total, totalLimit, "total first-load transfer"),
    kb(totalLimit),
  ];
});

const widths = columns.map((name, index) =>
  Math.max(name.length, ...rows.map((row) => (row[index] ?? "").length)),
);
const line = (cells: string[]) =>
  cells
    .map((cell, index) =>
      index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0),
    )
    .join("  ");
console.log(
  `First-load transfer per route in KB (gzip; images at 375 px, 2x) — limits: HTML ${kb(budgets.html)}, JS ${kb(budgets.js)}, CSS ${kb(budgets.css)}, fonts ${kb(budgets.font)}\n`,
);
console.log(line(columns));
console.log(widths.map((width) => "-".repeat(width)).join("  "));
for (const row of rows) console.log(line(row));

if (verbose) {
  for (const result of results) {
    console.log(`\n${result.route}`);
    for (const resource of result.resources)
      console.log(
        `  ${resource.kind.padEnd(6)} ${kb(resource.bytes).padStart(7)}  ${resource.url}`,
      );
  }
}

const beacon = beaconBytes(clientDir);
console.log(
  `\nThe visit beacon's extra script (brotli, as sent): its chunk ${beacon.chunk} B + the entry's import ${beacon.entry} B = ${beacon.total} B (limit ${budgets.beacon} B)`,
);
if (beacon.total > budgets.beacon)
  breaches.push(`the visit beacon: ${beacon.total} B of script > ${budgets.beacon} B`);

if (breaches.length > 0) {
  console.error(`\nBudgets exceeded (${breaches.length}):\n  ${breaches.join("\n  ")}`);
  process.exit(1);
}
console.log(`\nAll ${results.length} routes are within their byte budgets.`);
