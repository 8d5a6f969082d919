import { PageHero } from "../components/sections/page-hero";
import { uiuxPortfolioPage } from "../content/pages/uiux-portfolio";
import { pageMeta } from "../lib/page-meta";
import { paths } from "../lib/paths";

export const meta = () => pageMeta({ seo: uiuxPortfolioPage.seo, path: paths.uiuxPortfolio });

export default function UiuxPortfolioRoute() {
  return <PageHero hero={uiuxPortfolioPage.hero} />;
}
