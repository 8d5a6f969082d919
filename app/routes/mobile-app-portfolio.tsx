import { portfolioImage } from "~/assets/portfolio";
import { ClosingCta } from "~/components/sections/shared/closing-cta";
import { PageHero } from "~/components/sections/shared/page-hero";
import { PortfolioAppShowcase } from "~/components/sections/portfolio/portfolio-app-showcase";
import { Section } from "~/components/ui/section";
import { mobileAppPortfolioPage } from "~/content/pages/mobile-app-portfolio";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";

export const meta = () =>
  pageMeta({ seo: mobileAppPortfolioPage.seo, path: paths.mobileAppPortfolio });

const { section } = mobileAppPortfolioPage;
const apps = mobileAppPortfolioPage.apps.map((app) => ({
  ...app,
  image: portfolioImage(app.image),
}));

export default function MobileAppPortfolioRoute() {
  return (
    <>
      <PageHero hero={mobileAppPortfolioPage.hero} />
      <Section
        id="apps"
        eyebrow={section.eyebrow}
        heading={section.heading}
        tagline={section.tagline}
      >
        {apps.map((app) => (
          <PortfolioAppShowcase key={app.title} app={app} />
        ))}
      </Section>
      <ClosingCta
        heading={mobileAppPortfolioPage.cta.heading}
        body={mobileAppPortfolioPage.cta.body}
        cta={{ label: mobileAppPortfolioPage.cta.label, href: mobileAppPortfolioPage.cta.href }}
      />
    </>
  );
}
