/**
 * npm run content -- import
 *   A release's new shipped content reaches the running site only as drafts: each document
 *   whose shipped body changed since the last release gets it as a draft, which the owner
 *   publishes (or not) from the desk. The owner's published version stays live.
 * npm run content -- export <file>
 *   Writes the live content (every document, as JSON) to <file>, for
 *   `SITE_CONTENT_FILE=<file> npm run build`.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { loadConfig } from "@server/config";
import { siteContentOf } from "@server/content/drafts";
import { importReleaseDefaults } from "@server/content/releases";
import { openStore } from "@server/store/open-store";

const [command, target, ...extra] = process.argv.slice(2);
const usage = "Usage: npm run content -- import | export <file>";
if (extra.length > 0 || !(command === "import" || (command === "export" && target))) {
  console.error(usage);
  process.exit(2);
}
const store = await openStore(loadConfig());
try {
  if (command === "import") {
    const drafted = await importReleaseDefaults(store);
    console.log(
      drafted.length > 0
        ? `New shipped content saved as drafts, to publish in the desk: ${drafted.join(", ")}.`
        : "No shipped document changed since the last release.",
    );
  } else {
    const file = path.resolve(target ?? "");
    await writeFile(file, JSON.stringify(await siteContentOf(store, "live")));
    console.log(`The live content written to ${file}.`);
  }
} finally {
  await store.close();
}
