import { z } from "zod";

/**
 * Shapes of the site's copy. Every content module parses its data with these when it is
 * first imported, which happens while the build prerenders the pages: bad copy fails the build.
 */

export const seoSchema = z.object({
  /** Without the company name; the full title (with " | Company") must stay within 60 characters. */
  title: z.string().min(3).max(40),
  description: z.string().min(70).max(160),
});

export const heroSchema = z.object({
  eyebrow: z.string().min(2).optional(),
  title: z.string().min(3),
  intro: z.string().min(20),
});

export const pageSchema = z.object({ seo: seoSchema, hero: heroSchema });

export type Hero = z.infer<typeof heroSchema>;
export type PageContent = z.infer<typeof pageSchema>;

export const navLinkSchema = z.object({
  label: z.string().min(2),
  href: z.string().startsWith("/"),
});
export type NavLink = z.infer<typeof navLinkSchema>;

/** Header, footer and menu links; the counts are SPEC.md's. */
export const navigationSchema = z.object({
  main: z.array(navLinkSchema).length(6),
  servicesDesktop: z.array(navLinkSchema).length(10),
  /** One service more than the desktop dropdown: website design. */
  servicesMobile: z.array(navLinkSchema).length(11),
  allServices: navLinkSchema,
  cta: navLinkSchema,
  footerCompany: z.array(navLinkSchema).length(5),
  footerServices: z.array(navLinkSchema),
  legal: z.array(navLinkSchema).length(2),
});

export type Navigation = z.infer<typeof navigationSchema>;

/** The footer's own headings and blurb (its links come from the navigation). */
export interface FooterContent {
  blurb: string;
  productsHeading: string;
  companyHeading: string;
  servicesHeading: string;
  contactHeading: string;
  copyrightYear: number;
}
