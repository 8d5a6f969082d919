import { paths } from "~/lib/paths";
import type { PortfolioPageContent } from "~/schema/portfolio";

export const portfolioPage = {
  seo: {
    title: "Portfolio",
    description:
      "Selected work: websites, mobile apps, digital-marketing campaigns and UI/UX design projects delivered for clients in Pakistan and abroad.",
  },
  hero: {
    eyebrow: "Our work",
    title: "Portfolio",
    intro:
      "A selection of websites, apps, campaigns and interfaces we have designed, built and grown for our clients.",
  },
  section: {
    eyebrow: "Browse by discipline",
    heading: "Four ways we help brands grow",
    tagline:
      "Pick a category to see the projects behind it: what the client needed, what we built and how it performs today.",
  },
  categories: [
    {
      title: "Website",
      description:
        "Business websites and online stores in WordPress and React, fast on every phone and easy for clients to update.",
      count: "5 projects",
      href: paths.websitePortfolio,
      image: "cover-website",
      linkLabel: "View",
    },
    {
      title: "Mobile App",
      description:
        "Apps for iOS and Android that put a business in its customers' pockets, from first wireframe to store launch.",
      count: "1 project",
      href: paths.mobileAppPortfolio,
      image: "cover-mobile-app",
      linkLabel: "View",
    },
    {
      title: "Digital Marketing",
      description:
        "Facebook and Instagram brands we plan, design and grow with content calendars and paid campaigns.",
      count: "5 clients",
      href: paths.digitalMarketingPortfolio,
      image: "cover-digital-marketing",
      linkLabel: "View",
    },
    {
      title: "UI/UX",
      description:
        "Dashboards, apps and e-stores designed from user research to a tested, developer-ready prototype.",
      count: "8 projects",
      href: paths.uiuxPortfolio,
      image: "cover-uiux",
      linkLabel: "View",
    },
  ],
  cta: {
    heading: "Have a project like these in mind?",
    body: "Tell us what you want to build or grow. We will reply within one working day with ideas and a free quote.",
    label: "Get Free Quote",
    href: paths.contactUs,
  },
} satisfies PortfolioPageContent;
