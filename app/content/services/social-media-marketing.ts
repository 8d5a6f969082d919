import type { ServiceContent } from "./service-schema";

export const socialMediaMarketing = {
  id: "social-media-marketing",
  seo: {
    title: "Social Media Marketing",
    description:
      "Social media marketing on Facebook, Instagram, LinkedIn and TikTok: content calendars, design, community management and paid boosts.",
  },
  hero: {
    eyebrow: "Services",
    title: "Social Media Marketing",
    intro: "Content people stop scrolling for, and a community that turns into customers.",
  },
} satisfies ServiceContent;
