import { identity } from "@contracts/identity";
import type { ServiceId } from "~/lib/paths";
import { footerContent, navigation } from "./navigation";
import { aboutUsPage } from "./pages/about-us";
import { careersPage } from "./pages/careers";
import { contactUsPage } from "./pages/contact-us";
import { digitalMarketingPortfolioPage } from "./pages/digital-marketing-portfolio";
import { faqsPage } from "./pages/faqs";
import { homePage } from "./pages/home";
import { mobileAppPortfolioPage } from "./pages/mobile-app-portfolio";
import { notFoundPage } from "./pages/not-found";
import { ourTeamPage } from "./pages/our-team";
import { portfolioPage } from "./pages/portfolio";
import { privacyPolicyPage } from "./pages/privacy-policy";
import { servicesPage } from "./pages/services";
import { termsPage } from "./pages/terms";
import { thankYouPage } from "./pages/thank-you";
import { uiuxPortfolioPage } from "./pages/uiux-portfolio";
import { websitePortfolioPage } from "./pages/website-portfolio";
import { insightsPage } from "./pages/insights";
import { shippedArticles, type ArticleKey } from "./insights";
import type { ArticleContent } from "~/schema/insights";
import { services } from "./services";
import type { ServiceContent } from "~/schema/service";
import type { SiteIdentity } from "./site-identity";

/**
 * The content as shipped in app/content/, one body per document key: the first version of
 * every document. Apart from the registry (documents.ts) so that what the route modules
 * import carries no schema, and no zod, into the browser's bundles.
 */
const {
  siteUrl: _siteUrl,
  forms: _forms,
  autoresponder: _autoresponder,
  ...shippedIdentity
} = identity;
export const shippedSiteIdentity: SiteIdentity = shippedIdentity;

const serviceContent = Object.fromEntries(
  Object.entries(services).map(([id, service]) => [`services/${id}`, service]),
) as Record<`services/${ServiceId}`, ServiceContent>;

const fixedContent = {
  identity: shippedSiteIdentity,
  navigation,
  footer: footerContent,
  "pages/home": homePage,
  "pages/about-us": aboutUsPage,
  "pages/our-team": ourTeamPage,
  "pages/contact-us": contactUsPage,
  "pages/services": servicesPage,
  ...serviceContent,
  "pages/portfolio": portfolioPage,
  "pages/website-portfolio": websitePortfolioPage,
  "pages/mobile-app-portfolio": mobileAppPortfolioPage,
  "pages/digital-marketing-portfolio": digitalMarketingPortfolioPage,
  "pages/uiux-portfolio": uiuxPortfolioPage,
  "pages/careers": careersPage,
  "pages/faqs": faqsPage,
  "pages/privacy-policy": privacyPolicyPage,
  "pages/terms": termsPage,
  "pages/thank-you": thankYouPage,
  "pages/not-found": notFoundPage,
  "pages/insights": insightsPage,
};

/** The documents every site has, one body per key. */
type FixedContent = typeof fixedContent;
/**
 * A whole site's content: one body per document key, the fixed documents and the articles
 * (as many as the owner has written, each under its own key).
 */
export type SiteContent = FixedContent & { [key: ArticleKey]: ArticleContent };
/** The key of one of the documents every site has. */
export type ContentKey = keyof FixedContent;
export type { ArticleKey };
/** The content of one document. */
export type ContentOf<Key extends ContentKey> = FixedContent[Key];

export const shippedContent: SiteContent = { ...fixedContent, ...shippedArticles };
