import { portfolioImage } from "~/assets/portfolio";
import { ClosingCta } from "~/components/sections/shared/closing-cta";
import { PageHero } from "~/components/sections/shared/page-hero";
import { PortfolioDesignGallery } from "~/components/sections/portfolio/portfolio-design-gallery";
import { Section } from "~/components/ui/section";
import { uiuxPortfolioPage } from "~/content/pages/uiux-portfolio";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";

export const meta = () => pageMeta({ seo: uiuxPortfolioPage.seo, path: paths.uiuxPortfolio });

const { section } = uiuxPortfolioPage;
const projects = uiuxPortfolioPage.projects.map((project) => ({
  ...project,
  image: portfolioImage(project.image),
}));

export default function UiuxPortfolioRoute() {
  return (
    <>
      <PageHero hero={uiuxPortfolioPage.hero} />
      <Section
        id="designs"
        eyebrow={section.eyebrow}
        heading={section.heading}
        tagline={section.tagline}
      >
        <PortfolioDesignGallery projects={projects} />
      </Section>
      <ClosingCta
        heading={uiuxPortfolioPage.cta.heading}
        body={uiuxPortfolioPage.cta.body}
        cta={{ label: uiuxPortfolioPage.cta.label, href: uiuxPortfolioPage.cta.href }}
      />
    </>
  );
}
