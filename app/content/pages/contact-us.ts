import type { PageContent } from "../schema";

export const contactUsPage = {
  seo: {
    title: "Contact Us",
    description:
      "Tell us about your project and get a reply within one working day. Call, e-mail or visit our Islamabad office, 10 AM to 7 PM, Monday to Friday.",
  },
  hero: {
    eyebrow: "Contact",
    title: "Contact Us",
    intro:
      "Tell us what you want to build or grow. A project lead reads every message and replies within one working day.",
  },
} satisfies PageContent;
