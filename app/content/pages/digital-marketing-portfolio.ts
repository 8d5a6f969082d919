import { paths } from "~/lib/paths";
import type { DigitalMarketingPortfolioPageContent } from "~/schema/portfolio";

export const digitalMarketingPortfolioPage = {
  seo: {
    title: "Digital Marketing Portfolio",
    description:
      "Brands whose Facebook and Instagram presence we plan, create and grow: content calendars, paid campaigns and community management.",
  },
  hero: {
    eyebrow: "Portfolio",
    title: "Digital Marketing Clients",
    intro:
      "Social-media brands we run on Facebook and Instagram, from content calendars to paid campaigns.",
  },
  section: {
    eyebrow: "Social media clients",
    heading: "Brands we grow on Facebook and Instagram",
    tagline:
      "We plan the calendar, design every post, run the ads and answer the comments, then report what it did for sales.",
  },
  clients: [
    {
      name: "Pind Organics",
      industry: "Organic grocery delivery",
      description:
        "Weekly harvest posts and Reels from partner farms turned a WhatsApp order list into a subscription box with a waiting list.",
      platforms: ["Instagram", "Facebook"],
      image: "social-pind-organics",
      url: "https://instagram.example.com/pindorganics",
      linkLabel: "Visit page",
    },
    {
      name: "Zari Couture",
      industry: "Bridal and formal wear",
      description:
        "Lookbook carousels and private-fitting campaigns for the wedding season, aimed at brides in Lahore, Islamabad and the Gulf.",
      platforms: ["Instagram"],
      image: "social-zari-couture",
      url: "https://instagram.example.com/zaricouture",
      linkLabel: "Visit page",
    },
    {
      name: "FitNation Islamabad",
      industry: "Gym and fitness studio",
      description:
        "Member stories, class schedules and a 30-day challenge campaign that filled two new morning batches in three weeks.",
      platforms: ["Facebook", "Instagram"],
      image: "social-fitnation",
      url: "https://facebook.example.com/fitnation.isb",
      linkLabel: "Visit page",
    },
    {
      name: "Roti & Co.",
      industry: "Family restaurant",
      description:
        "Weekend specials, lead-generation ads for catering and fast replies to every message, so no table booking goes unanswered.",
      platforms: ["Facebook"],
      image: "social-roti-and-co",
      url: "https://facebook.example.com/rotiandco",
      linkLabel: "Visit page",
    },
    {
      name: "Nomad Trails Pakistan",
      industry: "Adventure travel",
      description:
        "Destination guides for Hunza, Skardu and Neelum, with departure-date ads that sell group tours months in advance.",
      platforms: ["Instagram", "Facebook"],
      image: "social-nomad-trails",
      url: "https://instagram.example.com/nomadtrails.pk",
      linkLabel: "Visit page",
    },
  ],
  cta: {
    heading: "Ready to grow your brand on social media?",
    body: "Share your goals and your current pages. We will send a content and ads plan with a free quote.",
    label: "Get Free Quote",
    href: paths.contactUs,
  },
} satisfies DigitalMarketingPortfolioPageContent;
