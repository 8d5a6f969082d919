import { PageHero } from "../components/sections/page-hero";
import { websitePortfolioPage } from "../content/pages/website-portfolio";
import { pageMeta } from "../lib/page-meta";
import { paths } from "../lib/paths";

export const meta = () => pageMeta({ seo: websitePortfolioPage.seo, path: paths.websitePortfolio });

export default function WebsitePortfolioRoute() {
  return <PageHero hero={websitePortfolioPage.hero} />;
}
