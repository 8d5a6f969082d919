import type { PageContent } from "../schema";

export const thankYouPage = {
  seo: {
    title: "Thank You",
    description:
      "Your message has reached us. A project lead will reply within one working day; here is what happens next and how to reach us sooner.",
  },
  hero: {
    eyebrow: "Message received",
    title: "Thank you, we got your message",
    intro: "A project lead reads every message and replies within one working day.",
  },
} satisfies PageContent;
