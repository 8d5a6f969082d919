import { z } from "zod";
import { pageSchema } from "./common";

export const legalSectionSchema = z.object({
  /** Anchor for the table of contents. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  heading: z.string().min(3),
  paragraphs: z.array(z.string().min(20)).min(1),
  list: z.array(z.string().min(3)).optional(),
});

export const legalPageSchema = pageSchema.extend({
  updated: z.string().min(4),
  summary: z.string().min(40),
  sections: z.array(legalSectionSchema).min(4),
  contact: z.object({ heading: z.string().min(3), body: z.string().min(20) }),
});

export type LegalPageContent = z.infer<typeof legalPageSchema>;
