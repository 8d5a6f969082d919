import { paths } from "~/lib/paths";
import {
  articleKeyPrefix,
  articlePath,
  insightsPaths,
  insightsTagPath,
  isArticleKey,
} from "~/lib/insights-paths";
import type { ArticleContent } from "~/schema/insights";
import type { ArticleKey, SiteContent } from "./shipped";

/**
 * The articles of a site's content: each is a document of its own, keyed `insights/<slug>`,
 * which the owner creates in the desk. No zod here: the route modules read this, and what they
 * import reaches the browser's bundles.
 */

export { articleKeyPrefix, isArticleKey } from "~/lib/insights-paths";

export const articleKeyOf = (slug: string): ArticleKey => `insights/${slug}`;

export interface Article extends ArticleContent {
  key: ArticleKey;
  slug: string;
}

/** The site's articles, newest first (by date, then by slug, so the order is always the same). */
export function articlesOf(content: SiteContent): Article[] {
  return Object.keys(content)
    .filter(isArticleKey)
    .map((key) => ({
      ...(content[key] as ArticleContent),
      key,
      slug: key.slice(articleKeyPrefix.length),
    }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** Minutes an article takes to read, at 220 words a minute, never less than one. */
export const readingMinutes = (markdown: string) =>
  Math.max(1, Math.round(markdown.split(/\s+/).filter(Boolean).length / 220));

/**
 * The articles that share the most tags with `article`, then the newest: at most `count`,
 * never the article itself, none that shares no tag.
 */
export function relatedArticles(article: Article, all: readonly Article[], count = 3): Article[] {
  const shared = (other: Article) => other.tags.filter((tag) => article.tags.includes(tag)).length;
  return all
    .filter((other) => other.key !== article.key && shared(other) > 0)
    .map((other, order) => ({ other, score: shared(other), order }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map(({ other }) => other);
}

/**
 * The pages a change to one article renders again, from `before` to `after`: its own page, the
 * list's pages, the pages of its tags (old and new), the pages of the articles that show it
 * among their related ones, and the home page when it is or was among the three newest there.
 * Only the pages that exist in `after`: the others are gone (removedPaths).
 */
export function articleChangePaths(key: string, before: SiteContent, after: SiteContent) {
  const [was, is] = [articlesOf(before), articlesOf(after)];
  const changed = [...was, ...is].filter((article) => article.key === key);
  const tags = new Set(changed.flatMap((article) => article.tags));
  const pages = new Set([paths.home, paths.insights, ...insightsPaths(is)]);
  const listPages = [...pages].filter(
    (path) => path === paths.insights || path.startsWith(`${paths.insights}/page/`),
  );
  const touched = [
    ...listPages,
    articlePath(key.slice(articleKeyPrefix.length)),
    ...[...tags].map(insightsTagPath),
    ...is
      .filter((article) => article.tags.some((tag) => tags.has(tag)))
      .map((article) => articlePath(article.slug)),
    ...([was, is].some((list) => list.slice(0, 3).some((article) => article.key === key))
      ? [paths.home]
      : []),
  ];
  return [...new Set(touched)].filter((path) => pages.has(path));
}
