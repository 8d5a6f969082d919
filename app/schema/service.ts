import { z } from "zod";
import { quoteServiceOptions, type QuoteService } from "@contracts/forms";
import { serviceIds, type ServiceId } from "~/lib/paths";
import { heroSchema, seoSchema } from "./common";

/**
 * The icons service copy may name (components/sections/services/service-icon.tsx draws each).
 * Content refers to an icon by its key, so copy stays plain data and the build's content check
 * rejects an unknown name.
 */
export const serviceIconNames = [
  "accessibility",
  "activity",
  "app-window",
  "award",
  "badge-check",
  "bell",
  "blocks",
  "bot",
  "boxes",
  "brain",
  "bug",
  "building",
  "calendar",
  "camera",
  "chart-column",
  "chart-line",
  "chart-pie",
  "clipboard-check",
  "clock",
  "cloud",
  "code",
  "coins",
  "compass",
  "credit-card",
  "cube",
  "database",
  "eye",
  "file-check",
  "file-text",
  "filter",
  "fingerprint",
  "gauge",
  "gem",
  "git-branch",
  "glasses",
  "globe",
  "graduation-cap",
  "hand-coins",
  "handshake",
  "headset",
  "heart",
  "image",
  "key",
  "languages",
  "dashboard",
  "layout-template",
  "life-buoy",
  "link",
  "list-checks",
  "lock",
  "mail",
  "map",
  "map-pin",
  "megaphone",
  "message",
  "monitor",
  "click",
  "network",
  "orbit",
  "package",
  "palette",
  "pen-tool",
  "percent",
  "plug",
  "printer",
  "puzzle",
  "radar",
  "receipt",
  "refresh",
  "rocket",
  "rotate-3d",
  "route",
  "ruler",
  "scan-search",
  "scan-text",
  "search",
  "server",
  "shapes",
  "share",
  "shield-alert",
  "shield-check",
  "cart",
  "sliders",
  "smartphone",
  "sparkles",
  "star",
  "store",
  "tablet",
  "tags",
  "target",
  "timer",
  "trending-up",
  "truck",
  "type",
  "user-check",
  "users",
  "video",
  "wallet",
  "wifi-off",
  "workflow",
  "wrench",
  "zap",
] as const;

export type ServiceIconName = (typeof serviceIconNames)[number];

/**
 * The one shape every service page fills (SPEC.md "Service pages", §3 "Service-page block").
 * Required blocks: hero, intro, why it matters (three points), feature layouts. Optional:
 * the six-card benefits grid, the three-item "what we do" list, the "what can you expect"
 * checklist, and the custom-website extras (two-card comparisons, platform cards).
 */

const icon = z.enum(serviceIconNames);
const heading = z.string().min(3).max(80);
const sentence = z.string().min(30).max(320);
const paragraph = z.string().min(80).max(700);

export const serviceCardSchema = z.object({ icon, heading, detail: sentence });

const textItemSchema = z.object({ heading, detail: sentence });

export const serviceFeatureSchema = z.object({
  heading,
  subheading: z.string().min(10).max(140),
  details: paragraph,
  cards: z.array(serviceCardSchema).length(3),
});

/** A checklist column: up to nine items; an empty string is an unused slot and is not shown. */
const checklistColumn = z.array(z.string().max(120)).max(9);

export const serviceComparisonSchema = z.object({
  heading,
  lead: sentence,
  cards: z
    .array(
      z.object({
        icon,
        heading,
        detail: sentence,
        points: z.array(z.string().min(5).max(90)).min(3).max(5),
      }),
    )
    .length(2),
});

export const platformKeys = ["wordpress", "react", "laravel"] as const;
export type PlatformKey = (typeof platformKeys)[number];

export const serviceSchema = z.object({
  id: z.enum(serviceIds as [ServiceId, ...ServiceId[]]),
  seo: seoSchema,
  hero: heroSchema,
  /** The quote form option this page pre-selects, when it has one. */
  quoteService: z
    .enum(quoteServiceOptions.map((option) => option.value) as [QuoteService, ...QuoteService[]])
    .optional(),
  /** The decorative mockup beside the hero text on wide screens. */
  art: z.object({
    frame: z.enum(["browser", "phone", "dashboard"]),
    icon,
    title: z.string().min(3).max(40),
    chips: z.array(z.object({ icon, label: z.string().min(3).max(32) })).length(2),
  }),
  intro: z.object({
    eyebrow: z.string().min(3).max(40),
    heading,
    paragraphs: z.array(paragraph).min(1).max(3),
    facts: z
      .array(z.object({ label: z.string().min(3).max(30), value: z.string().min(2).max(60) }))
      .length(3),
    stack: z.array(z.string().min(2).max(30)).min(3).max(8),
  }),
  whyItMatters: z.object({
    heading,
    lead: sentence,
    points: z.array(textItemSchema).length(3),
  }),
  benefits: z
    .object({ heading, tagline: sentence, cards: z.array(serviceCardSchema).length(6) })
    .optional(),
  whatWeDo: z
    .object({ heading, lead: sentence, items: z.array(textItemSchema).length(3) })
    .optional(),
  expectations: z
    .object({
      heading,
      lead: sentence.optional(),
      left: checklistColumn,
      right: checklistColumn,
      closing: sentence,
    })
    .refine((block) => [...block.left, ...block.right].some((item) => item.trim() !== ""), {
      message: "A checklist needs at least one item.",
    })
    .optional(),
  /** The two feature layouts: the first is drawn as a split block, the second as three columns. */
  features: z.array(serviceFeatureSchema).min(1).max(2),
  comparisons: z.array(serviceComparisonSchema).max(2).optional(),
  platforms: z
    .object({
      heading,
      lead: sentence,
      /** The nine fixed lines, each shown with the platform's label as a prefix. */
      lines: z.array(z.string().min(3).max(40)).length(9),
      cards: z
        .array(z.object({ platform: z.enum(platformKeys), label: z.string().min(3).max(20) }))
        .length(3),
    })
    .optional(),
  closing: z.object({ heading, detail: sentence }),
});

export type ServiceContent = z.infer<typeof serviceSchema>;
export type ServiceFeature = z.infer<typeof serviceFeatureSchema>;
export type ServiceComparison = z.infer<typeof serviceComparisonSchema>;
export type ServicePlatforms = NonNullable<ServiceContent["platforms"]>;
export type ServiceExpectations = NonNullable<ServiceContent["expectations"]>;
export type ServiceIntro = ServiceContent["intro"];
export type ServiceArt = ServiceContent["art"];
