import type { ServiceContent } from "./service-schema";

export const arvrDevelopment = {
  id: "arvr-development",
  seo: {
    title: "AR/VR App Development",
    description:
      "Augmented and virtual reality apps for retail, real estate, training and events: try-before-you-buy, virtual tours and immersive lessons.",
  },
  hero: {
    eyebrow: "Services",
    title: "AR/VR App Development",
    intro:
      "Augmented and virtual reality experiences that let customers try, tour and learn before they buy.",
  },
} satisfies ServiceContent;
