import { paths } from "~/lib/paths";
import type { MobileAppPortfolioPageContent } from "~/schema/portfolio";

export const mobileAppPortfolioPage = {
  seo: {
    title: "Mobile App Portfolio",
    description:
      "Mobile apps we designed and shipped, including a business-listing app that helps customers find and review local services near them.",
  },
  hero: {
    eyebrow: "Portfolio",
    title: "Mobile App Projects",
    intro:
      "Native-feeling apps for iOS and Android, designed around the few things users do every day.",
  },
  section: {
    eyebrow: "Case study",
    heading: "From a city directory to an app people open daily",
    tagline:
      "How we turned a printed business directory into a listing app with search, reviews and bookings.",
  },
  apps: [
    {
      title: "Dhoondo",
      tagline: "Local businesses, reviewed by neighbours",
      description:
        "Dhoondo lists plumbers, salons, restaurants and repair shops across Islamabad and Rawalpindi. Customers search by service or area, compare ratings and opening hours, call or get directions in one tap, and book a slot where the business takes bookings. Owners claim their listing and answer reviews from the same app.",
      platform: "Android app, built with Flutter",
      features: [
        {
          heading: "Search that understands areas",
          detail:
            "Results by sector and market, such as G-9 Markaz or Saddar, not just by distance.",
        },
        {
          heading: "Reviews you can trust",
          detail: "Verified visits and owner replies keep ratings honest and useful.",
        },
        {
          heading: "Bookings without phone tag",
          detail: "Businesses open time slots; customers book and get a reminder before the visit.",
        },
      ],
      stats: [
        { value: "3,200+", label: "Businesses listed" },
        { value: "4.8", label: "Average store rating" },
        { value: "12k", label: "Reviews written" },
      ],
      image: "app-dhoondo",
      storeUrl: "https://play.example.com/store/apps/details?id=com.example.dhoondo",
      storeLabel: "View on Google Play",
    },
  ],
  cta: {
    heading: "Have an app idea?",
    body: "Tell us who it is for and what it should do. We will help you shape the first version and estimate it for free.",
    label: "Get Free Quote",
    href: paths.contactUs,
  },
} satisfies MobileAppPortfolioPageContent;
