import { paths } from "./paths";

/**
 * The URLs of the agency's articles. Unlike the rest of the site's pages, these depend on the
 * content: an article the owner writes in the desk is a page of its own, and so is each of its
 * tags and each further page of the list.
 */

/** A slug or a tag as it appears in a URL: lowercase letters and digits, joined by hyphens. */
export const urlWordsPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** How many articles one page of the list shows. */
export const articlesPerPage = 6;

export const articlePath = (slug: string) => `${paths.insights}/${slug}`;
export const insightsListPath = (page: number) =>
  page <= 1 ? paths.insights : `${paths.insights}/page/${page}`;
export const insightsTagPath = (tag: string) => `${paths.insights}/tag/${tag}`;

/** The feeds of the articles, linked from every page's head. */
export const insightsFeeds = {
  rss: `${paths.insights}/rss.xml`,
  atom: `${paths.insights}/atom.xml`,
} as const;

/** What the list's paths depend on: each article's slug and tags. */
export interface ArticlePlace {
  slug: string;
  tags: readonly string[];
}

/** How many pages the list of `count` articles takes (one, even when there is none). */
export const insightsPageCount = (count: number) => Math.max(1, Math.ceil(count / articlesPerPage));

/**
 * Every page the articles make beyond /insights itself (which is one of the site's fixed
 * pages): the list's further pages, each article, each tag.
 */
export function insightsPaths(articles: readonly ArticlePlace[]): string[] {
  const pages = Array.from({ length: insightsPageCount(articles.length) - 1 }, (_, index) =>
    insightsListPath(index + 2),
  );
  const tags = [...new Set(articles.flatMap((article) => article.tags))].sort();
  return [
    ...pages,
    ...articles.map((article) => articlePath(article.slug)),
    ...tags.map(insightsTagPath),
  ];
}

/** A path without its trailing slashes, in lower case (string code: no pattern to backtrack). */
function normalized(pathname: string) {
  let end = pathname.length;
  while (end > 1 && pathname.endsWith("/", end)) end--;
  return pathname.slice(0, end).toLowerCase();
}

/** The page number of a list path (`/insights/page/3` is 3); undefined for any other path. */
export function insightsPageOf(pathname: string): number | undefined {
  const path = normalized(pathname);
  if (path === paths.insights) return 1;
  const match = /^\/insights\/page\/([1-9]\d{0,3})$/.exec(path);
  return match ? Number(match[1]) : undefined;
}

/** The last step of an article's or a tag's path. */
export const lastStepOf = (pathname: string) => normalized(pathname).split("/").at(-1) ?? "";

/** An article's document key is `insights/` and its slug. */
export const articleKeyPrefix = "insights/";
/** The longest slug a new article may have. */
export const articleSlugMaxLength = 80;

export const isArticleKey = (key: string): key is `insights/${string}` =>
  key.startsWith(articleKeyPrefix) &&
  key.length - articleKeyPrefix.length <= articleSlugMaxLength &&
  urlWordsPattern.test(key.slice(articleKeyPrefix.length));

/** Each article's slug and tags, from a whole site's content (its documents by key). */
export const articlePlacesOf = (content: Readonly<Record<string, unknown>>): ArticlePlace[] =>
  Object.keys(content)
    .filter(isArticleKey)
    .map((key) => ({
      slug: key.slice(articleKeyPrefix.length),
      tags: (content[key] as { tags: string[] }).tags,
    }));
