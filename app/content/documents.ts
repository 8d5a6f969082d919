import type { z } from "zod";
import type { ContentIssue } from "@contracts/content";
import {
  prerenderedPaths,
  paths,
  servicePaths,
  serviceIds,
  notFoundPath,
  openingPath,
} from "~/lib/paths";
import type { ServiceId } from "~/lib/paths";
import { homePageSchema, servicesPageSchema } from "~/schema/home";
import { aboutPageSchema } from "~/schema/about";
import { footerSchema, navigationSchema, pageSchema } from "~/schema/common";
import { careersPageSchema } from "~/schema/careers";
import { contactPageSchema, thankYouPageSchema } from "~/schema/contact";
import { faqsPageSchema } from "~/schema/faq";
import { legalPageSchema } from "~/schema/legal";
import {
  digitalMarketingPortfolioPageSchema,
  mobileAppPortfolioPageSchema,
  portfolioPageSchema,
  uiuxPortfolioPageSchema,
  websitePortfolioPageSchema,
} from "~/schema/portfolio";
import { serviceSchema } from "~/schema/service";
import { teamPageSchema } from "~/schema/team";
import { articleSchema, insightsPageSchema } from "~/schema/insights";
import { articlePath, insightsPaths } from "~/lib/insights-paths";
import { shippedArticles } from "./insights";
import { articleKeyPrefix, articlesOf, isArticleKey } from "./articles";
import { serviceNames } from "./navigation";
import { withIdentity } from "./identity-tokens";
import { siteIdentitySchema, type SiteIdentity } from "./site-identity";
import { shippedContent, type ArticleKey, type ContentKey, type SiteContent } from "./shipped";

/**
 * Every piece of the site's copy the owner edits, as one document each: its key (how the store
 * and the desk name it), its label in words, its schema (the one definition, from app/schema/),
 * the version shipped in app/content/ (the first version: a fresh install renders exactly the
 * build of these modules) and the pages it appears on, which a publish renders again.
 */
export interface ContentDocument<Schema extends z.ZodType = z.ZodType> {
  key: string;
  label: string;
  /** Where the desk lists it. */
  group: "Site" | "Pages" | "Services" | "Portfolio" | "Insights";
  schema: Schema;
  shipped: z.infer<Schema>;
  /** The site paths whose HTML shows this document (prerendered paths, as in app/lib/paths.ts). */
  paths: readonly string[];
  /** The pages the body makes beside `paths`, each showing this document too: an opening's page. */
  pagesOf?(body: z.infer<Schema>): readonly string[];
  /** The body as visitors see it on `today` (YYYY-MM-DD): an opening past its closing date left out. */
  onDay?(body: z.infer<Schema>, today: string): z.infer<Schema>;
  /** Paths below `below` that the body no longer makes are gone: answered 410 with `page`. */
  gone?: { below: string; page: string };
}

const document = <Schema extends z.ZodType>(
  entry: ContentDocument<Schema>,
): ContentDocument<Schema> => entry;

const everyPage = prerenderedPaths;

const serviceDocuments = Object.fromEntries(
  serviceIds.map((id: ServiceId) => [
    `services/${id}`,
    document({
      key: `services/${id}`,
      label: serviceNames[id],
      group: "Services",
      schema: serviceSchema,
      shipped: shippedContent[`services/${id}`],
      paths: [servicePaths[id]],
    }),
  ]),
) as Record<`services/${ServiceId}`, ContentDocument<typeof serviceSchema>>;

