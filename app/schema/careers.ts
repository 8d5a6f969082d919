import { z } from "zod";
import { validationMessages } from "@contracts/forms";
import { closedOpeningSlug } from "~/lib/paths";
import { pageSchema } from "./common";

/** The kinds of work an opening offers (app/lib/structured-data.ts names each for job search). */
export const employmentTypes = [
  "Full time",
  "Part time",
  "Contract",
  "Internship",
  "Temporary",
] as const;

const day = z.iso.date({ message: "Give a date as YYYY-MM-DD." });

export const openingSchema = z
  .object({
    title: z.string().min(3).max(80).meta({ title: "Job title" }),
    slug: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
        message: "Lower-case letters, digits and single dashes only.",
      })
      .max(80)
      .refine((slug) => slug !== closedOpeningSlug, { message: "That name is reserved." })
      .meta({ title: "Web address (after /careers/)" }),
    team: z.string().min(2).max(60),
    type: z.enum(employmentTypes),
    location: z.string().min(3).max(80).meta({ title: "Location (as the page says it)" }),
    remote: z.boolean().meta({ title: "Remote: may be done from anywhere" }),
    summary: z.string().min(30).max(240).meta({ title: "Summary (on the careers page)" }),
    description: z.string().min(60).max(3000),
    requirements: z.array(z.string().min(3).max(240)).min(1).max(15),
    datePosted: day.meta({ title: "Posted on" }),
    closes: day.meta({ title: "Closing date (the last day to apply)" }),
  })
  .refine((opening) => opening.closes >= opening.datePosted, {
    message: "The closing date comes after the day it is posted.",
    path: ["closes"],
  });

export type Opening = z.infer<typeof openingSchema>;

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

/** The words of an opening's own page, the same for every opening. */
export const openingPageSchema = z.object({
  backLabel: z.string().min(3).meta({ title: "Link back to every opening" }),
  teamLabel: z.string().min(2),
  typeLabel: z.string().min(2),
  locationLabel: z.string().min(2),
  remoteLabel: z.string().min(3).meta({ title: "Said of a remote opening" }),
  closesLabel: z.string().min(3).meta({ title: "Before the closing date" }),
  descriptionHeading: z.string().min(3),
  requirementsHeading: z.string().min(3),
});

/** The words of the application form on every opening's page. */
export const applicationFormSchema = z.object({
  heading: z.string().min(3),
  intro: z.string().min(20),
  nameLabel: z.string().min(2),
  emailLabel: z.string().min(2),
  phoneLabel: z.string().min(2),
  linkLabel: z.string().min(2),
  linkHint: z.string().min(10),
  noteLabel: z.string().min(2),
  cvLabel: z.string().min(2),
  cvHint: z.string().min(10),
  optional: z.string().min(2).meta({ title: "Said of an optional field" }),
  submit: z.string().min(3).meta({ title: "Button" }),
  sending: z.string().min(3).meta({ title: "Button while sending" }),
  success: z.string().min(20).meta({ title: "Said once it is sent" }),
  failure: z.string().min(20).meta({ title: "Said when it could not be sent" }),
});

/** The page a closed opening's address answers (with 410 Gone). */
export const closedOpeningSchema = z.object({
  seo: pageSchema.shape.seo,
  title: z.string().min(3).meta({ title: "Headline" }),
  body: z.string().min(20),
  linkLabel: z.string().min(3).meta({ title: "Link to the open positions" }),
});

export const careersPageSchema = pageSchema.extend({
  openings: z.object({
    eyebrow: z.string().min(2),
    heading: z.string().min(3),
    tagline: z.string().min(20),
    positions: z
      .array(openingSchema)
      .max(30)
      .refine((list) => new Set(list.map((opening) => opening.slug)).size === list.length, {
        message: "Each opening needs a web address of its own.",
      })
      .meta({ title: "Openings" }),
    /** Shown when no opening is open. */
    none: z.string().min(20).meta({ title: "When nothing is open" }),
    detailLabel: z.string().min(3).meta({ title: "Link to an opening's page" }),
  }),
  opening: openingPageSchema,
  application: applicationFormSchema,
  closed: closedOpeningSchema,
  newsletter: newsletterSchema,
});

export type CareersPageContent = z.infer<typeof careersPageSchema>;
