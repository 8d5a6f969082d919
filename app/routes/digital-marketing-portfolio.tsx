import { PageHero } from "../components/sections/page-hero";
import { digitalMarketingPortfolioPage } from "../content/pages/digital-marketing-portfolio";
import { pageMeta } from "../lib/page-meta";
import { paths } from "../lib/paths";

export const meta = () =>
  pageMeta({ seo: digitalMarketingPortfolioPage.seo, path: paths.digitalMarketingPortfolio });

export default function DigitalMarketingPortfolioRoute() {
  return <PageHero hero={digitalMarketingPortfolioPage.hero} />;
}
