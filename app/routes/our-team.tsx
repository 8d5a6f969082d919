import { PageHero } from "../components/sections/page-hero";
import { ourTeamPage } from "../content/pages/our-team";
import { pageMeta } from "../lib/page-meta";
import { paths } from "../lib/paths";

export const meta = () => pageMeta({ seo: ourTeamPage.seo, path: paths.ourTeam });

export default function OurTeamRoute() {
  return <PageHero hero={ourTeamPage.hero} />;
}
