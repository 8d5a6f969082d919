import type { PageContent } from "../schema";

export const portfolioPage = {
  seo: {
    title: "Portfolio",
    description:
      "Selected work: websites, mobile apps, digital-marketing campaigns and UI/UX design projects delivered for clients in Pakistan and abroad.",
  },
  hero: {
    eyebrow: "Our work",
    title: "Portfolio",
    intro:
      "A selection of websites, apps, campaigns and interfaces we have designed, built and grown for our clients.",
  },
} satisfies PageContent;
