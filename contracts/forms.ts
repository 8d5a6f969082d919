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

/**
 * The contact form's pattern (text, @, text, dot, text), used by every form (PRODUCT.md #4).
 * "Text" excludes spaces and the characters that cannot appear in an everyday address
 * (`<>()[]\,;:"`), so an address can never smuggle a second recipient or markup.
 */
const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

export const isValidName = (name: string) => name.trim().length >= minNameLength;
export const isValidEmail = (email: string) => emailPattern.test(email.trim());

/** How long the site waits for the endpoint before telling the visitor it failed. */
export const sendTimeoutMs = 30_000;

/*
 * ---------------------------------------------------------------------------------------------
 * Everything below is shared by the site (HTML constraint attributes, live messages) and the
 * bundled endpoint (server-side validation), so both always apply the same rules.
 * ---------------------------------------------------------------------------------------------
 */

/** Where a successful plain (no-JavaScript) form post lands. Matches `paths.thankYou`. */
export const thankYouPath = "/thank-you";

/** The page each form lives on, for sending a plain post back with its errors. */
export const formReturnPaths: Record<FormName, string> = {
  contact: "/contact-us",
  quote: "/",
  newsletter: "/careers",
};

/**
 * HTML `pattern` attributes equivalent to the validators above, so the browser applies the
 * same rules when JavaScript is off (patterns are anchored by the browser).
 */
export const namePatternAttribute = String.raw`\s*[^\s<>][^<>]+[^\s<>]\s*`;
const emailText = String.raw`[^\s@<>\(\)\[\]\\,;:"]+`;
export const emailPatternAttribute = String.raw`\s*${emailText}@${emailText}\.${emailText}\s*`;

/** Formspree's field error codes, and the few this endpoint adds (UNKNOWN_FIELD, INVALID_OPTION). */
export type FieldErrorCode =
  | "REQUIRED_FIELD_MISSING"
  | "REQUIRED_FIELD_EMPTY"
  | "TYPE_EMAIL"
  | "TYPE_TEXT"
  | "UNKNOWN_FIELD"
  | "INVALID_OPTION";

/** Form-level codes: Formspree's, plus the transport-level failures of this endpoint. */
export type FormErrorCode =
  | "FORM_NOT_FOUND"
  | "NO_FILE_UPLOADS"
  | "EMPTY"
  | "BAD_REQUEST"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "METHOD_NOT_ALLOWED"
  | "TOO_MANY_REQUESTS"
  | "SERVER_ERROR";

export interface FieldError {
  field: string;
  code: FieldErrorCode;
  message: string;
}

export interface FormError {
  code: FormErrorCode;
  message: string;
}

/** The body of every error answer (Formspree's AJAX contract). */
export interface FormErrorBody {
  error: string;
  errors: Array<FieldError | FormError>;
}

/** The body of a success answer (Formspree's AJAX contract). */
export interface FormSuccessBody {
  ok: true;
  next: string;
}

/** The cleaned values of an accepted submission. */
export interface Submission {
  form: FormName;
  name: string | null;
  email: string | null;
  phone: string | null;
  service: string | null;
  message: string | null;
  subject: string | null;
  replyTo: string | null;
  next: string | null;
}

export type ValidationResult =
  | { kind: "valid"; submission: Submission }
  | { kind: "honeypot" }
  | { kind: "invalid"; errors: Array<FieldError | FormError> };

/** Limits of the special fields, in characters. */
export const specialFieldLimits = { _gotcha: 1000, _subject: 200, _replyto: 254, _next: 200 };

/** Any C0/C1 control character, line or paragraph separator: never valid in a one-line field. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const singleLineForbidden = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** The same, but a message may hold tabs and line breaks. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const multiLineForbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** What a lossy decoder puts in place of bytes that are not UTF-8: such input is rejected. */
const replacementCharacter = "\ufffd";

/** The live message of a name that is too short, in the wording of the form it belongs to. */
export const nameMessage = (form: FormName) =>
  form === "quote" ? validationMessages.quoteName : validationMessages.contactName;
export const emailMessage = (form: FormName) =>
  form === "quote" ? validationMessages.quoteEmail : validationMessages.contactEmail;

const fieldLabels: Record<FieldName, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  message: "Message",
  service: "Service",
};

const markupMessage = "must not contain < or >";

/**
 * The message a field of a form shows for its current value, or undefined when it is fine:
 * the specification's wording for its rules, plain wording for the limits around them.
 */
export function fieldProblem(form: FormName, field: FieldName, value: string): string | undefined {
  const result = validateSubmission(form, [
    [field, value],
    // The other required fields, filled, so only this field's problems are reported.
    ...formFields[form].required
      .filter((other) => other !== field)
      .map((other) => [other, other === "email" ? "valid@example.com" : "Valid name"] as const),
  ]);
  if (result.kind !== "invalid") return undefined;
  const error = result.errors.find(
    (candidate) => "field" in candidate && candidate.field === field,
  );
  if (!error) return undefined;
  if (error.code === "REQUIRED_FIELD_EMPTY" || error.code === "REQUIRED_FIELD_MISSING") {
    if (field === "name") return nameMessage(form);
    if (field === "email") return emailMessage(form);
    return `${fieldLabels[field]} is required.`;
  }
  return error.message.startsWith("must")
    ? `${fieldLabels[field]} ${error.message.replace(/\d{4,}/, (n) => Number(n).toLocaleString("en-US"))}.`
    : error.message;
}

