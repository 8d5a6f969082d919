import { PageHero } from "../components/sections/page-hero";
import { thankYouPage } from "../content/pages/thank-you";
import { pageMeta } from "../lib/page-meta";
import { paths } from "../lib/paths";

export const meta = () => pageMeta({ seo: thankYouPage.seo, path: paths.thankYou, noIndex: true });

export default function ThankYouRoute() {
  return <PageHero hero={thankYouPage.hero} />;
}
