import { useLocation } from "react-router";
import { ArticleBody } from "~/components/sections/insights/article-body";
import { ArticleGrid } from "~/components/sections/insights/article-card";
import { PageHero } from "~/components/sections/shared/page-hero";
import { Section } from "~/components/ui/section";
import { readingMinutes, relatedArticles } from "~/content/articles";
import { siteArticles, siteContent, uploadedPicture } from "~/content/site-content";
import { Picture } from "~/components/ui/picture";
import type { MediaPicture } from "@contracts/media";
import { articlePath, insightsTagPath, lastStepOf } from "~/lib/insights-paths";
import { ogImagePath, pageMeta } from "~/lib/page-meta";
import { blogPostingJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/insights-article";
import { articleSummary, dateLabel, tagLabel } from "./insights-cards";

/** One article, /insights/<slug>: the slug is its document's key, so its page is its own. */
function articleAt(pathname: string) {
  const slug = lastStepOf(pathname);
  const articles = siteArticles();
  const article = articles.find((one) => one.slug === slug);
  if (!article) throw new Error(`No article at ${pathname}`);
  return { article, related: relatedArticles(article, articles) };
}

/**
 * The media library's pictures the body names (`![alt](media:<id>)`), as the body draws them.
 * One the library no longer has is left out, and the body shows its alt text in its place.
 */
function bodyPictures(markdown: string): Record<string, MediaPicture> {
  const pictures: Record<string, MediaPicture> = {};
  for (const [, id] of markdown.matchAll(/\]\(media:([\w-]{1,64})\)/g)) {
    try {
      const found = id && uploadedPicture(`media:${id}`);
      if (found && id) pictures[id] = found.picture;
    } catch {
      // Not in the library: the body draws the alt text instead.
    }
  }
  return pictures;
}

export const meta = ({ location }: Route.MetaArgs) => {
  const { article } = articleAt(location.pathname);
  const path = articlePath(article.slug);
  return pageMeta({
    seo: { title: article.searchTitle, description: article.summary },
    path,
    jsonLd: [
      blogPostingJsonLd({
        headline: article.title,
        description: article.summary,
        path,
        datePublished: article.date,
        author: article.author,
        keywords: article.tags,
        image: ogImagePath(path),
      }),
    ],
  });
};

export default function InsightsArticleRoute() {
  const copy = siteContent("pages/insights");
  const team = siteContent("pages/our-team").team.members;
  const { article, related } = articleAt(useLocation().pathname);
  const position = team.find((member) => member.name === article.author)?.position;
  // A cover from the media library; a shipped artwork's name draws none here (the hero's
  // artwork is the article's own already).
  const cover = article.cover && uploadedPicture(article.cover.image);
  return (
    <>
      <PageHero
        hero={{ eyebrow: copy.hero.eyebrow, title: article.title, intro: article.summary }}
      />
      <div className="py-section">
        <article className="mx-auto w-full max-w-prose px-gutter">
          <p className="text-sm text-slate-text">
            By <span className="font-semibold text-ink">{article.author}</span>
            {position && `, ${position}`}
            <span aria-hidden="true"> · </span>
            <time dateTime={article.date}>{dateLabel(article.date)}</time>
            <span aria-hidden="true"> · </span>
            {readingMinutes(article.body)} min read
          </p>
          {cover && article.cover && (
            <Picture
              image={cover.picture}
              alt={article.cover.alt}
              sizes="(min-width: 48rem) 42rem, 100vw"
              priority
              className="mt-6 block"
              imgClassName="rounded-card"
            />
          )}
          <ArticleBody markdown={article.body} pictures={bodyPictures(article.body)} />
          <ul className="mt-10 flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <li key={tag}>
                <a
                  href={insightsTagPath(tag)}
                  className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-100"
                >
                  {tagLabel(tag)}
                </a>
              </li>
            ))}
          </ul>
        </article>
      </div>
      {related.length > 0 && (
        <Section id="related" heading={copy.relatedHeading} tone="muted">
          <ArticleGrid
            articles={related.map(articleSummary)}
            readMoreLabel={copy.readMoreLabel}
            level={3}
          />
        </Section>
      )}
    </>
  );
}
