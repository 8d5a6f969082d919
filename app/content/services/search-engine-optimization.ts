import type { ServiceContent } from "./service-schema";

export const searchEngineOptimization = {
  id: "search-engine-optimization",
  seo: {
    title: "Search Engine Optimization",
    description:
      "Technical SEO audits, content strategy, local SEO and link earning that move your pages up Google results and bring steady organic traffic.",
  },
  hero: {
    eyebrow: "Services",
    title: "Search Engine Optimization",
    intro:
      "Rank for the searches your customers make, with technical fixes and content that earns links.",
  },
} satisfies ServiceContent;
