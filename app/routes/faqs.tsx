import { PageHero } from "../components/sections/page-hero";
import { faqsPage } from "../content/pages/faqs";
import { pageMeta } from "../lib/page-meta";
import { paths } from "../lib/paths";

export const meta = () => pageMeta({ seo: faqsPage.seo, path: paths.faqs });

export default function FaqsRoute() {
  return <PageHero hero={faqsPage.hero} />;
}