export const contentDocuments = {
  identity: document({
    key: "identity",
    label: "Company identity",
    group: "Site",
    schema: siteIdentitySchema,
    shipped: shippedContent["identity"],
    paths: everyPage,
  }),
  navigation: document({
    key: "navigation",
    label: "Navigation",
    group: "Site",
    schema: navigationSchema,
    shipped: shippedContent["navigation"],
    paths: everyPage,
  }),
  footer: document({
    key: "footer",
    label: "Footer",
    group: "Site",
    schema: footerSchema,
    shipped: shippedContent["footer"],
    paths: everyPage,
  }),
  "pages/home": document({
    key: "pages/home",
    label: "Home",
    group: "Pages",
    schema: homePageSchema,
    shipped: shippedContent["pages/home"],
    paths: [paths.home],
  }),
  "pages/about-us": document({
    key: "pages/about-us",
    label: "About Us",
    group: "Pages",
    schema: aboutPageSchema,
    shipped: shippedContent["pages/about-us"],
    paths: [paths.aboutUs],
  }),
  "pages/our-team": document({
    key: "pages/our-team",
    label: "Our Team",
    group: "Pages",
    schema: teamPageSchema,
    shipped: shippedContent["pages/our-team"],
    paths: [paths.ourTeam],
  }),
  "pages/contact-us": document({
    key: "pages/contact-us",
    label: "Contact Us",
    group: "Pages",
    schema: contactPageSchema,
    shipped: shippedContent["pages/contact-us"],
    paths: [paths.contactUs],
  }),
  "pages/services": document({
    key: "pages/services",
    label: "Services overview",
    group: "Services",
    schema: servicesPageSchema,
    shipped: shippedContent["pages/services"],
    paths: [paths.services],
  }),
  ...serviceDocuments,
  "pages/portfolio": document({
    key: "pages/portfolio",
    label: "Portfolio",
    group: "Portfolio",
    schema: portfolioPageSchema,
    shipped: shippedContent["pages/portfolio"],
    paths: [paths.portfolio],
  }),
  "pages/website-portfolio": document({
    key: "pages/website-portfolio",
    label: "Website portfolio",
    group: "Portfolio",
    schema: websitePortfolioPageSchema,
    shipped: shippedContent["pages/website-portfolio"],
    paths: [paths.websitePortfolio],
  }),
  "pages/mobile-app-portfolio": document({
    key: "pages/mobile-app-portfolio",
    label: "Mobile app portfolio",
    group: "Portfolio",
    schema: mobileAppPortfolioPageSchema,
    shipped: shippedContent["pages/mobile-app-portfolio"],
    paths: [paths.mobileAppPortfolio],
  }),
  "pages/digital-marketing-portfolio": document({
    key: "pages/digital-marketing-portfolio",
    label: "Digital marketing portfolio",
    group: "Portfolio",
    schema: digitalMarketingPortfolioPageSchema,
    shipped: shippedContent["pages/digital-marketing-portfolio"],
    paths: [paths.digitalMarketingPortfolio],
  }),
  "pages/uiux-portfolio": document({
    key: "pages/uiux-portfolio",
    label: "UI/UX portfolio",
    group: "Portfolio",
    schema: uiuxPortfolioPageSchema,
    shipped: shippedContent["pages/uiux-portfolio"],
    paths: [paths.uiuxPortfolio],
  }),
  "pages/careers": document({
    key: "pages/careers",
    label: "Careers",
    group: "Pages",
    schema: careersPageSchema,
    shipped: shippedContent["pages/careers"],
    paths: [paths.careers, paths.closedOpening],
    pagesOf: (careers) => careers.openings.positions.map((opening) => openingPath(opening.slug)),
    // An opening is open through its closing date; from the next day its page is gone.
    onDay: (careers, today) => ({
      ...careers,
      openings: {
        ...careers.openings,
        positions: careers.openings.positions.filter((opening) => opening.closes >= today),
      },
    }),
    gone: { below: paths.careers, page: paths.closedOpening },
  }),
  "pages/faqs": document({
    key: "pages/faqs",
    label: "FAQs",
    group: "Pages",
    schema: faqsPageSchema,
    shipped: shippedContent["pages/faqs"],
    paths: [paths.faqs],
  }),
  "pages/privacy-policy": document({
    key: "pages/privacy-policy",
    label: "Privacy Policy",
    group: "Pages",
    schema: legalPageSchema,
    shipped: shippedContent["pages/privacy-policy"],
    paths: [paths.privacyPolicy],
  }),
  "pages/terms": document({
    key: "pages/terms",
    label: "Terms",
    group: "Pages",
    schema: legalPageSchema,
    shipped: shippedContent["pages/terms"],
    paths: [paths.terms],
  }),
  "pages/thank-you": document({
    key: "pages/thank-you",
    label: "Thank you",
    group: "Pages",
    schema: thankYouPageSchema,
    shipped: shippedContent["pages/thank-you"],
    paths: [paths.thankYou],
  }),
  // The list's copy is on every page the articles make, and on the home page (its three newest).
  "pages/insights": document({
    key: "pages/insights",
    label: "Insights (the list of articles)",
    group: "Insights",
    schema: insightsPageSchema,
    shipped: shippedContent["pages/insights"],
    paths: [paths.insights],
  }),
  // The not-found page is also the error page every route falls back to.
  "pages/not-found": document({
    key: "pages/not-found",
    label: "Page not found",
    group: "Pages",
    schema: pageSchema,
    shipped: shippedContent["pages/not-found"],
    paths: [notFoundPath],
  }),
};

// The server reaches the app only through this registry, so the content types are named here too.
export type { ArticleKey, ContentKey, SiteContent } from "./shipped";
export { shippedContent } from "./shipped";
export { articleKeyOf, articlesOf, isArticleKey } from "./articles";
export { articleChangePaths } from "./articles";

export const contentKeys = Object.keys(contentDocuments) as ContentKey[];

export const isContentKey = (key: string): key is ContentKey =>
  Object.prototype.hasOwnProperty.call(contentDocuments, key);

