import type { z } from "zod";
import { navigation } from "./navigation";
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
import { navigationSchema, pageSchema } from "./schema";
import { services } from "./services";
import { serviceSchema } from "./services/service-schema";

/**
 * Every content module with the schema it must satisfy. Only the build's content check
 * (scripts/validate-content.ts) imports this, so zod never reaches the browser bundle.
 */
export const contentChecks: Array<[name: string, schema: z.ZodType, data: unknown]> = [
  ["navigation", navigationSchema, navigation],
  ["pages/home", pageSchema, homePage],
  ["pages/about-us", pageSchema, aboutUsPage],
  ["pages/our-team", pageSchema, ourTeamPage],
  ["pages/contact-us", pageSchema, contactUsPage],
  ["pages/services", pageSchema, servicesPage],
  ["pages/portfolio", pageSchema, portfolioPage],
  ["pages/website-portfolio", pageSchema, websitePortfolioPage],
  ["pages/mobile-app-portfolio", pageSchema, mobileAppPortfolioPage],
  ["pages/digital-marketing-portfolio", pageSchema, digitalMarketingPortfolioPage],
  ["pages/uiux-portfolio", pageSchema, uiuxPortfolioPage],
  ["pages/careers", pageSchema, careersPage],
  ["pages/faqs", pageSchema, faqsPage],
  ["pages/privacy-policy", pageSchema, privacyPolicyPage],
  ["pages/terms", pageSchema, termsPage],
  ["pages/thank-you", pageSchema, thankYouPage],
  ["pages/not-found", pageSchema, notFoundPage],
  ...Object.entries(services).map(([id, service]): [string, z.ZodType, unknown] => [
    `services/${id}`,
    serviceSchema,
    service,
  ]),
];
