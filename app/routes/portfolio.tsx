import { portfolioImage } from "~/assets/portfolio";
import { ClosingCta } from "~/components/sections/shared/closing-cta";
import { PageHero } from "~/components/sections/shared/page-hero";
import { PortfolioCategoryGrid } from "~/components/sections/portfolio/portfolio-category-grid";
import { Section } from "~/components/ui/section";
import { portfolioPage } from "~/content/pages/portfolio";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";

export const meta = () => pageMeta({ seo: portfolioPage.seo, path: paths.portfolio });

const { section } = portfolioPage;
const categories = portfolioPage.categories.map((category) => ({
  ...category,
  image: portfolioImage(category.image),
}));

export default function PortfolioRoute() {
  return (
    <>
      <PageHero hero={portfolioPage.hero} />
      <Section
        id="categories"
        eyebrow={section.eyebrow}
        heading={section.heading}
        tagline={section.tagline}
      >
        <PortfolioCategoryGrid categories={categories} />
      </Section>
      <ClosingCta
        heading={portfolioPage.cta.heading}
        body={portfolioPage.cta.body}
        cta={{ label: portfolioPage.cta.label, href: portfolioPage.cta.href }}
      />
    </>
  );
}
