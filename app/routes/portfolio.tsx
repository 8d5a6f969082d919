import { portfolioImage } from "~/assets/portfolio";
import { ClosingCta } from "~/components/sections/shared/closing-cta";
import { PageHero } from "~/components/sections/shared/page-hero";
import { PortfolioCategoryGrid } from "~/components/sections/portfolio/portfolio-category-grid";
import { Section } from "~/components/ui/section";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { siteContent, withContentImage } from "~/content/site-content";

export const meta = () =>
  pageMeta({ seo: siteContent("pages/portfolio").seo, path: paths.portfolio });

export default function PortfolioRoute() {
  const page = siteContent("pages/portfolio");
  const { section } = page;
  const categories = page.categories.map((category) => withContentImage(category, portfolioImage));
  return (
    <>
      <PageHero hero={page.hero} />
      <Section
        id="categories"
        eyebrow={section.eyebrow}
        heading={section.heading}
        tagline={section.tagline}
      >
        <PortfolioCategoryGrid categories={categories} />
      </Section>
      <ClosingCta
        heading={page.cta.heading}
        body={page.cta.body}
        cta={{ label: page.cta.label, href: page.cta.href }}
      />
    </>
  );
}
