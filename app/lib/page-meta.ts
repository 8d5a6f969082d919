import { identity } from "@contracts/identity";
import { paths, serviceIdForPath } from "./paths";
import { absoluteUrl, seoMeta } from "./seo";
import { insightsFeeds } from "./insights-paths";
import {
  breadcrumbJsonLd,
  localBusinessJsonLd,
  organizationJsonLd,
  organizationReferenceJsonLd,
  websiteJsonLd,
  type Crumb,
  type JsonLd,
} from "./structured-data";

export interface PageMetaInput {
  seo: { title: string; description: string };
  path: string;
  /** Page-specific JSON-LD (e.g. `serviceJsonLd(...)`), added after the site-wide blocks. */
  jsonLd?: JsonLd[];
  /** Overrides the breadcrumb trail derived from the path (home first, this page last). */
  breadcrumbs?: Crumb[];
  noIndex?: boolean;
  /** The page whose Open Graph image this one shows, when it has none of its own. */
  image?: string;
}

/** File name of a page's Open Graph image, written by the build (scripts/build/og-images.ts). */
export const ogImagePath = (path: string) =>
  `/og/${
    path === "/"
      ? "home"
      : path
          .replace(/^\//, "")
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-")
  }.png`;

const portfolioSubpages: readonly string[] = [
  paths.websitePortfolio,
  paths.mobileAppPortfolio,
  paths.digitalMarketingPortfolio,
  paths.uiuxPortfolio,
];

/** Home › (Services | Portfolio | Insights ›) page, named after the page's SEO title. */
export function breadcrumbsFor(path: string, title: string): Crumb[] {
  const trail: Crumb[] = [{ name: "Home", path: paths.home }];
  if (serviceIdForPath(path)) trail.push({ name: "Services", path: paths.services });
  if (portfolioSubpages.includes(path)) trail.push({ name: "Portfolio", path: paths.portfolio });
  if (path.startsWith(`${paths.insights}/`)) trail.push({ name: "Insights", path: paths.insights });
  trail.push({ name: title, path });
  return trail;
}

/**
 * The site-wide structured data of one page: Organization everywhere (described in full on the
 * home page, named by its @id elsewhere); WebSite on the home page; LocalBusiness (the office, its
 * hours) on the contact page, the page about the office, and not on the home page, whose HTML
 * has no bytes to spare in its first round trip; a BreadcrumbList on every
 * inner page. Pages kept out of the index (404, thank-you) carry none.
 */
export function siteJsonLd(path: string, title: string, breadcrumbs?: Crumb[]): JsonLd[] {
  if (path === paths.home) return [organizationJsonLd(), websiteJsonLd()];
  const blocks = [organizationReferenceJsonLd()];
  if (path === paths.contactUs) blocks.push(localBusinessJsonLd());
  blocks.push(breadcrumbJsonLd(breadcrumbs ?? breadcrumbsFor(path, title)));
  return blocks;
}

/** The articles' feeds, which every page names so that a reader's app finds them. */
const feedLinks = () => [
  {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: `${identity.companyName} Insights (RSS)`,
    href: absoluteUrl(identity.siteUrl, insightsFeeds.rss),
  },
  {
    tagName: "link",
    rel: "alternate",
    type: "application/atom+xml",
    title: `${identity.companyName} Insights (Atom)`,
    href: absoluteUrl(identity.siteUrl, insightsFeeds.atom),
  },
];

/** The head tags of one page, filled in with the site identity and its structured data. */
export function pageMeta({ seo, path, jsonLd = [], breadcrumbs, noIndex, image }: PageMetaInput) {
  const tags = seoMeta({
    ...seo,
    path,
    siteUrl: identity.siteUrl,
    siteName: identity.companyName,
    image: noIndex ? undefined : ogImagePath(image ?? path),
    jsonLd: noIndex ? jsonLd : [...siteJsonLd(path, seo.title, breadcrumbs), ...jsonLd],
    noIndex,
  });
  // After the canonical link, before the Open Graph tags.
  return [...tags.slice(0, 3), ...feedLinks(), ...tags.slice(3)];
}
