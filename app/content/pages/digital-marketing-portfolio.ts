import type { PageContent } from "../schema";

export const digitalMarketingPortfolioPage = {
  seo: {
    title: "Digital Marketing Portfolio",
    description:
      "Brands whose Facebook and Instagram presence we plan, create and grow: content calendars, paid campaigns and community management.",
  },
  hero: {
    eyebrow: "Portfolio",
    title: "Digital Marketing Clients",
    intro:
      "Social-media brands we run on Facebook and Instagram, from content calendars to paid campaigns.",
  },
} satisfies PageContent;
