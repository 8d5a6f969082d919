import { useLocation } from "react-router";
import { ArticleGrid, Pager } from "~/components/sections/insights/article-card";
import { PageHero } from "~/components/sections/shared/page-hero";
import { Section } from "~/components/ui/section";
import { siteArticles, siteContent } from "~/content/site-content";
import {
  articlesPerPage,
  insightsListPath,
  insightsPageCount,
  insightsPageOf,
} from "~/lib/insights-paths";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/insights";
import { articleSummary } from "./insights-cards";

/**
 * The list of articles, newest first: /insights is its first page, /insights/page/2 the next
 * (routes.ts maps both to this module); each page prerenders to its own HTML.
 */
function listPage(pathname: string) {
  const page = insightsPageOf(pathname) ?? 1;
  const articles = siteArticles();
  return {
    page,
    pages: insightsPageCount(articles.length),
    articles: articles.slice((page - 1) * articlesPerPage, page * articlesPerPage),
  };
}

export const meta = ({ location }: Route.MetaArgs) => {
  const { seo } = siteContent("pages/insights");
  const { page } = listPage(location.pathname);
  if (page === 1) return pageMeta({ seo, path: insightsListPath(1) });
  return pageMeta({
    seo: { title: `${seo.title}, page ${page}`, description: `Page ${page}: ${seo.description}` },
    path: insightsListPath(page),
  });
};

export default function InsightsRoute() {
  const copy = siteContent("pages/insights");
  const { page, pages, articles } = listPage(useLocation().pathname);
  return (
    <>
      <PageHero hero={copy.hero} />
      <Section id="articles" tone="muted">
        {articles.length === 0 ? (
          <p className="text-center text-lead text-slate-text">{copy.empty}</p>
        ) : (
          <ArticleGrid articles={articles.map(articleSummary)} readMoreLabel={copy.readMoreLabel} />
        )}
        <Pager
          page={page}
          pages={pages}
          newer={page > 1 ? insightsListPath(page - 1) : undefined}
          older={page < pages ? insightsListPath(page + 1) : undefined}
        />
      </Section>
    </>
  );
}
