import type { ServiceContent } from "./service-schema";

export const paidAdvertising = {
  id: "paid-advertising",
  seo: {
    title: "Paid Advertising (PPC)",
    description:
      "Google, Meta and LinkedIn ad campaigns managed for return on ad spend: keyword research, ad copy, landing pages, tracking and weekly reports.",
  },
  hero: {
    eyebrow: "Services",
    title: "Paid Advertising (PPC)",
    intro: "Search and social campaigns that pay for themselves, tracked from click to sale.",
  },
} satisfies ServiceContent;
