import { z } from "zod";
import { sitePaths } from "~/lib/paths";

/**
 * Shapes of the site's copy. Every content module parses its data with these when it is
 * first imported, which happens while the build prerenders the pages: bad copy fails the build.
 */

/*
 * `.meta({ title })` is a field's label in the desk's editor, which is drawn from these schemas;
 * a field without one is labelled with words made from its key.
 */

export const seoSchema = z
  .object({
    /** Without the company name; the full title (with " | Company") must stay within 60 characters. */
    title: z.string().min(3).max(40).meta({ title: "Title in search results" }),
    description: z.string().min(70).max(160).meta({ title: "Description in search results" }),
  })
  .meta({ title: "Search engines" });

export const heroSchema = z.object({
  eyebrow: z.string().min(2).optional().meta({ title: "Line above the headline" }),
  title: z.string().min(3).meta({ title: "Headline" }),
  intro: z.string().min(20).meta({ title: "Introduction" }),
});

export const pageSchema = z.object({ seo: seoSchema, hero: heroSchema });

export type Hero = z.infer<typeof heroSchema>;
export type PageContent = z.infer<typeof pageSchema>;

/** The addresses outside the site a link may hold: the web over TLS, mail and phone. */
const outsideLink = /^(?:https:\/\/[^\s/]\S*|mailto:[^\s@]+@\S+|tel:\+?[\d\s()-]{3,30})$/i;

/**
 * A link: one of the site's pages, or an https:, mailto: or tel: address (never javascript: or
 * data:, whatever an editor types). The desk draws it as a choice of the site's pages.
 */
export const linkHrefSchema = z
  .string()
  .refine((href) => sitePaths.includes(href) || outsideLink.test(href), {
    message:
      "Choose one of the site's pages, or an address starting with https://, mailto: or tel:",
  })
  .meta({ title: "Link", widget: "link" });

/**
 * An image: a shipped artwork by its name (its file in app/assets/ without .svg), or an image
 * uploaded in the desk as `media:<id>`. Its alt text is a field beside it, where the copy has one.
 */
export const imageRefSchema = z
  .string()
  .regex(/^(?:media:[\w-]{1,64}|[a-z0-9-]+)$/, "an artwork name, or media:<id> for an upload")
  .meta({ title: "Image", widget: "image" });

export const navLinkSchema = z.object({
  label: z.string().min(2).meta({ title: "Text" }),
  href: linkHrefSchema,
});
export type NavLink = z.infer<typeof navLinkSchema>;

/** Header, footer and menu links; the counts are SPEC.md's, with Insights added to both. */
export const navigationSchema = z.object({
  main: z.array(navLinkSchema).length(7),
  servicesDesktop: z.array(navLinkSchema).length(10),
  /** One service more than the desktop dropdown: website design. */
  servicesMobile: z.array(navLinkSchema).length(11),
  allServices: navLinkSchema,
  cta: navLinkSchema,
  footerCompany: z.array(navLinkSchema).length(6),
  footerServices: z.array(navLinkSchema),
  legal: z.array(navLinkSchema).length(2),
});

export type Navigation = z.infer<typeof navigationSchema>;

/** The footer's own headings and blurb (its links come from the navigation). */
export const footerSchema = z.object({
  blurb: z.string().min(20).meta({ title: "About the company" }),
  productsHeading: z.string().min(2).meta({ title: "Products heading" }),
  companyHeading: z.string().min(2).meta({ title: "Company heading" }),
  servicesHeading: z.string().min(2).meta({ title: "Services heading" }),
  contactHeading: z.string().min(2).meta({ title: "Contact heading" }),
  copyrightYear: z.number().int().min(1990).max(2200).meta({ title: "Copyright since" }),
});
export type FooterContent = z.infer<typeof footerSchema>;
