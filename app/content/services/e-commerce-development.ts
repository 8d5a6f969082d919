import type { ServiceContent } from "./service-schema";

export const eCommerceDevelopment = {
  id: "e-commerce-development",
  seo: {
    title: "E-commerce Development",
    description:
      "Online stores on Shopify, WooCommerce and custom stacks with local payment gateways, courier integration and stock that stays in sync.",
  },
  hero: {
    eyebrow: "Services",
    title: "E-commerce Website Development",
    intro: "Online stores that load fast, take local and international payments and ship on time.",
  },
} satisfies ServiceContent;
