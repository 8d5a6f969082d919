import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { portfolioImage } from "~/assets/portfolio";
import { PortfolioAppShowcase } from "~/components/sections/portfolio/portfolio-app-showcase";
import { PortfolioDesignGallery } from "~/components/sections/portfolio/portfolio-design-gallery";
import { PortfolioSocialGrid } from "~/components/sections/portfolio/portfolio-social-grid";
import { PortfolioWebsiteList } from "~/components/sections/portfolio/portfolio-website-list";
import { ClosingCta } from "~/components/sections/shared/closing-cta";
import { PageHero } from "~/components/sections/shared/page-hero";
import { Section } from "~/components/ui/section";
import { digitalMarketingPortfolioPage } from "~/content/pages/digital-marketing-portfolio";
import { mobileAppPortfolioPage } from "~/content/pages/mobile-app-portfolio";
import { uiuxPortfolioPage } from "~/content/pages/uiux-portfolio";
import { websitePortfolioPage } from "~/content/pages/website-portfolio";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/portfolio-category";

const withImage = <Item extends { image: string }>(items: readonly Item[]) =>
  items.map((item) => ({ ...item, image: portfolioImage(item.image) }));

/**
 * The four portfolio categories share one page shape (hero, one section of work, closing call
 * to action) and differ in their copy and in the block that shows the work. routes.ts maps this
 * module to each category's path under its own route id.
 */
const categories = {
  [paths.websitePortfolio]: {
    page: websitePortfolioPage,
    sectionId: "projects",
    work: <PortfolioWebsiteList projects={withImage(websitePortfolioPage.projects)} />,
  },
  [paths.mobileAppPortfolio]: {
    page: mobileAppPortfolioPage,
    sectionId: "apps",
    work: withImage(mobileAppPortfolioPage.apps).map((app) => (
      <PortfolioAppShowcase key={app.title} app={app} />
    )),
  },
  [paths.digitalMarketingPortfolio]: {
    page: digitalMarketingPortfolioPage,
    sectionId: "clients",
    work: <PortfolioSocialGrid clients={withImage(digitalMarketingPortfolioPage.clients)} />,
  },
  [paths.uiuxPortfolio]: {
    page: uiuxPortfolioPage,
    sectionId: "designs",
    work: <PortfolioDesignGallery projects={withImage(uiuxPortfolioPage.projects)} />,
  },
} satisfies Record<string, { page: { seo: unknown }; sectionId: string; work: ReactNode }>;

const categoryPaths = Object.keys(categories);

function categoryAt(pathname: string) {
  const path = categoryPaths.find((p) => p.toLowerCase() === pathname.toLowerCase());
  if (!path) throw new Error(`No portfolio category at ${pathname}`);
  return { path, ...categories[path as keyof typeof categories] };
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
        {work}
      </Section>
      <ClosingCta
        heading={page.cta.heading}
        body={page.cta.body}
        cta={{ label: page.cta.label, href: page.cta.href }}
      />
    </>
  );
}
