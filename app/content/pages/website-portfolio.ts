import { paths } from "~/lib/paths";
import type { WebsitePortfolioPageContent } from "~/schema/portfolio";

export const websitePortfolioPage = {
  seo: {
    title: "Website Portfolio",
    description:
      "Websites we designed and built in WordPress and React for retailers, clinics, schools and service firms, each live and ready to visit.",
  },
  hero: {
    eyebrow: "Portfolio",
    title: "Website Projects",
    intro:
      "Fast, accessible websites in WordPress and React that our clients can update themselves.",
  },
  section: {
    eyebrow: "Live projects",
    heading: "Websites that work as hard as our clients",
    tagline:
      "Each project started with the client's goal, a booking, an enquiry or an order, and was built to make that one step effortless.",
  },
  projects: [
    {
      title: "Online booking for a family dental clinic",
      client: "Margalla Dental",
      description:
        "A calm, reassuring website for a three-chair clinic in F-8. Patients compare treatments, see transparent prices and book a check-up in under a minute; the front desk manages appointments from the WordPress dashboard.",
      framework: "WordPress",
      highlights: ["Online appointments", "Treatment price list", "Urdu and English"],
      image: "website-margalla-dental",
      url: "https://margalla-dental.example.org/",
      linkLabel: "Visit Website",
    },
    {
      title: "A portfolio that wins design commissions",
      client: "Saffron & Slate Interiors",
      description:
        "A gallery-first site for an interior design studio, with filterable projects, before-and-after sliders and an enquiry form that asks the right questions up front. Images load instantly on slow mobile connections.",
      framework: "React Js",
      highlights: ["Filterable project gallery", "Before-and-after sliders", "Qualified enquiries"],
      image: "website-saffron-slate",
      url: "https://saffronslate.example.com/",
      linkLabel: "Visit Website",
    },
    {
      title: "Admissions and news for a growing school",
      client: "BrightPath Academy",
      description:
        "A school website parents actually use: admissions steps, fee schedules, term calendars and a news section teachers update themselves. Online applications replaced a paper form and a queue at the gate.",
      framework: "WordPress",
      highlights: ["Online admissions form", "Term calendar", "Staff-edited news"],
      image: "website-brightpath-academy",
      url: "https://brightpath-academy.example.org/",
      linkLabel: "Visit Website",
    },
    {
      title: "Live shipment tracking for a freight company",
      client: "Kohsar Logistics",
      description:
        "A React front end over the company's dispatch system: customers track consignments by number, request quotes for routes across Pakistan and download proof of delivery without calling the office.",
      framework: "React Js",
      highlights: ["Shipment tracking", "Route quote calculator", "Proof-of-delivery downloads"],
      image: "website-kohsar-logistics",
      url: "https://kohsar-logistics.example.com/",
      linkLabel: "Visit Website",
    },
    {
      title: "Online ordering for a neighbourhood café",
      client: "Chai Khana",
      description:
        "A warm, appetite-first menu with online ordering for pickup and delivery across three branches. Orders arrive on a kitchen tablet and customers get SMS updates, with no marketplace commission.",
      framework: "WordPress",
      highlights: ["WooCommerce ordering", "Three branches", "SMS order updates"],
      image: "website-chai-khana",
      url: "https://chaikhana.example.org/",
      linkLabel: "Visit Website",
    },
  ],
  cta: {
    heading: "Want a website that brings in customers?",
    body: "Tell us about your business and what your website should achieve. We will suggest the right platform and send a free quote.",
    label: "Get Free Quote",
    href: paths.contactUs,
  },
} satisfies WebsitePortfolioPageContent;
