import { PageHero } from "../components/sections/page-hero";
import { homePage } from "../content/pages/home";
import { pageMeta } from "../lib/page-meta";
import { paths } from "../lib/paths";

export const meta = () => pageMeta({ seo: homePage.seo, path: paths.home });

export default function HomeRoute() {
  return <PageHero hero={homePage.hero} />;
}
