import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  brokenReferences,
  createPageFinisher,
  finishingInputsFile,
  type FinishedPage,
  type FinishingInputs,
  type PageFile,
} from "@scripts/build/finish-page";
import { createOgDrawer, type OgImageInputs } from "@scripts/build/og-images";
import {
  articleChangePaths,
  contentDocuments,
  contentKeys,
  documentPaths,
  everyContentPath,
  insightsPagesOf,
  isArticleKey,
  type SiteContent,
} from "~/content/documents";
import type { SiteMedia } from "@contracts/media";
import { loadPageRenderer, rendererDirOf } from "./renderer";

/** Where the not-found page is prerendered; the server sends it for every unknown URL. */
export const notFoundPagePath = "/404";

/** A page rendered and finished as the build finishes it, by its prerendered path. */
export interface PublishedPage extends FinishedPage {
  path: string;
}

export interface PagePublisher {
  /** The pages at `paths` rendered with `content` and finished, with the files they need. */
  pages(content: SiteContent, paths: readonly string[]): Promise<PublishedPage[]>;
  /**
   * One page as the components render it with `content`, before the build's finishing steps
   * (critical CSS, the first round trip's fitting): the same markup, its stylesheet linked.
   */
  drawn(content: SiteContent, pagePath: string): Promise<string>;
  /** Each of `inputs` drawn as the build draws a page's Open Graph picture, a PNG each. */
  ogImages(inputs: readonly OgImageInputs[]): Promise<Buffer[]>;
}

/**
 * Every prerendered path of `content`: what a change to the identity, the navigation or the
 * footer renders. The openings' and the articles' pages are among them: the set follows the
 * content.
 */
export const everyPagePath = (content: SiteContent) => everyContentPath(content);

/** The documents of either content: the fixed ones, and every article of one or the other. */
const keysOf = (before: SiteContent, after: SiteContent): string[] => [
  ...contentKeys,
  ...new Set([...Object.keys(before), ...Object.keys(after)].filter(isArticleKey)),
];

/** The pages a change to one fixed document renders, as `after` makes them. */
function fixedDocumentPaths(key: (typeof contentKeys)[number], after: SiteContent) {
  if (contentDocuments[key].paths === contentDocuments.identity.paths) return everyPagePath(after);
  if (key === "pages/insights") return insightsPagesOf(after);
  return documentPaths(key, after[key]);
}

/**
 * The prerendered paths a change from `before` to `after` renders again: those of each
 * document whose body changed (the identity, the navigation and the footer are on every page;
 * an article is on the list's pages, its tags', its related articles' and the home page), as
 * `after` makes them (a removed opening's page is not rendered: it is gone).
 */
export function changedPaths(before: SiteContent, after: SiteContent): string[] {
  const paths = new Set<string>();
  const bodies = [before, after] as Array<Record<string, unknown>>;
  for (const key of keysOf(before, after)) {
    if (JSON.stringify(bodies[0]?.[key]) === JSON.stringify(bodies[1]?.[key])) continue;
    const made = isArticleKey(key)
      ? articleChangePaths(key, before, after)
      : fixedDocumentPaths(key as (typeof contentKeys)[number], after);
    for (const pagePath of made) paths.add(pagePath);
  }
  return [...paths];
}

/**
 * The articles' pages `before` has and `after` no longer does: an article taken off, a tag
 * left empty; they are not found from then on. (An opening's page that is gone answers 410
 * instead: the server asks on every request, server/site/serve-pages.ts.)
 */
export function removedPaths(before: SiteContent, after: SiteContent): string[] {
  const kept = new Set(insightsPagesOf(after));
  return insightsPagesOf(before).filter((pagePath) => !kept.has(pagePath));
}

/**
 * `work` on each of `items`, two at a time, the answers in the items' order. A page's
 * finishing waits for brotli (on libuv's threads) to measure it, up to three times: the next
 * page's critical CSS is picked meanwhile, so both cores work.
 */
async function twoAtATime<Item, Done>(
  items: readonly Item[],
  work: (item: Item) => Promise<Done>,
): Promise<Done[]> {
  const done: Done[] = [];
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++)
      done[index] = await work(items[index] as Item);
  };
  await Promise.all([lane(), lane()]);
  return done;
}

/**
 * Renders pages with the build's server bundle and finishes them with the build's own steps
 * (scripts/build/finish-page.ts), reading the build's files from `buildDir`. A page with a
 * reference to nothing (a link or a file) is refused, as the build refuses it.
 */
export async function createPagePublisher(
  buildDir: string,
  /** The uploaded pictures pages may show, read before each set of pages is rendered. */
  media: () => Promise<SiteMedia> = async () => ({}),
): Promise<PagePublisher> {
  const rendererDir = rendererDirOf(buildDir);
  const clientDir = path.join(buildDir, "client");
  const renderer = await loadPageRenderer(buildDir);
  const inputs = JSON.parse(
    await readFile(path.join(rendererDir, finishingInputsFile), "utf8"),
  ) as FinishingInputs;
  const finisher = createPageFinisher({
    ...inputs,
    clientDir,
    stylesheetDir: path.join(rendererDir, "stylesheets"),
  });
  // The pages a page may link to: those of the content it is rendered with.
  const sitePagesOf = (content: SiteContent) =>
    new Set(
      everyPagePath(content)
        .filter((pagePath) => pagePath !== notFoundPagePath)
        .map((pagePath) => pagePath.toLowerCase()),
    );
  const draw = createOgDrawer();

  return {
    async drawn(content, pagePath) {
      const rendered = await renderer.render(content, [pagePath], await media());
      return rendered.get(pagePath) ?? "";
    },
    async pages(content, paths) {
      const pictures = await media();
      const rendered = await renderer.render(content, paths, pictures);
      // An uploaded picture is served by the server from the store, not from the build.
      const served = new Set(
        Object.values(pictures).flatMap(({ picture }) => [
          picture.img.src,
          ...Object.values(picture.sources).flatMap((srcset) =>
            srcset.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""),
          ),
        ]),
      );
      const sitePages = sitePagesOf(content);
      const publish = async ([pagePath, html]: [string, string]): Promise<PublishedPage> => {
        const finished = await finisher.finish(html);
        const made = new Set(finished.files.map((file: PageFile) => file.href));
        const broken = brokenReferences(
          finished.html,
          sitePages,
          (target) =>
            made.has(target) || served.has(target) || existsSync(path.join(clientDir, target)),
        );
        if (broken.length > 0)
          throw new Error(`${pagePath} refers to nothing: ${broken.join(", ")}`);
        return { path: pagePath, ...finished };
      };
      return twoAtATime([...rendered], publish);
    },
    async ogImages(inputs) {
      // One at a time: each drawing is a burst of work, and they are few.
      const drawn: Buffer[] = [];
      for (const one of inputs) drawn.push(await draw(one));
      return drawn;
    },
  };
}
