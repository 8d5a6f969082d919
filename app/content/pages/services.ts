import type { PageContent } from "../schema";

export const servicesPage = {
  seo: {
    title: "Services",
    description:
      "Every service under one roof: web and app development, e-commerce, SEO, paid advertising, social media, design, AI, AR/VR, blockchain and security.",
  },
  hero: {
    eyebrow: "What we do",
    title: "Our Services",
    intro:
      "Strategy, design, engineering and marketing from one team, so nothing gets lost between agencies.",
  },
} satisfies PageContent;
