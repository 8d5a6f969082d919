import { cp, mkdir, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { mediaVariantPath, photoFormats, type PhotoFormat } from "@contracts/media";
import { identity } from "@contracts/identity";
import { ogImagePath } from "@scripts/build/og-images";
import { siteFiles } from "@scripts/build/site-files";
import { contentOnDay } from "~/content/documents";
import type { Store } from "../store/store";
import { loadSitePages } from "../site-pages";
import { siteContentOf } from "./drafts";
import { builtContent, siteMediaOf } from "./live-site";
import { publishedOgImages } from "./og-images";
import { changedPaths, everyPagePath, notFoundPagePath } from "./publisher";
import { createWorkerPublisher } from "./worker-publisher";

export interface ExportedSite {
  /** Pages rendered from the published content, beside the build's own. */
  pages: number;
  /** Pages of the build the published content no longer has (a closed opening, an article taken off). */
  removed: number;
  /** Files of uploaded pictures the pages show. */
  pictures: number;
}

/** The file a page's path is written to, as the build writes it. */
const pageFile = (folder: string, pagePath: string) =>
  pagePath === notFoundPagePath
    ? path.join(folder, "404.html")
    : path.join(folder, pagePath, "index.html");

/** Every uploaded picture's file a page names: /media/<id>/<width>.<format>. */
const mediaFilesIn = (html: string) =>
  html.matchAll(new RegExp(`/media/([\\w-]{22})/(\\d+)\\.(${photoFormats.join("|")})\\b`, "g"));

/**
 * The published site as files for any static host, in `folder`: the build's files (in
 * `siteDir`), with every page the published content (as of `today`: a closed opening left out)
 * changes rendered and finished by the server's own publisher, the pages it no longer has
 * removed, the sitemap, robots.txt and the feeds made from it, the Open Graph pictures whose
 * title or company name changed drawn again, and the uploaded pictures its pages show. What a
 * server would serve from its store is written as a file: a static host has no store.
 */
export async function exportSite({
  store,
  siteDir,
  folder,
  today,
}: {
  store: Store;
  siteDir: string;
  folder: string;
  today: string;
}): Promise<ExportedSite> {
  const buildDir = path.dirname(siteDir);
  const built = await builtContent(buildDir);
  const content = contentOnDay(await siteContentOf(store, "live"), today);
  await cp(siteDir, folder, { recursive: true });
  const paths = changedPaths(built, content);
  const kept = new Set(everyPagePath(content));
  const removed = everyPagePath(built).filter((pagePath) => !kept.has(pagePath));
  const publisher = createWorkerPublisher(buildDir, { media: () => siteMediaOf(store) });
  try {
    const published = paths.length > 0 ? await publisher.pages(content, paths) : [];
    const pictures = publishedOgImages(
      (await loadSitePages(siteDir)).all,
      built.identity,
      async (inputs) => {
        const [png] = await publisher.ogImages([inputs]);
        if (!png) throw new Error(`No picture drawn for ${inputs.title}.`);
        return png;
      },
    );
    pictures.redraw(published, content.identity)();
    const media = new Set<string>();
    for (const page of published) {
      const picture = await pictures.find(ogImagePath(page.path));
      if (picture) await writeFile(path.join(folder, ogImagePath(page.path)), picture.png);
      const file = pageFile(folder, page.path);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, page.html);
      for (const written of page.files)
        await writeFile(path.join(folder, written.href), written.contents);
      for (const [, id, width, format] of mediaFilesIn(page.html))
        media.add(mediaVariantPath(id as string, Number(width), format as PhotoFormat));
    }
    for (const pagePath of removed) {
      await rm(pageFile(folder, pagePath), { force: true });
      // An empty folder would be answered by some hosts as forbidden rather than not found.
      await rmdir(path.dirname(pageFile(folder, pagePath))).catch(() => undefined);
      await rm(path.join(folder, ogImagePath(pagePath)), { force: true });
    }
    for (const file of siteFiles(content, identity.siteUrl))
      await writeFile(path.join(folder, file.path), file.body);
    for (const href of media) {
      const [, , id = "", name = ""] = href.split("/");
      const [width, format] = name.split(".") as [string, PhotoFormat];
      const bytes = await store.readMediaVariant(id, Number(width), format);
      if (!bytes) throw new Error(`A page shows ${href}, which the media library does not have.`);
      await mkdir(path.join(folder, "media", id), { recursive: true });
      await writeFile(path.join(folder, href), bytes);
    }
    return { pages: published.length, removed: removed.length, pictures: media.size };
  } finally {
    await publisher.stop();
  }
}
