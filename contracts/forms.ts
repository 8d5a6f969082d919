/**
 * The forms' shared contract: field names, limits, option values and validation rules.
 * The site validates with these before sending and the server validates with them again
 * before storing, so the two can never disagree.
 */

export const formNames = ["contact", "quote", "newsletter"] as const;
export type FormName = (typeof formNames)[number];

export const isFormName = (value: string): value is FormName =>
  (formNames as readonly string[]).includes(value);

/** Longest value accepted per field, in characters. */
export const fieldLimits = {
  name: 100,
  email: 254,
  phone: 40,
  message: 5000,
  service: 64,
} as const;

export type FieldName = keyof typeof fieldLimits;

/** The fields each form accepts, and which of them must be filled. */
export const formFields = {
  contact: { required: ["name", "email"], optional: ["phone", "message"] },
  quote: { required: ["name", "email"], optional: ["service", "message"] },
  newsletter: { required: ["email"], optional: [] },
} as const satisfies Record<
  FormName,
  { required: readonly FieldName[]; optional: readonly FieldName[] }
>;

/** Option values of the quote form's service select (SPEC.md §3); the empty option means "not sure yet". */
export const quoteServiceOptions = [
  { value: "web-design", label: "Website Design" },
  { value: "costum-website-development", label: "Custom Website Development" },
  { value: "e-commerce-development", label: "E-commerce Development" },
  { value: "paid-advertising", label: "Paid Advertising (PPC)" },
  { value: "social-media-marketing", label: "Social Media Marketing" },
] as const;

export type QuoteService = (typeof quoteServiceOptions)[number]["value"];

export const isQuoteService = (value: string): value is QuoteService =>
  quoteServiceOptions.some((option) => option.value === value);

/** Field names that carry instructions rather than data (Formspree's conventions). */
export const specialFields = {
  honeypot: "_gotcha",
  subject: "_subject",
  replyTo: "_replyto",
  next: "_next",
} as const;

/** Validation messages, spelled exactly as the specification quotes them. */
export const validationMessages = {
  contactName: "Name must be more than 3 characters!",
  contactEmail: "Please enter a valid email address!",
  quoteName: "Name must be more than 3!",
  quoteEmail: "please enter a vailed email!",
} as const;

export const sendFailureMessage = "Failed to send message. Please try again later.";

/** The shortest accepted name (PRODUCT.md #4: "Ali" is a valid name in both forms). */
export const minNameLength = 3;

/** The contact form's pattern (text, @, text, dot, text), used by every form (PRODUCT.md #4). */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidName = (name: string) => name.trim().length >= minNameLength;
export const isValidEmail = (email: string) => emailPattern.test(email.trim());

/** How long the site waits for the endpoint before telling the visitor it failed. */
export const sendTimeoutMs = 30_000;
