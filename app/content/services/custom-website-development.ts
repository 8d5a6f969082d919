import type { ServiceContent } from "./service-schema";

export const customWebsiteDevelopment = {
  id: "custom-website-development",
  seo: {
    title: "Custom Website Development",
    description:
      "Custom websites in WordPress, React and Laravel: redesigns or new builds, frontend and backend, with hosting, security and support included.",
  },
  hero: {
    eyebrow: "Services",
    title: "Custom Website Development",
    intro: "Websites built around your business, not squeezed into a template.",
  },
} satisfies ServiceContent;
