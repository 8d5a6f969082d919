import { PageHero } from "../components/sections/page-hero";
import { privacyPolicyPage } from "../content/pages/privacy-policy";
import { pageMeta } from "../lib/page-meta";
import { paths } from "../lib/paths";

export const meta = () => pageMeta({ seo: privacyPolicyPage.seo, path: paths.privacyPolicy });

export default function PrivacyPolicyRoute() {
  return <PageHero hero={privacyPolicyPage.hero} />;
}
