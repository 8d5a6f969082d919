import type { PageContent } from "../schema";

export const aboutUsPage = {
  seo: {
    title: "About Us",
    description:
      "Meet the Islamabad software house behind custom websites, apps and campaigns: how we work, what we value and why clients stay with us.",
  },
  hero: {
    eyebrow: "About us",
    title: "About Us",
    intro:
      "A software house and digital-marketing agency that treats every project as a long-term partnership, not a one-off job.",
  },
} satisfies PageContent;
