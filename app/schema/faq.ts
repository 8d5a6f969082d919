import { z } from "zod";
import { linkHrefSchema, pageSchema } from "./common";
import { ctaSchema } from "./portfolio";
import { artKeySchema } from "./team";

export const faqItemSchema = z.object({
  question: z.string().min(10).endsWith("?"),
  answer: z.string().min(20),
});

export const faqTabSchema = z
  .object({
    label: z.string().min(3),
    items: z.array(faqItemSchema),
    /** Shown instead of questions when a tab has none (PRODUCT.md #7). */
    empty: z
      .object({
        text: z.string().min(10),
        linkLabel: z.string().min(3),
        href: linkHrefSchema,
      })
      .optional(),
  })
  .refine((tab) => tab.items.length > 0 || tab.empty, {
    message: "a tab needs questions or an empty-state line",
  });

/** SPEC.md: three tabs in this order, General first (the default). */
export const faqTabLabels = ["General", "App development", "Web Development"] as const;

export const faqsPageSchema = pageSchema.extend({
  intro: z.object({
    eyebrow: z.string().min(2),
    heading: z.string().min(3),
    paragraphs: z.array(z.string().min(40)).min(1).max(3),
    image: artKeySchema,
    imageAlt: z.string().min(10),
  }),
  cta: ctaSchema,
  questions: z.object({
    heading: z.string().min(3),
    tagline: z.string().min(20),
    tabsLabel: z.string().min(3),
    tabs: z
      .array(faqTabSchema)
      .length(3)
      .refine((tabs) => tabs.every((tab, index) => tab.label === faqTabLabels[index]), {
        message: `tabs must be ${faqTabLabels.join(", ")}`,
      }),
  }),
});

export type FaqsPageContent = z.infer<typeof faqsPageSchema>;
