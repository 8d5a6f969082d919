import { z } from "zod";
import { pageSchema } from "./common";

/** Copy of the Contact Us page and of the thank-you page the contact form leads to. */

const text = (min: number, max: number) => z.string().min(min).max(max);

const fieldCopySchema = z.object({
  label: text(2, 40),
  placeholder: text(2, 80),
  /** Shown under the field; optional fields say why they are asked. */
  hint: text(5, 140).optional(),
  autoComplete: z.string().min(2),
});

export const contactPageSchema = pageSchema.extend({
  intro: z.object({
    eyebrow: text(2, 40),
    heading: text(10, 80),
    text: text(60, 400),
    /** Three short promises under the intro. */
    points: z.array(z.object({ title: text(3, 40), text: text(20, 160) })).length(3),
  }),
  form: z.object({
    heading: text(5, 60),
    description: text(20, 200),
    fields: z.object({
      name: fieldCopySchema,
      email: fieldCopySchema,
      phone: fieldCopySchema,
      message: fieldCopySchema,
    }),
    /** The optional file (a brief) sent with the message; a saved version from before has none. */
    brief: z.object({ label: text(2, 40), hint: text(5, 140) }).optional(),
    required: text(3, 20),
    submit: text(3, 30),
    /** SPEC.md §4: the button while the message is being sent. */
    sending: z.literal("Sending..."),
    sentHeading: text(5, 60),
    sentText: text(20, 200),
    privacy: z.object({ before: text(10, 120), linkLabel: text(3, 40), after: text(1, 80) }),
    honeypotLabel: text(10, 80),
    /** Shown without JavaScript when the endpoint sends a post back (CSS :target). */
    fallback: z.object({
      heading: text(10, 80),
      invalidText: text(20, 200),
      failedText: text(20, 200),
      backHint: text(20, 200),
    }),
  }),
  panel: z.object({
    heading: text(5, 60),
    text: text(20, 200),
    phoneLabel: text(3, 30),
    emailLabel: text(3, 30),
    addressLabel: text(3, 30),
    hoursLabel: text(3, 30),
    socialHeading: text(5, 60),
  }),
});

export type ContactPageContent = z.infer<typeof contactPageSchema>;
export type ContactFormContent = ContactPageContent["form"];
export type ContactPanelContent = ContactPageContent["panel"];
export type ContactIntroContent = ContactPageContent["intro"];

export const thankYouPageSchema = pageSchema.extend({
  next: z.object({
    heading: text(5, 60),
    steps: z.array(z.object({ title: text(3, 40), text: text(20, 200) })).length(3),
  }),
  reach: z.object({
    heading: text(5, 60),
    text: text(20, 200),
    phoneLabel: text(3, 30),
    emailLabel: text(3, 30),
  }),
  actions: z.object({ home: text(3, 30), services: text(3, 30), portfolio: text(3, 30) }),
});

export type ThankYouPageContent = z.infer<typeof thankYouPageSchema>;
