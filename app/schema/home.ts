import { z } from "zod";
import { serviceIds, type ServiceId } from "~/lib/paths";
import { heroSchema, navLinkSchema, seoSchema } from "./common";

/**
 * Shapes of the home page and the Services overview. Counts and quoted texts are SPEC.md's
 * ("Home" 1-6); artwork and icons are named by key, and the section components map each key to
 * its drawing, so content stays plain data that the build's content check can load.
 */

const serviceIdSchema = z.enum(serviceIds as [ServiceId, ...ServiceId[]]);

/** lucide icons the home page and the Services overview may name. */
export const homeIconKeys = [
  "smartphone",
  "megaphone",
  "search",
  "shield",
  "code",
  "glasses",
  "palette",
  "blocks",
  "brain",
  "layout",
  "cart",
  "pointer",
  "share",
  "responsive",
  "buildable",
  "quality",
  "attractive",
  "reliable",
  "affordable",
  "trophy",
  "globe",
  "users",
  "rocket",
] as const;
export const homeIconSchema = z.enum(homeIconKeys);
export type HomeIcon = z.infer<typeof homeIconSchema>;

const text = z.string().min(20);
const label = z.string().min(2);

/** SPEC.md Home 3: the nine offer cards, in order. */
export const offerHeadings = [
  "Mobile App Development",
  "Digital Marketing",
  "Search Engine Optimization",
  "Cyber security",
  "Website Development",
  "AR/VR Development",
  "Graphic Designing",
  "Blockchain Development",
  "AI Development",
] as const;

export const offerCardSchema = z.object({
  service: serviceIdSchema,
  icon: homeIconSchema,
  heading: label,
  description: text,
});

export const fourCsItemSchema = z.object({
  number: z.string().regex(/^0[1-4]$/),
  heading: label,
  description: text,
  art: z.enum(["clarity", "communication", "competence", "consistency"]),
  /** Scroll-in delay in seconds (SPEC.md: 0, 1, 1.5 and 2). */
  delay: z.union([z.literal(0), z.literal(1), z.literal(1.5), z.literal(2)]),
});

export const platformSchema = z.object({
  name: label,
  mark: z.enum(["react", "wordpress", "laravel", "nextjs"]),
  description: text,
});

const featureSchema = z.object({ icon: homeIconSchema, heading: label, detail: text });

export const reasonsSchema = z.object({
  heading: z.literal("Reasons To Choose"),
  tagline: text,
  best: z.object({
    label: z.literal("We are the Best"),
    features: z
      .array(featureSchema)
      .length(6)
      .refine(
        (features) =>
          features.map((feature) => feature.heading).join("|") ===
          "Responsive|Buildable|Quality|Attractive|Reliable|Affordable",
        {
          message:
            "the six features are Responsive, Buildable, Quality, Attractive, Reliable, Affordable",
        },
      ),
  }),
  affiliations: z.object({
    label: z.literal("Our Affiliations"),
    intro: text,
    badges: z
      .array(
        z.object({ title: label, body: label, detail: text, mark: z.enum(["registry", "export"]) }),
      )
      .length(2),
  }),
  achievements: z.object({
    label: z.literal("Our Achievements"),
    heading: label,
    paragraphs: z.array(text).min(1).max(3),
    imageAlt: text,
    figures: z.array(featureSchema).min(2).max(3),
  }),
  workflow: z.object({
    label: z.literal("Work Flow"),
    intro: text,
    steps: z.array(z.object({ title: label, detail: text })).length(7),
  }),
});

export const homePageSchema = z.object({
  seo: seoSchema,
  hero: heroSchema.extend({ cta: navLinkSchema, secondary: navLinkSchema }),
  future: z.object({
    eyebrow: label,
    heading: z.literal("Leading You To Your Future"),
    paragraphs: z.array(text).min(1).max(3),
    cta: navLinkSchema.extend({ label: z.literal("Learn More About Us") }),
    highlights: z.array(z.object({ value: label, label: label })).length(3),
  }),
  offer: z.object({
    heading: z.literal("What We Offer"),
    tagline: z.literal("It's your digital market presence, we just help you make it"),
    cards: z
      .array(offerCardSchema)
      .length(9)
      .refine((cards) => cards.map((card) => card.heading).join("|") === offerHeadings.join("|"), {
        message: `the nine cards are, in order: ${offerHeadings.join(", ")}`,
      }),
  }),
  fourCs: z.object({
    heading: z.literal("The 4 C's Behind Our Success"),
    subtext: text,
    items: z
      .array(fourCsItemSchema)
      .length(4)
      .refine(
        (items) =>
          items.map((item) => `${item.number} ${item.heading}`).join("|") ===
          "01 Clarity|02 Communication|03 Competence|04 Consistency",
        { message: "the items are 01 Clarity, 02 Communication, 03 Competence, 04 Consistency" },
      ),
  }),
  expertise: z.object({
    eyebrow: label,
    heading: label,
    tagline: text,
    platforms: z
      .array(platformSchema)
      .length(4)
      .refine(
        (platforms) =>
          platforms.map((platform) => platform.name).join("|") ===
          "React js|Wordpress|Laravel|Next js",
        { message: "the platforms are React js, Wordpress, Laravel, Next js" },
      ),
  }),
  reasons: reasonsSchema,
  closing: z.object({ heading: label, body: text, cta: navLinkSchema }),
});

export const servicesPageSchema = z.object({
  seo: seoSchema,
  hero: heroSchema.extend({ cta: navLinkSchema }),
  groups: z
    .array(
      z.object({
        heading: label,
        intro: text,
        services: z.array(
          z.object({ id: serviceIdSchema, icon: homeIconSchema, description: text }),
        ),
      }),
    )
    .min(1)
    .refine(
      (groups) => {
        const ids = groups.flatMap((group) => group.services.map((service) => service.id));
        return ids.length === serviceIds.length && new Set(ids).size === serviceIds.length;
      },
      { message: "every service appears exactly once" },
    ),
  closing: z.object({ heading: label, body: text, cta: navLinkSchema }),
});

export type OfferCard = z.infer<typeof offerCardSchema>;
export type FourCsItem = z.infer<typeof fourCsItemSchema>;
export type Platform = z.infer<typeof platformSchema>;
export type Reasons = z.infer<typeof reasonsSchema>;
export type HomePageContent = z.infer<typeof homePageSchema>;
export type ServicesPageContent = z.infer<typeof servicesPageSchema>;
