import { PageHero } from "../components/sections/page-hero";
import { servicesPage } from "../content/pages/services";
import { pageMeta } from "../lib/page-meta";
import { paths } from "../lib/paths";

export const meta = () => pageMeta({ seo: servicesPage.seo, path: paths.services });

export default function ServicesRoute() {
  return <PageHero hero={servicesPage.hero} />;
}
