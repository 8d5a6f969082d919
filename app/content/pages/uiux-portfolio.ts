import type { PageContent } from "../schema";

export const uiuxPortfolioPage = {
  seo: {
    title: "UI/UX Design Portfolio",
    description:
      "Interface and experience design projects: dashboards, mobile apps, e-stores and landing pages designed in Figma and tested with real users.",
  },
  hero: {
    eyebrow: "Portfolio",
    title: "UI/UX Design Projects",
    intro: "Interfaces designed from research to tested prototype, ready for developers to build.",
  },
} satisfies PageContent;
