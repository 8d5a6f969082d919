import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { builtContentFile } from "@scripts/build/finish-page";
import { contentOnDay, gonePageOf, type SiteContent } from "~/content/documents";
import type { ContentPublish } from "@server/store/content/content";
import type { Store } from "@server/store/store";
import { mediaPicture, type SiteMedia } from "@contracts/media";
import { toPage, type ReplaceablePages, type SitePage } from "../site-pages";
import { shippedSiteContent, siteContentOf } from "./drafts";
import { recordShippedContent } from "./releases";
import { rendererDirOf } from "./renderer";
import {
  changedPaths,
  createPagePublisher,
  type PagePublisher,
  type PublishedPage,
} from "./publisher";

/** How often each server looks for another server's publish and for a schedule that is due. */
export const followIntervalMs = 500;

export interface LiveSiteOptions {
  store: Store;
  /** The build: its served pages and its renderer folder (scripts/build/postbuild.ts). */
  buildDir: string;
  /** Where a publish writes the files its pages need (rest stylesheets, drawings). */
  filesDir: string;
  pages: ReplaceablePages;
  /** Compresses a page before it is first served (server/site/serve-pages.ts). */
  prepare(page: SitePage, stamp?: boolean): Promise<void>;
  log: FastifyBaseLogger;
  /** The company's day now, YYYY-MM-DD: an opening is open through its closing date. */
  today(): string;
}

export interface LiveSite {
  /** The newest versions of `keys` made live in the store, then on this server's pages. */
  publish(keys: string[], author: string | null): Promise<ContentPublish | undefined>;
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
  /** The generation this server serves (0: the build as it is). */
  generation(): number;
  /** The content this server's pages show, as of its day (closed openings left out). */
  content(): SiteContent;
  /** For a page the content made and makes no more (a closed opening), the page saying so. */
  gonePage(pagePath: string): string | undefined;
  /** Stops following; resolves once a catch-up in flight has ended. */
  stop(): Promise<void>;
}

/** Every picture of the media library, as the pages that name one draw it. */
async function siteMediaOf(store: Store): Promise<SiteMedia> {
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

/** The build's publisher, loaded when the first page is rendered, with the media library. */
function lazyPublisher(buildDir: string, store: Store) {
  let publisher: PagePublisher | undefined;
  return async () => (publisher ??= await createPagePublisher(buildDir, () => siteMediaOf(store)));
}

/**
 * The site as published: every server follows the store's generation (the newest publish's
 * id) with a short poll, renders the pages the change touched with the build's own bundle and
 * steps, writes the files they need, and swaps the pages in at once. The pages the build
 * wrote are served until a publish replaces them; a restart renders the live content again
 * before the server listens.
 */
export async function startLiveSite(options: LiveSiteOptions): Promise<LiveSite> {
  const { store, filesDir, pages, prepare, log } = options;
  const publisherOf = lazyPublisher(options.buildDir, store);
  // The pages the build wrote show the content it was built from; the store holds the
  // shipped content as its first published version.
  let served = await builtContent(options.buildDir);
  await recordShippedContent(store);
  let generation = 0;
  // The day the served pages were rendered for: when it turns, what closed leaves them.
  let servedDay = "";
  let following: Promise<number> | undefined;

  async function serve(live: SiteContent, target: number, day = options.today()) {
    const content = contentOnDay(live, day);
    const paths = changedPaths(served, content);
    if (paths.length > 0) {
      const published = await (await publisherOf()).pages(content, paths);
      await mkdir(filesDir, { recursive: true });
      for (const file of published.flatMap((page) => page.files))
        await writeFile(path.join(filesDir, path.basename(file.href)), file.contents);
      const replaced = published.map((page) =>
        toPage(page.path, Buffer.from(page.html), page.offPageIslands),
      );
      await Promise.all(replaced.map((page) => prepare(page, page.path !== "/404")));
      pages.replace(replaced);
    }
    served = content;
    generation = target;
    servedDay = day;
  }

  async function catchUp() {
    const target = await store.contentGeneration();
    if (target === generation && options.today() === servedDay) return generation;
    await serve(await siteContentOf(store, "live"), target);
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
    async publish(keys, author) {
      const made = await store.publishContent({ keys, author });
      await follow();
      return made;
    },
    async preview(content, pagePath) {
      const [page] = await (await publisherOf()).pages(content, [pagePath]);
      if (!page) throw new Error(`No page at ${pagePath}`);
      return page;
    },
    draw: async (content, pagePath) => (await publisherOf()).drawn(content, pagePath),
    follow,
    generation: () => generation,
    gonePage: (pagePath) => gonePageOf(served, pagePath),
    content: () => served,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await following;
    },
  };
}
