import type { ServiceContent } from "./service-schema";

export const appDevelopment = {
  id: "app-development",
  seo: {
    title: "App Development",
    description:
      "Native and cross-platform mobile apps for iOS and Android, from product discovery and UX design to launch, store listing and ongoing support.",
  },
  hero: {
    eyebrow: "Services",
    title: "App Development",
    intro:
      "Mobile apps your customers keep on their home screen, built in Flutter, Swift and React Native.",
  },
} satisfies ServiceContent;
