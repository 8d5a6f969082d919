/**
 * npm run export -- <folder>
 *
 * Writes the published site into <folder> for any static host: the build's files, with every
 * page the owner's published content changed rendered and finished as the server serves it,
 * and the Open Graph pictures whose title or company name changed drawn again.
 */
import { cp, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { loadConfig } from "@server/config";
import { shippedSiteContent, siteContentOf } from "@server/content/drafts";
import { publishedOgImages } from "@server/content/og-images";
import { changedPaths, createPagePublisher, notFoundPagePath } from "@server/content/publisher";
import { loadSitePages } from "@server/site-pages";
import { ogImagePath } from "@scripts/build/og-images";
import { openStore } from "@server/store/open-store";

const [target, ...extra] = process.argv.slice(2);
if (!target || extra.length > 0) {
  console.error("Usage: npm run export -- <folder>   (a folder for a static host)");
  process.exit(2);
}
const config = loadConfig();
const folder = path.resolve(target);
const store = await openStore(config, { readonly: true });
try {
  const live = await siteContentOf(store, "live");
  await cp(config.siteDir, folder, { recursive: true });
  const paths = changedPaths(shippedSiteContent(), live);
  const publisher =
    paths.length > 0 ? await createPagePublisher(path.dirname(config.siteDir)) : null;
  const published = (await publisher?.pages(live, paths)) ?? [];
  // The pictures whose title or company name changed, drawn as the server draws them.
  const pictures = publishedOgImages(
    (await loadSitePages(config.siteDir)).all,
    shippedSiteContent().identity,
    async (inputs) => {
      const [png] = (await publisher?.ogImages([inputs])) ?? [];
      if (!png) throw new Error(`No picture drawn for ${inputs.title}.`);
      return png;
    },
  );
  pictures.redraw(published, live.identity)();
  for (const page of published) {
    const picture = await pictures.find(ogImagePath(page.path));
    if (picture) await writeFile(path.join(folder, ogImagePath(page.path)), picture.png);
    const file =
      page.path === notFoundPagePath
        ? path.join(folder, "404.html")
        : path.join(folder, page.path, "index.html");
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, page.html);
    // The build's compressed copy is of the page it replaced.
    await rm(`${file}.br`, { force: true });
    for (const written of page.files)
      await writeFile(path.join(folder, written.href), written.contents);
  }
  console.log(`The published site written to ${folder} (${paths.length} pages as published).`);
} finally {
  await store.close();
}
