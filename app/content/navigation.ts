import { paths, servicePaths, type ServiceId } from "~/lib/paths";
import type { FooterContent, Navigation } from "~/schema/common";

/** Short service names used in menus and lists. */
export const serviceNames: Record<ServiceId, string> = {
  "app-development": "App Development",
  "paid-advertising": "Paid Advertising (PPC)",
  "social-media-marketing": "Social Media Marketing",
  "e-commerce-development": "E-commerce Development",
  "search-engine-optimization": "Search Engine Optimization",
  "custom-website-development": "Custom Website Development",
  "graphics-design": "Graphics Design",
  "cyber-security": "Cyber Security",
  "ai-development": "AI Development",
  "arvr-development": "AR/VR App Development",
  "blockchain-development": "Blockchain Development",
  "website-design": "Website Design",
};

const serviceLink = (id: ServiceId) => ({ label: serviceNames[id], href: servicePaths[id] });

/** The ten services of the desktop dropdown (SPEC.md: "hover dropdown of ten services"). */
const desktopServiceIds: ServiceId[] = [
  "app-development",
  "paid-advertising",
  "social-media-marketing",
  "e-commerce-development",
  "search-engine-optimization",
  "custom-website-development",
  "graphics-design",
  "cyber-security",
  "ai-development",
  "arvr-development",
];

export const navigation: Navigation = {
  main: [
    { label: "Home", href: paths.home },
    { label: "About Us", href: paths.aboutUs },
    { label: "Services", href: paths.services },
    { label: "Portfolio", href: paths.portfolio },
    { label: "Our Team", href: paths.ourTeam },
    { label: "Insights", href: paths.insights },
    { label: "Contact Us", href: paths.contactUs },
  ],
  servicesDesktop: desktopServiceIds.map(serviceLink),
  servicesMobile: [...desktopServiceIds, "website-design" as const].map(serviceLink),
  allServices: { label: "All services", href: paths.services },
  cta: { label: "Get Free Quote", href: paths.contactUs },
  footerCompany: [
    { label: "About Us", href: paths.aboutUs },
    { label: "FAQs", href: paths.faqs },
    { label: "Our Team", href: paths.ourTeam },
    { label: "Careers", href: paths.careers },
    { label: "Insights", href: paths.insights },
    { label: "Contact Us", href: paths.contactUs },
  ],
  footerServices: (Object.keys(serviceNames) as ServiceId[]).map(serviceLink),
  legal: [
    { label: "Privacy Policy", href: paths.privacyPolicy },
    { label: "Terms", href: paths.terms },
  ],
};

export const footerContent: FooterContent = {
  blurb:
    "We design, build and market software for ambitious businesses: websites, e-stores, mobile apps and campaigns that are measured by the results they bring.",
  productsHeading: "Our products",
  companyHeading: "Company",
  servicesHeading: "Services",
  contactHeading: "Get in touch",
  copyrightYear: 2023,
};
