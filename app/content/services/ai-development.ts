import type { ServiceContent } from "./service-schema";

export const aiDevelopment = {
  id: "ai-development",
  seo: {
    title: "AI Development",
    description:
      "AI development for real business problems: chat assistants, document processing, recommendations and forecasts built on your own data.",
  },
  hero: {
    eyebrow: "Services",
    title: "AI Development",
    intro:
      "Practical AI that answers customers, reads documents and forecasts demand from your own data.",
  },
} satisfies ServiceContent;
