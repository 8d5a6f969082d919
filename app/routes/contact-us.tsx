import { PageHero } from "../components/sections/page-hero";
import { contactUsPage } from "../content/pages/contact-us";
import { pageMeta } from "../lib/page-meta";
import { paths } from "../lib/paths";

export const meta = () => pageMeta({ seo: contactUsPage.seo, path: paths.contactUs });

export default function ContactUsRoute() {
  return <PageHero hero={contactUsPage.hero} />;
}