const isSafePath = (value: string) => /^\/(?![/\\])[^\s]*$/.test(value);

function textProblem(field: string, value: string, limit: number, multiLine: boolean) {
  if (value.includes(replacementCharacter))
    return { field, code: "TYPE_TEXT", message: "must be valid UTF-8 text" } as const;
  if ((multiLine ? multiLineForbidden : singleLineForbidden).test(value))
    return {
      field,
      code: "TYPE_TEXT",
      message: multiLine ? "must not contain control characters" : "must be a single line of text",
    } as const;
  if (value.length > limit)
    return { field, code: "TYPE_TEXT", message: `must be at most ${limit} characters` } as const;
  return undefined;
}

/**
 * Checks one submission against its form's rules: allowed fields, required fields, lengths,
 * single-line text, e-mail shape, quote options, Formspree's special fields. `entries` are the
 * decoded name/value pairs in the order received (a repeated name is an error).
 */
export function validateSubmission(
  form: FormName,
  entries: ReadonlyArray<readonly [string, string]>,
): ValidationResult {
  const { required, optional } = formFields[form];
  const allowed = new Set<string>([...required, ...optional, ...Object.values(specialFields)]);
  const values = new Map<string, string>();
  const errors: FieldError[] = [];

  for (const [field, value] of entries) {
    if (!allowed.has(field)) {
      const shown = field.length > 40 ? `${field.slice(0, 40)}...` : field;
      errors.push({ field: shown, code: "UNKNOWN_FIELD", message: "is not a field of this form" });
    } else if (values.has(field)) {
      errors.push({ field, code: "TYPE_TEXT", message: "must be sent only once" });
    } else {
      values.set(field, value);
    }
  }

  // A filled honeypot is a bot: it gets a normal-looking success and nothing is kept.
  if ((values.get(specialFields.honeypot) ?? "").trim() !== "") return { kind: "honeypot" };

  const dataFields = [...required, ...optional] as FieldName[];
  if (errors.length === 0 && !dataFields.some((field) => (values.get(field) ?? "").trim() !== ""))
    return { kind: "invalid", errors: [{ code: "EMPTY", message: "The submission was empty." }] };

  const cleaned: Partial<Record<FieldName, string>> = {};
  for (const field of dataFields) {
    const raw = values.get(field);
    const isRequired = (required as readonly string[]).includes(field);
    if (raw === undefined) {
      if (isRequired)
        errors.push({ field, code: "REQUIRED_FIELD_MISSING", message: "is required" });
      continue;
    }
    const problem = textProblem(field, raw, fieldLimits[field], field === "message");
    if (problem) {
      errors.push(problem);
      continue;
    }
    const value = field === "message" ? raw.replace(/\s+$/, "") : raw.trim();
    if (value === "") {
      if (isRequired) errors.push({ field, code: "REQUIRED_FIELD_EMPTY", message: "is required" });
      continue;
    }
    if ((field === "name" || field === "phone") && /[<>]/.test(value))
      errors.push({ field, code: "TYPE_TEXT", message: markupMessage });
    else if (field === "name" && !isValidName(value))
      errors.push({ field, code: "TYPE_TEXT", message: nameMessage(form) });
    else if (field === "email" && !isValidEmail(value))
      errors.push({ field, code: "TYPE_EMAIL", message: emailMessage(form) });
    else if (field === "service" && !isQuoteService(value))
      errors.push({ field, code: "INVALID_OPTION", message: "is not one of the offered services" });
    else cleaned[field] = value;
  }

  const special = (field: keyof typeof specialFieldLimits) => {
    const raw = values.get(field);
    if (raw === undefined) return null;
    const problem = textProblem(field, raw, specialFieldLimits[field], false);
    if (problem) {
      errors.push(problem);
      return null;
    }
    return raw.trim() || null;
  };
  special(specialFields.honeypot);
  const subject = special(specialFields.subject);
  const replyTo = special(specialFields.replyTo);
  const next = special(specialFields.next);
  if (replyTo !== null && !isValidEmail(replyTo))
    errors.push({ field: specialFields.replyTo, code: "TYPE_EMAIL", message: emailMessage(form) });
  if (next !== null && !isSafePath(next))
    errors.push({
      field: specialFields.next,
      code: "TYPE_TEXT",
      message: "must be a path on this site",
    });

  if (errors.length > 0) return { kind: "invalid", errors };
  return {
    kind: "valid",
    submission: {
      form,
      name: cleaned.name ?? null,
      email: cleaned.email ?? null,
      phone: cleaned.phone ?? null,
      service: cleaned.service ?? null,
      message: cleaned.message ?? null,
      subject,
      replyTo,
      next,
    },
  };
}

/**
 * The fragment a plain post is sent back to when it fails, e.g. `contact-error-name-email`.
 * The page holds an element with each of these ids, shown by CSS `:target`, so the visitor
 * sees what went wrong even without JavaScript.
 */
export type ErrorFragmentKey = "name" | "email" | "name-email" | "invalid" | "failed";

export function errorFragmentKey(fields: readonly string[] | "failed"): ErrorFragmentKey {
  if (fields === "failed") return "failed";
  const unique = [...new Set(fields)].sort();
  if (unique.length === 1 && (unique[0] === "name" || unique[0] === "email")) return unique[0];
  if (unique.length === 2 && unique[0] === "email" && unique[1] === "name") return "name-email";
  return "invalid";
}

export const errorFragment = (form: FormName, key: ErrorFragmentKey) => `${form}-error-${key}`;
