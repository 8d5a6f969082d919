import type { ServiceContent } from "./service-schema";

export const websiteDesign = {
  id: "website-design",
  seo: {
    title: "Website Design",
    description:
      "Website design that turns visitors into enquiries: research, wireframes, visual design and tested prototypes ready for development.",
  },
  hero: {
    eyebrow: "Services",
    title: "Website Design",
    intro: "Clear, modern website design that guides visitors from first look to first enquiry.",
  },
} satisfies ServiceContent;