/** Every page a document's body shows on: its fixed paths, then those its body makes. */
export function documentPaths<Key extends ContentKey>(key: Key, body: SiteContent[Key]): string[] {
  const entry = contentDocuments[key] as ContentDocument;
  return [...entry.paths, ...(entry.pagesOf?.(body) ?? [])];
}

/** Every prerendered path of a site with this content: the fixed ones and those its bodies make. */
export function everyContentPath(content: SiteContent): string[] {
  const made = contentKeys
    .flatMap((key) => contentDocuments[key] as ContentDocument)
    .flatMap((entry) => entry.pagesOf?.(content[entry.key as ContentKey]) ?? []);
  return [...prerenderedPaths, ...made, ...insightsPaths(articlesOf(content))];
}

/** The real pages of `content` (every prerendered one but the not-found page). */
export const sitePathsOf = (content: SiteContent): string[] =>
  everyContentPath(content).filter((path) => path !== notFoundPath);

/** The content as visitors see it on `today` (YYYY-MM-DD, the company's day). */
export function contentOnDay(content: SiteContent, today: string): SiteContent {
  const seen: Record<string, unknown> = { ...content };
  for (const key of contentKeys) {
    const entry = contentDocuments[key] as ContentDocument;
    if (entry.onDay) seen[key] = entry.onDay(content[key], today);
  }
  return seen as SiteContent;
}

/**
 * Where `pagePath` is a page the content once made and makes no more (a closed or removed
 * opening), the page that says so (answered 410); below a document's `gone.below`, neither a
 * fixed path nor one its body makes. Undefined for every other path.
 */
export function gonePageOf(content: SiteContent, pagePath: string): string | undefined {
  const wanted = pagePath.toLowerCase();
  for (const key of contentKeys) {
    const { gone } = contentDocuments[key] as ContentDocument;
    if (!gone || !wanted.startsWith(`${gone.below.toLowerCase()}/`)) continue;
    if (!documentPaths(key, content[key]).some((made) => made.toLowerCase() === wanted))
      return gone.page;
  }
  return undefined;
}

/**
 * The pages `content` makes that may go (answered 410 once gone: an opening's), below each
 * document's `gone.below`; the store remembers them once live.
 */
export function goingPathsOf(content: SiteContent): string[] {
  return contentKeys.flatMap((key) => {
    const { gone } = contentDocuments[key] as ContentDocument;
    if (!gone) return [];
    const below = `${gone.below.toLowerCase()}/`;
    return documentPaths(key, content[key]).filter((made) => made.toLowerCase().startsWith(below));
  });
}

/** A fixed document, or an article, which a new one has no shipped version of. */
export type AnyDocument = Omit<ContentDocument, "shipped"> & { shipped: unknown };

/**
 * One article as a document: its schema is every article's, its label its headline (or its
 * slug, for one not written yet), its page its own. A new article has no shipped version.
 */
export function articleDocument(key: ArticleKey, body?: { title?: unknown }): AnyDocument {
  const shipped = Object.prototype.hasOwnProperty.call(shippedArticles, key)
    ? shippedArticles[key]
    : undefined;
  const slug = key.slice(articleKeyPrefix.length);
  const title = typeof body?.title === "string" ? body.title : shipped?.title;
  return {
    key,
    label: title ?? slug,
    group: "Insights",
    schema: articleSchema,
    shipped,
    paths: [articlePath(slug)],
  };
}

/** Any document by its key: one of the fixed ones, or an article; undefined for anything else. */
export function documentFor(key: string): AnyDocument | undefined {
  if (isContentKey(key)) return contentDocuments[key];
  if (isArticleKey(key)) return articleDocument(key);
  return undefined;
}

/**
 * The pages the list's copy is on in `content`, which a change to it renders again: every page
 * the articles make, and the home page (its three newest).
 */
export const insightsPagesOf = (content: SiteContent): string[] => [
  paths.home,
  ...everyContentPath(content).filter((path) => path.startsWith(paths.insights)),
];

const issuesOf = (error: z.ZodError): ContentIssue[] =>
  error.issues.map((issue) => ({
    path: issue.path.map((step) => (typeof step === "number" ? step : String(step))),
    message: issue.message,
  }));

/**
 * Parses one document's body with its schema as a visitor will read it: with the identity's
 * tokens filled in, so a length limit holds for the text on the page ("Since {foundingYear}" is
 * longer than "Since 2019").
 */
export function checkContent(
  key: ContentKey | ArticleKey,
  body: unknown,
  identity: SiteIdentity = shippedContent.identity,
): { ok: true } | { ok: false; issues: ContentIssue[] } {
  const schema = isContentKey(key) ? contentDocuments[key].schema : articleSchema;
  const filled = schema.safeParse(withIdentity(body, identity));
  return filled.success ? { ok: true } : { ok: false, issues: issuesOf(filled.error) };
}
