import { z } from "zod";
import { validationMessages } from "@contracts/forms";
import { pageSchema } from "./common";

export const openingSchema = z.object({
  title: z.string().min(3),
  type: z.string().min(3),
  location: z.string().min(3),
  summary: z.string().min(30).max(240),
});

export const newsletterSchema = z.object({
  heading: z.string().min(3),
  body: z.string().min(20),
  label: z.string().min(3),
  /** SPEC.md's placeholder and button label, kept exactly. */
  placeholder: z.literal("Enter Email Address"),
  button: z.literal("Get Started"),
  sending: z.string().min(3),
  success: z.string().min(10),
  /** SPEC.md has no newsletter message; the contact form's is reused. */
  invalidEmail: z.literal(validationMessages.contactEmail),
  failure: z.string().min(10),
  /** Shown without JavaScript when the endpoint refuses a post for another reason. */
  invalidText: z.string().min(10),
  note: z.string().min(10),
  privacyLabel: z.string().min(3),
});

export const careersPageSchema = pageSchema.extend({
  openings: z.object({
    eyebrow: z.string().min(2),
    heading: z.string().min(3),
    tagline: z.string().min(20),
    positions: z.array(openingSchema).min(1).max(6),
    applyLabel: z.string().min(3),
    applyNote: z.string().min(20),
  }),
  newsletter: newsletterSchema,
});

export type CareersPageContent = z.infer<typeof careersPageSchema>;
