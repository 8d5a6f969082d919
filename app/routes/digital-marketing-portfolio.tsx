import { portfolioImage } from "~/assets/portfolio";
import { ClosingCta } from "~/components/sections/shared/closing-cta";
import { PageHero } from "~/components/sections/shared/page-hero";
import { PortfolioSocialGrid } from "~/components/sections/portfolio/portfolio-social-grid";
import { Section } from "~/components/ui/section";
import { digitalMarketingPortfolioPage } from "~/content/pages/digital-marketing-portfolio";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";

export const meta = () =>
  pageMeta({ seo: digitalMarketingPortfolioPage.seo, path: paths.digitalMarketingPortfolio });

const { section } = digitalMarketingPortfolioPage;
const clients = digitalMarketingPortfolioPage.clients.map((client) => ({
  ...client,
  image: portfolioImage(client.image),
}));

export default function DigitalMarketingPortfolioRoute() {
  return (
    <>
      <PageHero hero={digitalMarketingPortfolioPage.hero} />
      <Section
        id="clients"
        eyebrow={section.eyebrow}
        heading={section.heading}
        tagline={section.tagline}
      >
        <PortfolioSocialGrid clients={clients} />
      </Section>
      <ClosingCta
        heading={digitalMarketingPortfolioPage.cta.heading}
        body={digitalMarketingPortfolioPage.cta.body}
        cta={{
          label: digitalMarketingPortfolioPage.cta.label,
          href: digitalMarketingPortfolioPage.cta.href,
        }}
      />
    </>
  );
}
