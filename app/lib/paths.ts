/**
 * Every URL of the site, spelled as the specification's route table has it (typos included:
 * they are part of the contract). Links are built only from these, so a renamed route is one edit.
 */

export const servicePaths = {
  "app-development": "/aap-development",
  "paid-advertising": "/paid-advertising",
  "social-media-marketing": "/social-media-marketing",
  "e-commerce-development": "/e-commerce-development",
  "search-engine-optimization": "/search-engine-optimization",
  "custom-website-development": "/costum-website-development",
  "graphics-design": "/graphics-design",
  "cyber-security": "/cyber-security",
  "ai-development": "/ai-development",
  "arvr-development": "/arvr_app_development",
  "blockchain-development": "/blockchain_development",
  "website-design": "/website-design",
} as const;

export type ServiceId = keyof typeof servicePaths;
export const serviceIds = Object.keys(servicePaths) as ServiceId[];

export const paths = {
  home: "/",
  aboutUs: "/about-us",
  ourTeam: "/our-team",
  contactUs: "/contact-us",
  services: "/Services",
  portfolio: "/portfolio",
  websitePortfolio: "/website-portfolio",
  mobileAppPortfolio: "/mobile-app-portfolio",
  digitalMarketingPortfolio: "/digital-marketing-portfolio",
  uiuxPortfolio: "/uiux-portfolio",
  careers: "/careers",
  faqs: "/faqs",
  privacyPolicy: "/privacy-policy",
  terms: "/terms",
  thankYou: "/thank-you",
  /** What a closed opening's address answers, with 410 Gone. */
  closedOpening: "/careers/closed",
  insights: "/insights",
} as const;

/** The one word after /careers/ that is never an opening's: the closed opening's page. */
export const closedOpeningSlug = "closed";

/** An opening's own page; its slug is the content's (app/schema/careers.ts). */
export const openingPath = (slug: string) => `${paths.careers}/${slug}`;

/** Rendered into 404.html; the server sends it with status 404 for any unknown URL. */
export const notFoundPath = "/404";

/** Every path the build writes an HTML file for. */
export const prerenderedPaths: readonly string[] = [
  ...Object.values(paths),
  ...Object.values(servicePaths),
  notFoundPath,
];

/** Paths that are real pages (everything but the not-found page), for the sitemap and link checks. */
export const sitePaths: readonly string[] = prerenderedPaths.filter(
  (path) => path !== notFoundPath,
);

export const serviceIdForPath = (pathname: string): ServiceId | undefined => {
  const normalized = pathname.replace(/(?<!\/)\/+$/, "").toLowerCase();
  return serviceIds.find((id) => servicePaths[id].toLowerCase() === normalized);
};

const portfolioPaths: readonly string[] = [
  paths.portfolio,
  paths.websitePortfolio,
  paths.mobileAppPortfolio,
  paths.digitalMarketingPortfolio,
  paths.uiuxPortfolio,
];

/** The main-menu entry a page belongs to, for highlighting the active header item. */
export function mainSectionOf(pathname: string): string | undefined {
  const path = pathname.replace(/(?<=^\/|[^/])\/+$/, "").toLowerCase();
  if (path === paths.services.toLowerCase() || serviceIdForPath(path)) return paths.services;
  if (portfolioPaths.includes(path)) return paths.portfolio;
  if (path === paths.insights || path.startsWith(`${paths.insights}/`)) return paths.insights;
  const main: readonly string[] = [paths.home, paths.aboutUs, paths.ourTeam, paths.contactUs];
  return main.find((candidate) => candidate === path);
}
