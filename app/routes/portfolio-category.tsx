import { portfolioImage } from "~/assets/portfolio";
import { ClosingCta } from "~/components/sections/shared/closing-cta";
import { PageHero } from "~/components/sections/shared/page-hero";
import { PortfolioWebsiteList } from "~/components/sections/portfolio/portfolio-website-list";
import { Section } from "~/components/ui/section";
import { websitePortfolioPage } from "~/content/pages/website-portfolio";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";

export const meta = () => pageMeta({ seo: websitePortfolioPage.seo, path: paths.websitePortfolio });

const { section } = websitePortfolioPage;
const projects = websitePortfolioPage.projects.map((project) => ({
  ...project,
  image: portfolioImage(project.image),
}));

export default function WebsitePortfolioRoute() {
  return (
    <>
      <PageHero hero={websitePortfolioPage.hero} />
      <Section
        id="projects"
        eyebrow={section.eyebrow}
        heading={section.heading}
        tagline={section.tagline}
      >
        <PortfolioWebsiteList projects={projects} />
      </Section>
      <ClosingCta
        heading={websitePortfolioPage.cta.heading}
        body={websitePortfolioPage.cta.body}
        cta={{ label: websitePortfolioPage.cta.label, href: websitePortfolioPage.cta.href }}
      />
    </>
  );
}
