import { PageHero } from "../components/sections/page-hero";
import { careersPage } from "../content/pages/careers";
import { pageMeta } from "../lib/page-meta";
import { paths } from "../lib/paths";

export const meta = () => pageMeta({ seo: careersPage.seo, path: paths.careers });

export default function CareersRoute() {
  return <PageHero hero={careersPage.hero} />;
}
