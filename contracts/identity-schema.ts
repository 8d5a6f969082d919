import { z } from "zod";

/**
 * The shape of the company identity (contracts/identity.ts). The build and the server parse
 * the identity with it, so a typo fails before a visitor can see it.
 */

const phoneSchema = z.object({
  display: z.string().min(5),
  /** E.164 form used in tel: links and structured data. */
  e164: z.string().regex(/^\+[1-9]\d{6,14}$/, "phone must be in E.164 form, e.g. +92511234567"),
});

/** A link that leaves the site: https only, so no javascript: or data: address reaches a page. */
const httpsUrl = z.url({ protocol: /^https$/ });
const linkSchema = z.object({ label: z.string().min(1), href: httpsUrl });

/**
 * A file of the site's own by its path (/brand/logo.svg): no other host, so a page never
 * loads a picture from elsewhere; `//host`, `/\host` and `..` are refused.
 */
const siteFileSchema = z
  .string()
  .regex(/^(?:\/[\w-][\w.-]*)+$/, "a file of the site's own, by its path, as in /brand/logo.svg");

/** A form endpoint: a same-origin path (the bundled server) or an absolute https URL (Formspree). */
const endpointSchema = z.union([z.string().regex(/^\/[\w/-]*$/), z.url({ protocol: /^https$/ })]);

/** What the autoresponder may fill in; any other `{word}` is a typo the build should catch. */
export const autoresponderPlaceholders = ["name", "company", "phone", "email"] as const;

const onlyKnownPlaceholders = (text: string) =>
  [...text.matchAll(/\{(\w*)\}/g)].every(([, word]) =>
    (autoresponderPlaceholders as readonly string[]).includes(word ?? ""),
  );

const placeholderMessage = `use only the placeholders ${autoresponderPlaceholders.map((word) => `{${word}}`).join(", ")}`;

/** The mail a visitor gets when a lead is stored (never for spam, never twice); off by default. */
const autoresponderSchema = z.object({
  enabled: z.boolean(),
  subject: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[^\r\n]*$/, "the subject is one line")
    .refine(onlyKnownPlaceholders, placeholderMessage),
  text: z.string().min(1).max(5000).refine(onlyKnownPlaceholders, placeholderMessage),
});

export const identitySchema = z.object({
  companyName: z.string().min(2),
  legalName: z.string().min(2),
  tagline: z.string().min(10),
  logo: z.object({ src: siteFileSchema, alt: z.string().min(2) }),
  phones: z.object({
    /** Shown on the contact page and in the footer. */
    contact: phoneSchema,
    /** Shown in the quote request modal; SPEC.md keeps it different from the contact phone. */
    quote: phoneSchema,
  }),
  email: z.email(),
  address: z.object({
    street: z.string().min(3),
    locality: z.string().min(2),
    region: z.string().min(2),
    postalCode: z.string().min(3),
    country: z.string().length(2),
    countryName: z.string().min(2),
  }),
  openingHours: z.object({
    days: z.array(
      z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]),
    ),
    opens: z.string().regex(/^\d{2}:\d{2}$/),
    closes: z.string().regex(/^\d{2}:\d{2}$/),
    label: z.string(),
  }),
  social: z.object({ facebook: httpsUrl, linkedin: httpsUrl, instagram: httpsUrl }),
  /** The two external product links of the footer. */
  products: z.tuple([linkSchema, linkSchema]),
  /** Absolute origin the site is served from, without a trailing slash; used for canonical URLs. */
  siteUrl: z.url().refine((url) => !url.endsWith("/"), "siteUrl must not end with a slash"),
  /** Where each form posts. Point them at Formspree (or any compatible service) to host the build statically. */
  forms: z.object({ contact: endpointSchema, quote: endpointSchema, newsletter: endpointSchema }),
  foundingYear: z.number().int().min(1990),
  autoresponder: autoresponderSchema,
});

export type Identity = z.infer<typeof identitySchema>;
export type Autoresponder = z.infer<typeof autoresponderSchema>;

/** The fictional values shipped with the project; any field still holding one is a placeholder. */
const shippedValues = new Set([
  "Bluecrest Digital",
  "Bluecrest Digital (Private) Limited",
  "+92510000100",
  "+923000000200",
  "Office 00, Example Plaza, Jinnah Avenue, Blue Area",
]);

const isPlaceholder = (value: string) =>
  shippedValues.has(value) || /(?:^|[@./])example\.(?:com|org|net)\b/i.test(value);

/** Dotted paths of every identity field that still holds a shipped fictional value. */
export function placeholderFields(value: unknown, path = ""): string[] {
  if (typeof value === "string") return isPlaceholder(value) ? [path] : [];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) =>
      placeholderFields(child, path ? `${path}.${key}` : key),
    );
  }
  return [];
}
