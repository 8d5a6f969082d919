import type { PageContent } from "../schema";

export const privacyPolicyPage = {
  seo: {
    title: "Privacy Policy",
    description:
      "What our contact, quote and newsletter forms collect, where it is stored, how long we keep it and how to ask us to delete it.",
  },
  hero: {
    eyebrow: "Legal",
    title: "Privacy Policy",
    intro:
      "What we collect when you write to us, why, where it is kept and how to have it deleted.",
  },
} satisfies PageContent;
