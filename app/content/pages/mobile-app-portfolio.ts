import type { PageContent } from "../schema";

export const mobileAppPortfolioPage = {
  seo: {
    title: "Mobile App Portfolio",
    description:
      "Mobile apps we designed and shipped, including a business-listing app that helps customers find and review local services near them.",
  },
  hero: {
    eyebrow: "Portfolio",
    title: "Mobile App Projects",
    intro:
      "Native-feeling apps for iOS and Android, designed around the few things users do every day.",
  },
} satisfies PageContent;
