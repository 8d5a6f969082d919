import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { builtContentFile } from "@scripts/build/finish-page";
import type { OgImageInputs } from "@scripts/build/og-images";
import { contentOnDay, gonePageOf, goingPathsOf, type SiteContent } from "~/content/documents";
import {
  ContentConflictError,
  overtakenKey,
  type ContentPublish,
  type SeenVersions,
} from "@server/store/content/content";
import type { Store } from "@server/store/store";
import { mediaPicture, type SiteMedia } from "@contracts/media";
import { identity } from "@contracts/identity";
import { siteFiles } from "@scripts/build/site-files";
import { toPage, type CompressedPage, type ReplaceablePages, type SitePage } from "../site-pages";
import type { LiveSiteFiles } from "../site/site-files";
import { shippedSiteContent, siteContentOf } from "./drafts";
import { publishedOgImages, type OgImage, type PublishedOgImages } from "./og-images";
import { recordShippedContent } from "./releases";
import { rendererDirOf } from "./renderer";
import { changedPaths, removedPaths, type PublishedPage } from "./publisher";
import { createWorkerPublisher, type WorkerPublisher } from "./worker-publisher";

/** A change made ready to serve: from which content to which, and the swap that serves it. */
interface Readied {
  from: SiteContent;
  content: SiteContent;
  swap(): void;
}

/** How often each server looks for another server's publish and for a schedule that is due. */
export const followIntervalMs = 500;

export interface LiveSiteOptions {
  store: Store;
  /** The build: its served pages and its renderer folder (scripts/build/postbuild.ts). */
  buildDir: string;
  /** Where a publish writes the files its pages need (rest stylesheets, drawings). */
  filesDir: string;
  pages: ReplaceablePages;
  /** The sitemap, robots.txt and the feeds, made again with every publish. */
  files?: LiveSiteFiles;
  /** Compresses a page before it is first served (server/site/serve-pages.ts). */
  prepare(page: SitePage, stamp?: boolean, compressed?: CompressedPage): Promise<void>;
  log: FastifyBaseLogger;
  /** The company's day now, YYYY-MM-DD: an opening is open through its closing date. */
  today(): string;
}

export interface LiveSite {
  /**
   * The newest versions of `keys` made live in the store, then on this server's pages. With
   * `basedOn`, only while each is the version the editor saw: else ContentConflictError, and
   * nothing is rendered or changed.
   */
  publish(
    keys: string[],
    author: string | null,
    basedOn?: SeenVersions,
  ): Promise<ContentPublish | undefined>;
  /** One page of `content` (a draft's), rendered and finished as a publish would serve it. */
  preview(content: SiteContent, pagePath: string): Promise<PublishedPage>;
  /**
   * One page of `content` as its components draw it, without the finishing steps a publish
   * runs (they only change how its CSS and drawings arrive): what the desk's preview frames
   * show as the owner types, in a fraction of the time.
   */
  draw(content: SiteContent, pagePath: string): Promise<string>;
  /** Serves the store's live generation: another server's publish, a schedule that ran. */
  follow(): Promise<number>;
  /**
   * The Open Graph picture a publish made at `href` (/og/<slug>.png), once drawn; undefined:
   * the build's.
   */
  ogImage(href: string): Promise<OgImage> | undefined;
  /** The generation this server serves (0: the build as it is). */
  generation(): number;
  /** The content this server's pages show, as of its day (closed openings left out). */
  content(): SiteContent;
  /**
   * For a page the content made and makes no more (a closed opening), the page saying so: one
   * this server has, or one the live content made once (published and taken out since, on any
   * server, before a restart too); undefined for an address nothing ever had.
   */
  gonePage(pagePath: string): string | undefined;
  /** Stops following; resolves once a catch-up in flight has ended. */
  stop(): Promise<void>;
}

/** Every picture of the media library, as the pages that name one draw it. */
export async function siteMediaOf(store: Store): Promise<SiteMedia> {
  const library = await store.listMedia();
  return Object.fromEntries(
    library.map((item) => [
      item.id,
      { alt: item.alt, picture: mediaPicture(item.id, item.variants) },
    ]),
  );
}

/** The content the build's pages show (scripts/build/postbuild.ts wrote it), or the shipped. */
export async function builtContent(buildDir: string): Promise<SiteContent> {
  const file = path.join(rendererDirOf(buildDir), builtContentFile);
  if (!existsSync(file)) return shippedSiteContent();
  return JSON.parse(await readFile(file, "utf8")) as SiteContent;
}

