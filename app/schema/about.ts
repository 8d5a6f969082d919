import { z } from "zod";
import { heroSchema, seoSchema } from "./common";

/**
 * Shape of the About Us page (SPEC.md "About Us": hero, intro with a "Let's Talk" button,
 * "Our Approach" and "Our Differentiator"). Icons are named by key; the sections map each key
 * to a lucide icon, so the content stays plain data.
 */

export const aboutIconKeys = [
  "compass",
  "pen-tool",
  "code",
  "rocket",
  "users",
  "megaphone",
  "receipt",
  "key",
  "chart",
  "headset",
] as const;
export type AboutIconKey = (typeof aboutIconKeys)[number];

const pointSchema = z.object({
  icon: z.enum(aboutIconKeys),
  title: z.string().min(3).max(40),
  detail: z.string().min(40).max(240),
});

export const aboutPageSchema = z.object({
  seo: seoSchema,
  hero: heroSchema,
  intro: z.object({
    eyebrow: z.string().min(2),
    heading: z.string().min(10),
    paragraphs: z.array(z.string().min(60)).min(1).max(3),
    /** SPEC.md: the intro's button reads "Let's Talk" and leads to /contact-us. */
    cta: z.literal("Let's Talk"),
    highlights: z
      .array(z.object({ value: z.string().min(2).max(16), label: z.string().min(10).max(70) }))
      .length(3),
    /** Describes the studio photo; update it when the placeholder is replaced by a real photo. */
    photoAlt: z.string().min(20),
  }),
  approach: z.object({
    eyebrow: z.string().min(2),
    heading: z.literal("Our Approach"),
    tagline: z.string().min(40),
    steps: z.array(pointSchema).length(4),
  }),
  differentiator: z.object({
    eyebrow: z.string().min(2),
    heading: z.literal("Our Differentiator"),
    tagline: z.string().min(40),
    points: z.array(pointSchema).length(6),
  }),
  closing: z.object({
    heading: z.string().min(10),
    text: z.string().min(40),
    cta: z.string().min(3),
  }),
});

export type AboutPageContent = z.infer<typeof aboutPageSchema>;
