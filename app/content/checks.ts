import type { z } from "zod";
import { contactPageSchema, thankYouPageSchema } from "~/schema/contact";
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
import { homePageSchema, servicesPageSchema } from "~/schema/home";
import { aboutPageSchema } from "~/schema/about";
import { navigationSchema, pageSchema } from "~/schema/common";
import { careersPageSchema } from "~/schema/careers";
import { faqsPageSchema } from "~/schema/faq";
import { legalPageSchema } from "~/schema/legal";
import {
  digitalMarketingPortfolioPageSchema,
  mobileAppPortfolioPageSchema,
  portfolioPageSchema,
  uiuxPortfolioPageSchema,
  websitePortfolioPageSchema,
} from "~/schema/portfolio";
import { teamPageSchema } from "~/schema/team";
import { services } from "./services";
import { serviceSchema } from "~/schema/service";

/**
 * Every content module with the schema it must satisfy. Only the build's content check
 * (scripts/build/validate-content.ts) imports this, so zod never reaches the browser bundle.
 */
export const contentChecks: Array<[name: string, schema: z.ZodType, data: unknown]> = [
  ["navigation", navigationSchema, navigation],
  ["pages/home", homePageSchema, homePage],
  ["pages/about-us", aboutPageSchema, aboutUsPage],
  ["pages/our-team", teamPageSchema, ourTeamPage],
  ["pages/contact-us", contactPageSchema, contactUsPage],
  ["pages/services", servicesPageSchema, servicesPage],
  ["pages/portfolio", portfolioPageSchema, portfolioPage],
  ["pages/website-portfolio", websitePortfolioPageSchema, websitePortfolioPage],
  ["pages/mobile-app-portfolio", mobileAppPortfolioPageSchema, mobileAppPortfolioPage],
  [
    "pages/digital-marketing-portfolio",
    digitalMarketingPortfolioPageSchema,
    digitalMarketingPortfolioPage,
  ],
  ["pages/uiux-portfolio", uiuxPortfolioPageSchema, uiuxPortfolioPage],
  ["pages/careers", careersPageSchema, careersPage],
  ["pages/faqs", faqsPageSchema, faqsPage],
  ["pages/privacy-policy", legalPageSchema, privacyPolicyPage],
  ["pages/terms", legalPageSchema, termsPage],
  ["pages/thank-you", thankYouPageSchema, thankYouPage],
  ["pages/not-found", pageSchema, notFoundPage],
  ...Object.entries(services).map(([id, service]): [string, z.ZodType, unknown] => [
    `services/${id}`,
    serviceSchema,
    service,
  ]),
];