/** The publishing worker, started when the first page is rendered, with the media library. */
function lazyPublisher(buildDir: string, store: Store) {
  let publisher: WorkerPublisher | undefined;
  let stopped = false;
  const media = () => siteMediaOf(store);
  const publisherOf = () => {
    // A stopped server starts no worker again (for the pictures still to draw).
    if (stopped) throw new Error("The live site has stopped.");
    return (publisher ??= createWorkerPublisher(buildDir, { media }));
  };
  const stop = async () => {
    stopped = true;
    await publisher?.stop();
  };
  return Object.assign(publisherOf, { stop });
}

/** Draws one page's picture on the publishing worker; none once the live site has stopped. */
const drawingOn = (publisher: () => WorkerPublisher) => async (inputs: OgImageInputs) => {
  const [png] = await publisher().ogImages([inputs]);
  if (!png) throw new Error(`No picture drawn for ${inputs.title}.`);
  return png;
};

/** What a change is made ready with: the worker, the pictures, where files and pages go. */
interface ChangeSite extends Pick<LiveSiteOptions, "filesDir" | "pages" | "files" | "prepare"> {
  publisher(): WorkerPublisher;
  ogImages: PublishedOgImages;
}

/**
 * Everything a change from `from` to `content` takes, but serving it: the pages rendered and
 * finished, their files written, the pages compressed, the pictures to draw once it is served.
 */
async function readyChange(
  site: ChangeSite,
  from: SiteContent,
  content: SiteContent,
): Promise<Readied> {
  const paths = changedPaths(from, content);
  const removed = removedPaths(from, content);
  if (paths.length === 0 && removed.length === 0) return { from, content, swap: () => undefined };
  const renderer = site.publisher();
  const published = await renderer.pages(content, paths);
  const showOgImages = site.ogImages.redraw(published, content.identity);
  await mkdir(site.filesDir, { recursive: true });
  for (const file of published.flatMap((page) => page.files))
    await writeFile(path.join(site.filesDir, path.basename(file.href)), file.contents);
  const replaced = published.map((page) => ({
    page: toPage(page.path, Buffer.from(page.html), page.offPageIslands),
    compressed: page.compressed,
  }));
  await Promise.all(
    replaced.map(({ page, compressed }) => site.prepare(page, page.path !== "/404", compressed)),
  );
  const showFiles = await site.files?.ready(siteFiles(content, identity.siteUrl));
  return {
    from,
    content,
    // The pages, their pictures and the files that list them (the sitemap, the feeds) change
    // in one turn of the event loop.
    swap() {
      site.pages.replace(
        replaced.map(({ page }) => page),
        removed,
      );
      showOgImages();
      showFiles?.();
    },
  };
}

/** `made` when it is the change from `from` to `content`: what a publish made ready. */
const madeFor = (made: Readied | undefined, from: SiteContent, content: SiteContent) =>
  made?.from === from && JSON.stringify(made.content) === JSON.stringify(content)
    ? made
    : undefined;

/**
 * The site's content once the newest version of each of `keys` is live, as of `day`; refused
 * before anything is rendered when one is not the version the editor saw.
 */
async function contentPublishing(
  store: Store,
  { keys, basedOn, day }: { keys: string[]; basedOn: SeenVersions | undefined; day: string },
): Promise<SiteContent> {
  const newest = (await store.latestContentVersions()).filter((version) =>
    keys.includes(version.key),
  );
  const pinned = newest.map((version) => ({ key: version.key, versionId: version.id }));
  const overtaken = overtakenKey(keys, pinned, basedOn);
  if (overtaken !== undefined)
    throw new ContentConflictError(newest.find((version) => version.key === overtaken));
  const live = await siteContentOf(
    store,
    "live",
    Object.fromEntries(newest.map((version) => [version.key, version.body])),
  );
  return contentOnDay(live, day);
}

/**
 * The pages the live content ever made that may go (an opening's), as the store remembers them:
 * once live, an address is gone (410) rather than unknown when no page is there any more,
 * whichever server published it and whatever restarted since.
 */
