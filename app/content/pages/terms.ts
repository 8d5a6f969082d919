import type { PageContent } from "../schema";

export const termsPage = {
  seo: {
    title: "Terms of Use",
    description:
      "The terms that apply when you use this website: content ownership, acceptable use, quotes, liability and how to reach us about them.",
  },
  hero: {
    eyebrow: "Legal",
    title: "Terms of Use",
    intro: "The plain-language rules for using this website and the information on it.",
  },
} satisfies PageContent;
