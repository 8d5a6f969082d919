import type { PageContent } from "../schema";

export const faqsPage = {
  seo: {
    title: "FAQs",
    description:
      "Answers to common questions about visiting our office, our digital-marketing and web-development services, costs and project timelines.",
  },
  hero: {
    eyebrow: "FAQs",
    title: "About Us",
    intro: "Straight answers to the questions clients ask us most often.",
  },
} satisfies PageContent;
