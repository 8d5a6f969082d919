import type { PageContent } from "../schema";

export const websitePortfolioPage = {
  seo: {
    title: "Website Portfolio",
    description:
      "Websites we designed and built in WordPress and React for retailers, clinics, schools and service firms, each live and ready to visit.",
  },
  hero: {
    eyebrow: "Portfolio",
    title: "Website Projects",
    intro:
      "Fast, accessible websites in WordPress and React that our clients can update themselves.",
  },
} satisfies PageContent;
