import { paths } from "~/lib/paths";
import type { ServicesPageContent } from "~/schema/home";

export const servicesPage = {
  seo: {
    title: "Services",
    description:
      "Every service under one roof: web and app development, e-commerce, SEO, paid advertising, social media, design, AI, AR/VR, blockchain and security.",
  },
  hero: {
    eyebrow: "What we do",
    title: "Our Services",
    intro:
      "Strategy, design, engineering and marketing from one team, so nothing gets lost between agencies. Pick a service to see how we work and what you can expect.",
    cta: { label: "Get Free Quote", href: paths.contactUs },
  },
  groups: [
    {
      heading: "Design & build",
      intro:
        "Websites, online stores and mobile apps that look sharp, load fast and are easy to run.",
      services: [
        {
          id: "website-design",
          icon: "layout",
          description:
            "Page layouts, visual design and prototypes that turn visitors into enquiries.",
        },
        {
          id: "custom-website-development",
          icon: "code",
          description: "Bespoke sites on WordPress, React or Laravel, built around how you work.",
        },
        {
          id: "e-commerce-development",
          icon: "cart",
          description:
            "Online stores with local payment gateways, delivery options and stock sync.",
        },
        {
          id: "app-development",
          icon: "smartphone",
          description: "iOS and Android apps, from first prototype to App Store and Play Store.",
        },
      ],
    },
    {
      heading: "Brand & growth",
      intro:
        "A brand people recognise and campaigns measured in leads and sales, reported monthly.",
      services: [
        {
          id: "graphics-design",
          icon: "palette",
          description: "Logos, brand identities, social creatives and print-ready artwork.",
        },
        {
          id: "search-engine-optimization",
          icon: "search",
          description: "Technical, on-page and local SEO for the searches your customers make.",
        },
        {
          id: "paid-advertising",
          icon: "pointer",
          description: "Google and Meta ad campaigns managed to a target cost per lead.",
        },
        {
          id: "social-media-marketing",
          icon: "share",
          description:
            "Content calendars, community management and growth on Facebook and Instagram.",
        },
      ],
    },
    {
      heading: "Emerging technology & security",
      intro: "New technology applied where it pays off, with your data kept safe throughout.",
      services: [
        {
          id: "ai-development",
          icon: "brain",
          description: "Chat assistants, document automation and models trained on your own data.",
        },
        {
          id: "arvr-development",
          icon: "glasses",
          description: "Augmented and virtual reality apps for previews, training and events.",
        },
        {
          id: "blockchain-development",
          icon: "blocks",
          description: "Smart contracts, wallets and token integrations, audited before launch.",
        },
        {
          id: "cyber-security",
          icon: "shield",
          description:
            "Security audits, hardening and monitoring for your sites, apps and servers.",
        },
      ],
    },
  ],
  closing: {
    heading: "Not sure which service you need?",
    body: "Describe your goal in a few lines. We will recommend the right mix of services and send a free, itemised quote within one working day.",
    cta: { label: "Get Free Quote", href: paths.contactUs },
  },
} satisfies ServicesPageContent;
