import { PageHero } from "../components/sections/page-hero";
import { portfolioPage } from "../content/pages/portfolio";
import { pageMeta } from "../lib/page-meta";
import { paths } from "../lib/paths";

export const meta = () => pageMeta({ seo: portfolioPage.seo, path: paths.portfolio });

export default function PortfolioRoute() {
  return <PageHero hero={portfolioPage.hero} />;
}
