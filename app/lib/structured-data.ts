import { identity } from "@contracts/identity";
import { absoluteUrl } from "./seo";

/**
 * schema.org JSON-LD built from the identity configuration. Entities carry stable `@id`s so
 * blocks on different pages (and the Service blocks of the service pages) point at one company.
 * ProfessionalService is deprecated by schema.org and deliberately not used.
 */

export type JsonLd = Record<string, unknown>;

const context = "https://schema.org";
const url = (path: string) => absoluteUrl(identity.siteUrl, path);

export const organizationId = () => url("/#organization");
export const localBusinessId = () => url("/#localbusiness");
export const websiteId = () => url("/#website");

const postalAddress = () => ({
  "@type": "PostalAddress",
  streetAddress: identity.address.street,
  addressLocality: identity.address.locality,
  addressRegion: identity.address.region,
  postalCode: identity.address.postalCode,
  addressCountry: identity.address.country,
});

const sameAs = () => Object.values(identity.social);

/** The company itself: name, logo, contacts and social profiles. */
export function organizationJsonLd(): JsonLd {
  return {
    ...organizationReferenceJsonLd(),
    legalName: identity.legalName,
    description: identity.tagline,
    logo: url(identity.logo.src),
    email: identity.email,
    telephone: identity.phones.contact.e164,
    foundingDate: String(identity.foundingYear),
    address: postalAddress(),
    sameAs: sameAs(),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: identity.phones.contact.e164,
        email: identity.email,
        areaServed: "Worldwide",
        availableLanguage: ["English", "Urdu"],
      },
      {
        "@type": "ContactPoint",
        contactType: "sales",
        telephone: identity.phones.quote.e164,
        email: identity.email,
      },
    ],
  };
}

/**
 * The company named by its @id, for every page but the home page: search engines read the full
 * description once, from the home page, and the bytes stay out of every other page's first
 * round trip (decision 0020).
 */
export function organizationReferenceJsonLd(): JsonLd {
  return {
    "@context": context,
    "@type": "Organization",
    "@id": organizationId(),
    name: identity.companyName,
    url: url("/"),
  };
}

/** The office visitors can walk into: address, phone and opening hours. */
export function localBusinessJsonLd(): JsonLd {
  return {
    "@context": context,
    "@type": "LocalBusiness",
    "@id": localBusinessId(),
    name: identity.companyName,
    description: identity.tagline,
    url: url("/"),
    image: url(identity.logo.src),
    logo: url(identity.logo.src),
    email: identity.email,
    telephone: identity.phones.contact.e164,
    address: postalAddress(),
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: identity.openingHours.days.map((day) => `${context}/${day}`),
        opens: identity.openingHours.opens,
        closes: identity.openingHours.closes,
      },
    ],
    parentOrganization: { "@id": organizationId() },
    sameAs: sameAs(),
  };
}

/** The site as a whole (home page only). */
export function websiteJsonLd(): JsonLd {
  return {
    "@context": context,
    "@type": "WebSite",
    "@id": websiteId(),
    name: identity.companyName,
    url: url("/"),
    inLanguage: "en",
    publisher: { "@id": organizationId() },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** The trail from the home page to the current page, in order. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: url(crumb.path),
    })),
  };
}

export interface ServiceJsonLdInput {
  /** The service's name, e.g. "Cyber Security". */
  name: string;
  description: string;
  /** The service page's path, from `servicePaths`. */
  path: string;
  /** A broader category, e.g. "Software development" (defaults to the name). */
  serviceType?: string;
}

/** One service the company offers, provided by the Organization (for the service pages). */
export function serviceJsonLd({
  name,
  description,
  path,
  serviceType,
}: ServiceJsonLdInput): JsonLd {
  return {
    "@context": context,
    "@type": "Service",
    "@id": `${url(path)}#service`,
    name,
    description,
    serviceType: serviceType ?? name,
    url: url(path),
    provider: { "@id": organizationId() },
    areaServed: [
      { "@type": "Country", name: identity.address.countryName },
      { "@type": "Place", name: "Worldwide" },
    ],
  };
}

/** How job search names each kind of work the careers copy offers (app/schema/careers.ts). */
const employmentTypeOf: Record<string, string> = {
  "Full time": "FULL_TIME",
  "Part time": "PART_TIME",
  Contract: "CONTRACTOR",
  Internship: "INTERN",
  Temporary: "TEMPORARY",
};

export interface JobPostingJsonLdInput {
  title: string;
  description: string;
  /** The opening's page. */
  path: string;
  /** YYYY-MM-DD. */
  datePosted: string;
  /** The last day to apply, YYYY-MM-DD. */
  closes: string;
  type: string;
  remote: boolean;
  /** The hiring company as the content names it, and its office. */
  company: {
    name: string;
    address: {
      street: string;
      locality: string;
      region: string;
      postalCode: string;
      country: string;
      countryName: string;
    };
  };
}

/**
 * One opening, as Google's job search reads it: the company hiring, where the work is done
 * (the office, or remote from the company's country), until when it takes applications.
 */
export function jobPostingJsonLd(input: JobPostingJsonLdInput): JsonLd {
  const { company } = input;
  const where = input.remote
    ? {
        jobLocationType: "TELECOMMUTE",
        applicantLocationRequirements: { "@type": "Country", name: company.address.countryName },
      }
    : {
        jobLocation: {
          "@type": "Place",
          address: {
            "@type": "PostalAddress",
            streetAddress: company.address.street,
            addressLocality: company.address.locality,
            addressRegion: company.address.region,
            postalCode: company.address.postalCode,
            addressCountry: company.address.country,
          },
        },
      };
  return {
    "@context": context,
    "@type": "JobPosting",
    title: input.title,
    description: input.description,
    url: url(input.path),
    datePosted: input.datePosted,
    validThrough: input.closes,
    employmentType: employmentTypeOf[input.type] ?? "OTHER",
    hiringOrganization: {
      "@type": "Organization",
      "@id": organizationId(),
      name: company.name,
      sameAs: url("/"),
      logo: url(identity.logo.src),
    },
    directApply: true,
    ...where,
  };
}

export interface BlogPostingInput {
  headline: string;
  description: string;
  path: string;
  /** YYYY-MM-DD. */
  datePublished: string;
  author: string;
  keywords: readonly string[];
  /** The article's Open Graph image, by its path. */
  image: string;
}

/** One article: what search engines show of it, its author and the company that publishes it. */
export function blogPostingJsonLd(input: BlogPostingInput): JsonLd {
  return {
    "@context": context,
    "@type": "BlogPosting",
    "@id": `${url(input.path)}#article`,
    headline: input.headline,
    description: input.description,
    url: url(input.path),
    mainEntityOfPage: url(input.path),
    image: url(input.image),
    datePublished: input.datePublished,
    author: { "@type": "Person", name: input.author },
    publisher: { "@id": organizationId() },
    keywords: input.keywords.join(", "),
    inLanguage: "en",
  };
}
