import type { ArticleSummary } from "~/components/sections/insights/article-card";
import { readingMinutes, type Article } from "~/content/articles";
import { articlePath, insightsTagPath } from "~/lib/insights-paths";

/** A tag as a page writes it: its words, without the hyphens of its URL. */
export const tagLabel = (tag: string) => tag.replace(/-/g, " ");

/** A date (YYYY-MM-DD) as the site writes it, "14 October 2026", the same wherever it builds. */
export const dateLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** What a card shows of an article. */
export const articleSummary = (article: Article): ArticleSummary => ({
  title: article.title,
  summary: article.summary,
  href: articlePath(article.slug),
  date: article.date,
  dateLabel: dateLabel(article.date),
  minutes: readingMinutes(article.body),
  tags: article.tags.map((tag) => ({ label: tagLabel(tag), href: insightsTagPath(tag) })),
});
