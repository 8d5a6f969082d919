import { PageHero } from "../components/sections/page-hero";
import { termsPage } from "../content/pages/terms";
import { pageMeta } from "../lib/page-meta";
import { paths } from "../lib/paths";

export const meta = () => pageMeta({ seo: termsPage.seo, path: paths.terms });

export default function TermsRoute() {
  return <PageHero hero={termsPage.hero} />;
}
