import { useLocation } from "react-router";
import { ArticleGrid } from "~/components/sections/insights/article-card";
import { PageHero } from "~/components/sections/shared/page-hero";
import { Section } from "~/components/ui/section";
import { siteArticles, siteContent } from "~/content/site-content";
import { insightsTagPath, lastStepOf } from "~/lib/insights-paths";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/insights-tag";
import { articleSummary, tagLabel } from "./insights-cards";

/** Every article with one tag, newest first: /insights/tag/<tag>. */
function tagPage(pathname: string) {
  const tag = lastStepOf(pathname);
  return { tag, articles: siteArticles().filter((article) => article.tags.includes(tag)) };
}

const tagTitle = (tag: string) => `Insights on ${tagLabel(tag)}`;

export const meta = ({ location }: Route.MetaArgs) => {
  const { tag, articles } = tagPage(location.pathname);
  const titles = articles
    .slice(0, 2)
    .map((article) => article.searchTitle)
    .join("; ");
  const description = `Notes from our designers, developers and marketers on ${tagLabel(tag)}, newest first: ${titles}.`;
  return pageMeta({
    seo: {
      title: tagTitle(tag).slice(0, 40),
      description: description.length > 160 ? `${description.slice(0, 157)}...` : description,
    },
    path: insightsTagPath(tag),
  });
};

export default function InsightsTagRoute() {
  const copy = siteContent("pages/insights");
  const { tag, articles } = tagPage(useLocation().pathname);
  const count = articles.length === 1 ? "One article" : `${articles.length} articles`;
  return (
    <>
      <PageHero
        hero={{
          eyebrow: copy.hero.eyebrow,
          title: tagTitle(tag),
          intro: `${count} tagged ${tagLabel(tag)}, newest first.`,
        }}
        variant={copy.hero.title}
      />
      <Section id="articles" tone="muted">
        <ArticleGrid articles={articles.map(articleSummary)} readMoreLabel={copy.readMoreLabel} />
      </Section>
    </>
  );
}
