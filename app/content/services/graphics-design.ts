import type { ServiceContent } from "./service-schema";

export const graphicsDesign = {
  id: "graphics-design",
  seo: {
    title: "Graphics Design",
    description:
      "Brand identities, logos, social posts, packaging and print design that make your business recognisable and consistent everywhere it appears.",
  },
  hero: {
    eyebrow: "Services",
    title: "Graphics Design",
    intro: "Logos, brand kits and campaign visuals that make you recognisable at a glance.",
  },
} satisfies ServiceContent;
