import { PageHero } from "../components/sections/page-hero";
import { aboutUsPage } from "../content/pages/about-us";
import { pageMeta } from "../lib/page-meta";
import { paths } from "../lib/paths";

export const meta = () => pageMeta({ seo: aboutUsPage.seo, path: paths.aboutUs });

export default function AboutUsRoute() {
  return <PageHero hero={aboutUsPage.hero} />;
}
