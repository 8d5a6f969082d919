/**
 * html-validate on every prerendered HTML file of the build ($BUILD_DIR/client), with the rules of
 * .htmlvalidate.json (html-validate:recommended, relaxed only where React's valid output differs
 * from the recommended style), and on the markup the build took out of the pages for the server
 * (off-page islands). Exits 1 on any error.
 */
import { existsSync } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import {
  FileSystemConfigLoader,
  HtmlValidate,
  formatterFactory,
  type ConfigData,
  type Result,
} from "html-validate";
import { offPageIslandsFile } from "@server/site-pages";

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
if (!existsSync(clientDir)) {
  console.error(`No build in ${clientDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const files = (await readdir(clientDir, { recursive: true }))
  .filter((file) => file.endsWith(".html"))
  .map((file) => path.join(clientDir, file))
  .sort();

const validator = new HtmlValidate(new FileSystemConfigLoader());
// An off-page island is React's markup as it rendered it (`required=""`); the pages were written
// out again by beasties, which spells a boolean attribute without a value.
const asReactWroteIt: ConfigData = {
  rules: { "attribute-boolean-style": ["error", { style: "empty" }] },
};
const results: Result[] = [];
let errors = 0;
let warnings = 0;
for (const file of files) {
  const report = file.endsWith(offPageIslandsFile)
    ? await validator.validateString(await readFile(file, "utf8"), file, asReactWroteIt)
    : await validator.validateFile(file);
  errors += report.errorCount;
  warnings += report.warningCount;
  results.push(...report.results);
}

if (results.length > 0) console.log(formatterFactory("stylish")(results));
console.log(`html-validate: ${files.length} files, ${errors} errors, ${warnings} warnings.`);
if (errors > 0) process.exit(1);
