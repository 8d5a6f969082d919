/**
 * Applications to an opening, as the careers form sends them, the server checks them and the
 * desk shows them: apart from leads, in a pipeline of their own. The form's messages and limits
 * are shared so that the browser and the server can never disagree.
 */
import { briefLimits } from "./briefs";
import type { Delivery } from "./desk";
import { emailPattern, hasInvisibleCharacters, minNameLength, validationMessages } from "./forms";

export const applicantStages = [
  "new",
  "screening",
  "interview",
  "offer",
  "hired",
  "rejected",
] as const;
export type ApplicantStage = (typeof applicantStages)[number];

/** Where the careers form posts (multipart, the CV its one file). */
export const applicationEndpoint = "/api/careers/apply";

/** The form's field names; the special ones are the contact form's (contracts/forms.ts). */
export const applicationFields = {
  opening: "opening",
  name: "name",
  email: "email",
  phone: "phone",
  link: "link",
  note: "note",
  cv: "cv",
} as const;

/** Longest value accepted per field, in characters. */
export const applicationLimits = {
  opening: 80,
  name: 100,
  email: 254,
  phone: 40,
  link: 300,
  note: 5000,
} as const;

/** What the CV's file input offers; the server reads the type from the bytes whatever it is told. */
export const cvAccept = ".pdf,.docx";
export const cvTypes = [
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
] as const;
export const cvMaxBytes = briefLimits.maxBytes;

/** The messages of the form's fields: the name and e-mail ones are the contact form's. */
export const applicationMessages = {
  name: validationMessages.contactName,
  email: validationMessages.contactEmail,
  phone: "Please enter a phone number we can call, digits and + ( ) - only.",
  link: "Please give a web address that starts with https://.",
  note: `Please keep your note to ${applicationLimits.note} characters.`,
  cv: "Please attach your CV.",
  cvType: "Your CV must be a PDF or a Word (DOCX) file.",
  cvSize: `Your CV must be ${cvMaxBytes / 1024 / 1024} MB or smaller.`,
  closed: "This position is no longer open.",
  invisible: validationMessages.invisibleCharacters,
} as const;

export type ApplicationField = Exclude<keyof typeof applicationFields, "opening">;

const phonePattern = /^\+?[\d\s()-]{7,40}$/;
/** An https address with a host: a portfolio, a GitHub or a LinkedIn profile. */
const linkPattern = /^https:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

/** The text fields of an application, cleaned; the CV is checked from its bytes on the server. */
export interface ApplicationText {
  opening: string;
  name: string;
  email: string;
  phone: string | null;
  link: string | null;
  note: string | null;
}

/**
 * Checks the text fields as both ends do: each error names its field and message. Empty
 * optional fields are null; every value is trimmed.
 */
export function checkApplicationText(
  fields: Readonly<Record<string, string | undefined>>,
):
  | { ok: true; data: ApplicationText }
  | { ok: false; errors: Array<{ field: ApplicationField | "opening"; message: string }> } {
  const value = (name: keyof typeof applicationLimits) => (fields[name] ?? "").trim();
  const errors: Array<{ field: ApplicationField | "opening"; message: string }> = [];
  const tooLong = (name: keyof typeof applicationLimits) =>
    value(name).length > applicationLimits[name];
  const oneLine = (name: keyof typeof applicationLimits) => hasInvisibleCharacters(value(name));
  if (!value("opening") || tooLong("opening"))
    errors.push({ field: "opening", message: applicationMessages.closed });
  if (value("name").length < minNameLength || tooLong("name"))
    errors.push({ field: "name", message: applicationMessages.name });
  else if (oneLine("name")) errors.push({ field: "name", message: applicationMessages.invisible });
  if (!emailPattern.test(value("email")) || tooLong("email") || oneLine("email"))
    errors.push({ field: "email", message: applicationMessages.email });
  if (value("phone") && !phonePattern.test(value("phone")))
    errors.push({ field: "phone", message: applicationMessages.phone });
  if (value("link") && (!linkPattern.test(value("link")) || tooLong("link")))
    errors.push({ field: "link", message: applicationMessages.link });
  if (tooLong("note")) errors.push({ field: "note", message: applicationMessages.note });
  if (errors.length > 0) return { ok: false, errors };
  const optional = (name: keyof typeof applicationLimits) => value(name) || null;
  return {
    ok: true,
    data: {
      opening: value("opening"),
      name: value("name"),
      email: value("email"),
      phone: optional("phone"),
      link: optional("link"),
      note: optional("note"),
    },
  };
}

/** An applicant as the desk's list shows one. */
export interface ApplicantSummary {
  id: number;
  opening: { slug: string; title: string };
  name: string;
  email: string;
  stage: ApplicantStage;
  createdAt: string;
}

export interface ApplicantNote {
  id: number;
  author: string;
  body: string;
  createdAt: string;
}

/**
 * An applicant as the desk's page shows one: the application, its CV, its notes, and the mail
 * sent about it (the team's, the desk's replies), oldest first.
 */
export interface ApplicantDetail extends ApplicantSummary {
  phone: string | null;
  link: string | null;
  note: string | null;
  /** `quarantined`: flagged by the virus scan, kept and never served. */
  cv: { name: string; type: string; size: number; quarantined: boolean };
  notes: ApplicantNote[];
  deliveries: ApplicantDelivery[];
  /** SMTP is set up on this server: a reply can be sent from the desk. */
  canMail?: boolean;
}

/** A mail about an applicant, as the desk's deliveries are (contracts/desk.ts), of no lead. */
export type ApplicantDelivery = Omit<Delivery, "leadId">;

/** POST /admin/api/applicants/:id/replies answers the queued reply. */
export interface ApplicantReplyQueued {
  delivery: ApplicantDelivery;
}
