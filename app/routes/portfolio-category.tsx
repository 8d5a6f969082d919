import { useLocation } from "react-router";
import { portfolioImage } from "~/assets/portfolio";
import { PortfolioAppShowcase } from "~/components/sections/portfolio/portfolio-app-showcase";
import { PortfolioDesignGallery } from "~/components/sections/portfolio/portfolio-design-gallery";
import { PortfolioSocialGrid } from "~/components/sections/portfolio/portfolio-social-grid";
import { PortfolioWebsiteList } from "~/components/sections/portfolio/portfolio-website-list";
import { ClosingCta } from "~/components/sections/shared/closing-cta";
import { PageHero } from "~/components/sections/shared/page-hero";
import { Section } from "~/components/ui/section";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/portfolio-category";
import { siteContent, withContentImage } from "~/content/site-content";

const withImage = <Item extends { image: string }>(items: readonly Item[]) =>
  items.map((item) => withContentImage(item, portfolioImage));

const categoryPaths = [
  paths.websitePortfolio,
  paths.mobileAppPortfolio,
  paths.digitalMarketingPortfolio,
  paths.uiuxPortfolio,
];

/**
 * The four portfolio categories share one page shape (hero, one section of work, closing call
 * to action) and differ in their copy and in the block that shows the work. routes.ts maps this
 * module to each category's path under its own route id.
 */
const categories = () => ({
  [paths.websitePortfolio]: {
    page: siteContent("pages/website-portfolio"),
    sectionId: "projects",
    work: () => (
      <PortfolioWebsiteList projects={withImage(siteContent("pages/website-portfolio").projects)} />
    ),
  },
  [paths.mobileAppPortfolio]: {
    page: siteContent("pages/mobile-app-portfolio"),
    sectionId: "apps",
    work: () =>
      withImage(siteContent("pages/mobile-app-portfolio").apps).map((app) => (
        <PortfolioAppShowcase key={app.title} app={app} />
      )),
  },
  [paths.digitalMarketingPortfolio]: {
    page: siteContent("pages/digital-marketing-portfolio"),
    sectionId: "clients",
    work: () => (
      <PortfolioSocialGrid
        clients={withImage(siteContent("pages/digital-marketing-portfolio").clients)}
      />
    ),
  },
  [paths.uiuxPortfolio]: {
    page: siteContent("pages/uiux-portfolio"),
    sectionId: "designs",
    work: () => (
      <PortfolioDesignGallery projects={withImage(siteContent("pages/uiux-portfolio").projects)} />
    ),
  },
});

function categoryAt(pathname: string) {
  const path = categoryPaths.find((p) => p.toLowerCase() === pathname.toLowerCase());
  if (!path) throw new Error(`No portfolio category at ${pathname}`);
  return { path, ...categories()[path as (typeof categoryPaths)[number]] };
}

export const meta = ({ location }: Route.MetaArgs) => {
  const { page, path } = categoryAt(location.pathname);
  return pageMeta({ seo: page.seo, path });
};

export default function PortfolioCategoryRoute() {
  const { page, sectionId, work } = categoryAt(useLocation().pathname);
  return (
    <>
      <PageHero hero={page.hero} />
      <Section
        id={sectionId}
        eyebrow={page.section.eyebrow}
        heading={page.section.heading}
        tagline={page.section.tagline}
      >
        {work()}
      </Section>
      <ClosingCta
        heading={page.cta.heading}
        body={page.cta.body}
        cta={{ label: page.cta.label, href: page.cta.href }}
      />
    </>
  );
}