function pagesEverLive(store: Store, pages: Pick<ReplaceablePages, "find">) {
  let paths = new Set<string>();
  return {
    /** Remembers the pages `live` makes, reads every one remembered; answers `live`. */
    async remember(live: SiteContent) {
      await store.rememberLivePaths(goingPathsOf(live));
      paths = new Set(await store.pathsEverLive());
      return live;
    },
    /**
     * The page saying `pagePath` is gone, when `served` no longer makes it and it is a page
     * here (the build's, a publish's) or was live once.
     */
    goneFrom: (served: SiteContent, pagePath: string) =>
      paths.has(pagePath.toLowerCase()) || pages.find(pagePath)
        ? gonePageOf(served, pagePath)
        : undefined,
  };
}

/**
 * The site as published: every server follows the store's generation (the newest publish's
 * id) with a short poll, renders the pages the change touched with the build's own bundle and
 * steps (on a worker thread: server/content/worker-publisher.ts), draws their Open Graph
 * pictures again where what they show changed, writes the files they need, and swaps the pages
 * and pictures in at once. The pages the build wrote are served until a publish replaces them;
 * a restart renders the live content again before the server listens.
 */
export async function startLiveSite(options: LiveSiteOptions): Promise<LiveSite> {
  const { store, filesDir, pages, files, prepare, log } = options;
  const publisherOf = lazyPublisher(options.buildDir, store);
  // The pages the build wrote show the content it was built from; the store holds the
  // shipped content as its first published version.
  let served = await builtContent(options.buildDir);
  const ogImages = publishedOgImages(pages.all, served.identity, drawingOn(publisherOf));
  await recordShippedContent(store);
  let generation = 0;
  // The day the served pages were rendered for: when it turns, what closed leaves them.
  let servedDay = "";
  let following: Promise<number> | undefined;
  /** A publish's pages made before the store made it live, for the catch-up that serves it. */
  let readied: Readied | undefined;

  const everLive = pagesEverLive(store, pages);
  const site = { publisher: publisherOf, ogImages, filesDir, pages, files, prepare };

  async function serve(live: SiteContent, target: number, day = options.today()) {
    const content = contentOnDay(live, day);
    const made = madeFor(readied, served, content);
    readied = undefined;
    (made ?? (await readyChange(site, served, content))).swap();
    served = content;
    generation = target;
    servedDay = day;
  }

  async function catchUp() {
    const target = await store.contentGeneration();
    if (target === generation && options.today() === servedDay) return generation;
    await serve(await everLive.remember(await siteContentOf(store, "live")), target);
    return generation;
  }
  /** One catch-up at a time; a call while one runs waits for it and then looks again. */
  function follow(): Promise<number> {
    const next = (following ?? Promise.resolve(0)).then(catchUp, catchUp);
    const settled = next.then(
      () => generation,
      () => generation,
    );
    following = settled;
    void settled.then(() => {
      if (following === settled) following = undefined;
    });
    return next;
  }

  await follow();
  // Every server renders every publish, its own or another's: its worker starts now, not
  // with the first publish, which would wait seconds for it to load the build's bundle.
  publisherOf().start();
  let stopped = false;
  const timer = setInterval(() => {
    if (stopped) return;
    store
      .publishDueContent()
      .then(() => (stopped ? generation : follow()))
      .catch((error: unknown) => {
        if (!stopped) log.warn({ err: error }, "the live site could not follow");
      });
  }, followIntervalMs);
  timer.unref();

  return {
    async publish(keys, author, basedOn) {
      // Made ready before the store makes it live: a publish that cannot be rendered (a
      // worker that died, a page that refers to nothing) changes nothing, and says so.
      const publishing = await contentPublishing(store, { keys, basedOn, day: options.today() });
      await following;
      readied = await readyChange(site, served, publishing);
      // The store checks again what was seen as it publishes: a draft saved while the pages
      // rendered refuses the publish (the pages made for it are never swapped in).
      const made = await store.publishContent({ keys, author, basedOn });
      await follow();
      return made;
    },
    async preview(content, pagePath) {
      const [page] = await publisherOf().pages(content, [pagePath]);
      if (!page) throw new Error(`No page at ${pagePath}`);
      return page;
    },
    draw: (content, pagePath) => publisherOf().drawn(content, pagePath),
    follow,
    ogImage: (href) => ogImages.find(href),
    generation: () => generation,
    gonePage: (pagePath) => everLive.goneFrom(served, pagePath),
    content: () => served,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await following;
      await publisherOf.stop();
    },
  };
}
