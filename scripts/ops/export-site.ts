/**
 * npm run export -- <folder>
 *
 * Writes the published site into <folder> for any static host (server/content/export-site.ts):
 * the build's files with the owner's published content, its pages, sitemap, feeds, pictures.
 */
import path from "node:path";
import { loadConfig } from "@server/config";
import { exportSite } from "@server/content/export-site";
import { openStore } from "@server/store/open-store";
import { deskDay } from "@server/workflow/desk-time";

const [target, ...extra] = process.argv.slice(2);
if (!target || extra.length > 0) {
  console.error("Usage: npm run export -- <folder>   (a folder for a static host)");
  process.exit(2);
}
const config = loadConfig();
const folder = path.resolve(target);
const store = await openStore(config, { readonly: true });
try {
  const exported = await exportSite({
    store,
    siteDir: config.siteDir,
    folder,
    today: deskDay(config.workflow.timeZone),
  });
  console.log(
    `The published site written to ${folder}: ${exported.pages} pages as published, ` +
      `${exported.removed} taken off, ${exported.pictures} picture files.`,
  );
} finally {
  await store.close();
}
