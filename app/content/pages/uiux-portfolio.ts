import { paths } from "~/lib/paths";
import type { UiuxPortfolioPageContent } from "~/schema/portfolio";

export const uiuxPortfolioPage = {
  seo: {
    title: "UI/UX Design Portfolio",
    description:
      "Interface and experience design projects: dashboards, mobile apps, e-stores and landing pages designed in Figma and tested with real users.",
  },
  hero: {
    eyebrow: "Portfolio",
    title: "UI/UX Design Projects",
    intro: "Interfaces designed from research to tested prototype, ready for developers to build.",
  },
  section: {
    eyebrow: "Design work",
    heading: "Interfaces people understand at first glance",
    tagline:
      "Eight recent design projects, each with a component library, a colour and type system and prototypes tested with real users.",
  },
  projects: [
    { title: "PayWise wallet app", image: "uiux-paywise-wallet" },
    { title: "Shifa clinic dashboard", image: "uiux-shifa-clinic-dashboard" },
    { title: "Gharana real estate website", image: "uiux-gharana-real-estate" },
    { title: "Tiffin food delivery app", image: "uiux-tiffin-food-delivery" },
    { title: "Ilm learning platform", image: "uiux-ilm-learning-platform" },
    { title: "Kapray fashion store app", image: "uiux-kapray-fashion-store" },
    { title: "Safar travel booking website", image: "uiux-safar-travel-booking" },
    { title: "Metricly analytics dashboard", image: "uiux-metricly-analytics" },
  ],
  cta: {
    heading: "Need an interface your users will love?",
    body: "From a single screen to a full design system, tell us what you are designing and we will send a free quote.",
    label: "Get Free Quote",
    href: paths.contactUs,
  },
} satisfies UiuxPortfolioPageContent;
