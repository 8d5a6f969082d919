import { PageHero } from "../components/sections/page-hero";
import { mobileAppPortfolioPage } from "../content/pages/mobile-app-portfolio";
import { pageMeta } from "../lib/page-meta";
import { paths } from "../lib/paths";

export const meta = () =>
  pageMeta({ seo: mobileAppPortfolioPage.seo, path: paths.mobileAppPortfolio });

export default function MobileAppPortfolioRoute() {
  return <PageHero hero={mobileAppPortfolioPage.hero} />;
}
