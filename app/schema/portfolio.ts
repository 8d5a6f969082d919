import { z } from "zod";
import { linkHrefSchema, pageSchema } from "./common";
import { artKeySchema } from "./team";

/** The heading block above a page's main grid. */
const sectionIntroSchema = z.object({
  eyebrow: z.string().min(2),
  heading: z.string().min(3),
  tagline: z.string().min(20),
});

/** The closing call to action at the foot of each portfolio page. */
export const ctaSchema = z.object({
  heading: z.string().min(3),
  body: z.string().min(20),
  label: z.string().min(2),
  href: linkHrefSchema,
});

/** Fictional external addresses only (PRODUCT.md #1): a real client's site must be added on purpose. */
const externalUrlSchema = z.url({ protocol: /^https$/ });

export const portfolioCategorySchema = z.object({
  title: z.string().min(3),
  description: z.string().min(20).max(160),
  count: z.string().min(3),
  href: linkHrefSchema,
  image: artKeySchema,
  /** SPEC.md: the button reads 'View'. */
  linkLabel: z.literal("View"),
});

export const portfolioPageSchema = pageSchema.extend({
  section: sectionIntroSchema,
  cta: ctaSchema,
  categories: z.array(portfolioCategorySchema).length(4),
});

export const websiteProjectSchema = z.object({
  title: z.string().min(3),
  client: z.string().min(3),
  description: z.string().min(40).max(320),
  framework: z.enum(["WordPress", "React Js"]),
  highlights: z.array(z.string().min(3)).min(2).max(4),
  image: artKeySchema,
  url: externalUrlSchema,
  linkLabel: z.string().min(3),
});

export const websitePortfolioPageSchema = pageSchema.extend({
  section: sectionIntroSchema,
  cta: ctaSchema,
  projects: z.array(websiteProjectSchema).length(5),
});

export const mobileAppProjectSchema = z.object({
  title: z.string().min(3),
  tagline: z.string().min(10),
  description: z.string().min(40).max(400),
  platform: z.string().min(3),
  features: z.array(z.object({ heading: z.string().min(3), detail: z.string().min(10) })).length(3),
  stats: z.array(z.object({ value: z.string().min(1), label: z.string().min(3) })).length(3),
  image: artKeySchema,
  storeUrl: externalUrlSchema,
  storeLabel: z.string().min(3),
});

export const mobileAppPortfolioPageSchema = pageSchema.extend({
  section: sectionIntroSchema,
  cta: ctaSchema,
  apps: z.array(mobileAppProjectSchema).length(1),
});

export const socialPlatforms = ["Facebook", "Instagram"] as const;

export const socialClientSchema = z.object({
  name: z.string().min(3),
  industry: z.string().min(3),
  description: z.string().min(30).max(220),
  platforms: z.array(z.enum(socialPlatforms)).min(1),
  image: artKeySchema,
  url: externalUrlSchema,
  linkLabel: z.string().min(3),
});

export const digitalMarketingPortfolioPageSchema = pageSchema.extend({
  section: sectionIntroSchema,
  cta: ctaSchema,
  clients: z
    .array(socialClientSchema)
    .length(5)
    .refine(
      (clients) =>
        socialPlatforms.every((platform) => clients.some((c) => c.platforms.includes(platform))),
      { message: "the clients must cover both Facebook and Instagram" },
    ),
});

export const designProjectSchema = z.object({ title: z.string().min(3), image: artKeySchema });

export const uiuxPortfolioPageSchema = pageSchema.extend({
  section: sectionIntroSchema,
  cta: ctaSchema,
  projects: z.array(designProjectSchema).length(8),
});

export type PortfolioPageContent = z.infer<typeof portfolioPageSchema>;
export type WebsitePortfolioPageContent = z.infer<typeof websitePortfolioPageSchema>;
export type MobileAppPortfolioPageContent = z.infer<typeof mobileAppPortfolioPageSchema>;
export type DigitalMarketingPortfolioPageContent = z.infer<
  typeof digitalMarketingPortfolioPageSchema
>;
export type UiuxPortfolioPageContent = z.infer<typeof uiuxPortfolioPageSchema>;
