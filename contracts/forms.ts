/**
 * The forms' shared contract: one zod schema per form, used by the site before sending and by
 * the server before storing, so the two can never disagree, and the error list both of them show
 * (the server sends it as Formspree's AJAX error body, the site shows it under each field).
 *
 * zod/mini (the same package as zod, tree-shakable functions instead of methods) keeps the
 * schemas to a few kilobytes in the form islands.
 */
import * as z from "zod/mini";
import {
  attributionFields,
  attributionKeys,
  attributionLimits,
  cleanAttribution,
  type AttributionKey,
  type VisitAttribution,
} from "./attribution";

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

const quoteServiceValues = quoteServiceOptions.map((option) => option.value) as [
  QuoteService,
  ...QuoteService[],
];

export const isQuoteService = (value: string): value is QuoteService =>
  (quoteServiceValues as string[]).includes(value);

/**
 * Field names that carry instructions rather than data: Formspree's conventions (`_gotcha`,
 * `_subject`, `_replyto`, `_next`) and this site's (`_submission`, `_page`, and where the visit
 * began: `_first_page`, `_referrer`, `_utm_*`, see contracts/attribution.ts).
 */
export const specialFields = {
  /** The honeypot: a person never fills it; a filled one is answered as a success and dropped. */
  honeypot: "_gotcha",
  /** The id of one filled form, made in the browser: a replay of it stores nothing new. */
  submission: "_submission",
  /** The path of the page the form sits on: where a failed post without JavaScript returns. */
  page: "_page",
  subject: "_subject",
  replyTo: "_replyto",
  next: "_next",
  /** The signed time the server served the page (server/spam/time-token.ts): too quick is spam. */
  timeToken: "_t",
  ...attributionFields,
} as const;

export type SpecialField = (typeof specialFields)[keyof typeof specialFields];

/** Limits of the special fields, in characters. */
export const specialFieldLimits = {
  _gotcha: 1000,
  _submission: 64,
  _page: 200,
  _subject: 200,
  _replyto: 254,
  _next: 200,
  _t: 64,
  ...attributionLimits,
} as const satisfies Record<SpecialField, number>;

/** Validation messages; the first four are spelled exactly as the specification quotes them. */
export const validationMessages = {
  contactName: "Name must be more than 3 characters!",
  contactEmail: "Please enter a valid email address!",
  quoteName: "Name must be more than 3!",
  quoteEmail: "please enter a vailed email!",
  /** Bidirectional overrides, zero-width and control characters in a one-line field. */
  invisibleCharacters: "Please remove invisible or control characters.",
} as const;

export const sendFailureMessage = "Failed to send message. Please try again later.";

/** The shortest accepted name (PRODUCT.md #4: "Ali" is a valid name in both forms). */
export const minNameLength = 3;

/** How long the site waits for the endpoint before telling the visitor it failed. */
export const sendTimeoutMs = 30_000;

/** How long a post without a submission id counts as a replay of the same form, e-mail and message. */
export const duplicateWindowMs = 10 * 60_000;

/**
 * The contact form's pattern (text, @, text, dot, text), used by every form (PRODUCT.md #4).
 * "Text" excludes spaces and the characters that cannot appear in an everyday address
 * (`<>()[]\,;:"`), so an address can never smuggle a second recipient or markup. The domain's
 * first dot is looked for after its first character, so no two runs can trade characters: the
 * test is linear in the input, so a long address an outsider makes up costs only its length,
 * and it accepts exactly what text@text.text does.
 */
export const emailPattern =
  /^[^\s"(),:;<>@[\\\]]+@[^\s"(),:;<>@[\\\]][^\s"(),.:;<>@[\\\]]*\.[^\s"(),:;<>@[\\\]]+$/;

/**
 * Characters a person cannot see or that change how the text around them is shown: controls
 * (C0, DEL, C1), format characters (bidirectional overrides and isolates, zero-width spaces and
 * joiners, the byte-order mark, soft hyphen, tags), line/paragraph separators, private-use and
 * lone surrogates.
 */
const invisiblePattern = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}]/u;
/** The same, minus tab and line breaks, which a message keeps; everything matched is removed. */
const invisibleInMessage = /(?![\t\n\r])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}]/gu;
/** What a lossy decoder puts in place of bytes that are not UTF-8: such input is rejected. */
const replacementCharacter = "\ufffd";

export const hasInvisibleCharacters = (value: string) => invisiblePattern.test(value);
export const stripInvisibleCharacters = (value: string) => value.replace(invisibleInMessage, "");

export const isValidName = (name: string) => name.trim().length >= minNameLength;
export const isValidEmail = (email: string) =>
  emailPattern.test(email.trim()) && !hasInvisibleCharacters(email);

/** A submission id as the browser makes it (a UUID, or base64url of random bytes). */
export const submissionIdPattern = /^[\w-]{8,64}$/;

/**
 * A path of this site's shape: one leading slash, then plain path characters only (no second
 * slash at the start, no backslash, no fragment), and an optional ASCII query, so it can never
 * name another host and always fits in a Location header. The server also checks that the path
 * part is one of its pages.
 */
export const sitePathPattern = /^\/(?!\/)[\w.~/-]*(?:\?[\w.~=&+%-]*)?$/;

/** Where a successful plain (no-JavaScript) form post lands. Matches `paths.thankYou`. */
export const thankYouPath = "/thank-you";

/** The page each form lives on by default: where a failed post without JavaScript returns. */
export const formDefaultPages: Record<FormName, string> = {
  contact: "/contact-us",
  quote: "/contact-us",
  newsletter: "/careers",
};

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
  | "NOT_ACCEPTABLE"
  | "REQUEST_TIMEOUT"
  | "TOO_MANY_REQUESTS"
  | "SERVICE_UNAVAILABLE"
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

/** What validateForm returns for a valid form: the stored values plus the special fields. */
export interface ValidForm extends Submission {
  /** `_submission`, when the browser sent one. */
  submissionId: string | null;
  /** `_page` as sent (the server checks it against its pages). */
  page: string | null;
  /** Where the visit began; a value that breaks its rules is dropped (null), never refused. */
  visit: VisitAttribution;
}

/** The live message of a name that is too short, in the wording of the form it belongs to. */
export const nameMessage = (form: FormName) =>
  form === "quote" ? validationMessages.quoteName : validationMessages.contactName;
export const emailMessage = (form: FormName) =>
  form === "quote" ? validationMessages.quoteEmail : validationMessages.contactEmail;

/* ------------------------------------------------------------------------------------------ */
/* The schemas                                                                                 */
/* ------------------------------------------------------------------------------------------ */

/** A check on a string field; its params carry the Formspree code of the error it reports. */
const check = (test: (value: string) => boolean, params: ReturnType<typeof withCode>) =>
  z.refine<string>(test, params);

const withCode = (code: FieldErrorCode, error: string) => ({
  error,
  params: { code },
  abort: true,
});

const limitText = (limit: number) => `must be at most ${limit.toLocaleString("en-US")} characters`;

/** Checks every text field starts with: decodable, not over its limit. */
const textBasics = (limit: number) =>
  [
    check(
      (value: string) => !value.includes(replacementCharacter),
      withCode("TYPE_TEXT", "must be valid UTF-8 text"),
    ),
    check((value: string) => value.length <= limit, withCode("TYPE_TEXT", limitText(limit))),
  ] as const;

const visible = check(
  (value: string) => !hasInvisibleCharacters(value),
  withCode("TYPE_TEXT", validationMessages.invisibleCharacters),
);
const noMarkup = (label: string) =>
  check(
    (value: string) => !/[<>]/.test(value),
    withCode("TYPE_TEXT", `${label} must not contain < or >.`),
  );

/** A one-line field a person types: trimmed, visible characters only. */
const lineField = (limit: number, requiredMessage?: string) =>
  z
    .string()
    .check(
      ...textBasics(limit),
      visible,
      z.trim(),
      ...(requiredMessage
        ? [
            check(
              (value: string) => value !== "",
              withCode("REQUIRED_FIELD_EMPTY", requiredMessage),
            ),
          ]
        : []),
    );

const nameField = (form: FormName) =>
  lineField(fieldLimits.name, nameMessage(form)).check(
    noMarkup("Name"),
    check(isValidName, withCode("TYPE_TEXT", nameMessage(form))),
  );

const emailField = (form: FormName, limit: number = fieldLimits.email) =>
  lineField(limit, emailMessage(form)).check(
    check((value: string) => emailPattern.test(value), withCode("TYPE_EMAIL", emailMessage(form))),
  );

/** Optional one-line fields: missing or blank both mean "not given" (null). */
const blankToNull = (value: string) => (value === "" ? null : value);
const optionalLine = (schema: z.ZodMiniString<string>) =>
  z.optional(z.pipe(schema, z.transform(blankToNull)));

const phoneField = optionalLine(lineField(fieldLimits.phone).check(noMarkup("Phone")));

/** The message keeps its line breaks; invisible characters are removed rather than refused. */
const messageField = z.optional(
  z.pipe(
    z.string().check(...textBasics(fieldLimits.message)),
    // CRLF (native posts) and LF (fetch) store alike, so replays match across both.
    z.transform((value) =>
      blankToNull(stripInvisibleCharacters(value.replace(/\r\n?/g, "\n")).trimEnd()),
    ),
  ),
);

const serviceField = optionalLine(
  lineField(fieldLimits.service).check(
    check(
      (value: string) => value === "" || isQuoteService(value),
      withCode("INVALID_OPTION", "Service is not one of the offered services."),
    ),
  ),
);

const specialFieldSchemas = {
  _gotcha: z.optional(z.string().check(...textBasics(specialFieldLimits._gotcha))),
  _submission: z.optional(
    z
      .string()
      .check(
        check(
          (value: string) => submissionIdPattern.test(value),
          withCode("TYPE_TEXT", "must be 8 to 64 letters, digits, - or _"),
        ),
      ),
  ),
  _page: optionalLine(lineField(specialFieldLimits._page)),
  _t: optionalLine(lineField(specialFieldLimits._t)),
  _subject: optionalLine(lineField(specialFieldLimits._subject)),
  _replyto: z.optional(
    z.pipe(
      z.string().check(
        ...textBasics(specialFieldLimits._replyto),
        visible,
        z.trim(),
        check(
          (value: string) => value === "" || emailPattern.test(value),
          withCode("TYPE_EMAIL", "must be a valid e-mail address"),
        ),
      ),
      z.transform(blankToNull),
    ),
  ),
  _next: optionalLine(
    lineField(specialFieldLimits._next).check(
      check(
        (value: string) => value === "" || sitePathPattern.test(value),
        withCode("TYPE_TEXT", "must be a path on this site"),
      ),
    ),
  ),
};

/** Attribution comes from links, not typing: a bad value becomes null instead of an error. */
const attributionSchema = (key: AttributionKey) =>
  z.optional(
    z.pipe(
      z.string(),
      z.transform((value) => cleanAttribution(key, value)),
    ),
  );

const attributionSchemas = Object.fromEntries(
  attributionKeys.map((key) => [attributionFields[key], attributionSchema(key)]),
) as Record<(typeof attributionFields)[AttributionKey], ReturnType<typeof attributionSchema>>;

export const contactSchema = z.strictObject({
  name: nameField("contact"),
  email: emailField("contact"),
  phone: phoneField,
  message: messageField,
  ...specialFieldSchemas,
  ...attributionSchemas,
});

export const quoteSchema = z.strictObject({
  name: nameField("quote"),
  email: emailField("quote"),
  service: serviceField,
  message: messageField,
  ...specialFieldSchemas,
  ...attributionSchemas,
});

export const newsletterSchema = z.strictObject({
  email: emailField("newsletter"),
  ...specialFieldSchemas,
  ...attributionSchemas,
});

export const formSchemas = {
  contact: contactSchema,
  quote: quoteSchema,
  newsletter: newsletterSchema,
} as const satisfies Record<FormName, z.ZodMiniType>;

/* ------------------------------------------------------------------------------------------ */
/* Validation and the error list                                                               */
/* ------------------------------------------------------------------------------------------ */

export type ValidateResult = { ok: true; data: ValidForm } | { ok: false; errors: FieldError[] };

const shownFieldName = (field: string) => (field.length > 40 ? `${field.slice(0, 40)}...` : field);

function toFieldErrors(
  form: FormName,
  fields: Readonly<Record<string, unknown>>,
  issues: readonly z.core.$ZodIssue[],
): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys)
        errors.push({
          field: shownFieldName(key),
          code: "UNKNOWN_FIELD",
          message: "is not a field of this form",
        });
      continue;
    }
    const field = String(issue.path[0] ?? "");
    if (issue.code === "invalid_type") {
      const missing = !Object.hasOwn(fields, field) || fields[field] === undefined;
      const required = (formFields[form].required as readonly string[]).includes(field);
      const message =
        field === "name" ? nameMessage(form) : field === "email" ? emailMessage(form) : "";
      errors.push({
        field,
        code: missing ? "REQUIRED_FIELD_MISSING" : "TYPE_TEXT",
        message:
          missing && required && message ? message : missing ? "is required" : "must be text",
      });
      continue;
    }
    const code = (issue.code === "custom" && (issue.params?.code as FieldErrorCode)) || "TYPE_TEXT";
    errors.push({ field, code, message: issue.message });
  }
  return errors;
}

/**
 * Validates one filled form. `fields` are the decoded name/value pairs (a value that is not a
 * string, e.g. from a JSON body, is an error). On success, `data` holds the cleaned values.
 */
export function validateForm(
  form: FormName,
  fields: Readonly<Record<string, unknown>>,
): ValidateResult {
  const result = formSchemas[form].safeParse(fields);
  if (!result.success)
    return { ok: false, errors: toFieldErrors(form, fields, result.error.issues) };
  const data = result.data as Partial<Record<FieldName | SpecialField, string | null>>;
  const visit = Object.fromEntries(
    attributionKeys.map((key) => [key, data[attributionFields[key]] ?? null]),
  ) as VisitAttribution;
  return {
    ok: true,
    data: {
      form,
      name: data.name ?? null,
      email: data.email ?? null,
      phone: data.phone ?? null,
      service: data.service ?? null,
      message: data.message ?? null,
      subject: data._subject ?? null,
      replyTo: data._replyto ?? null,
      next: data._next ?? null,
      submissionId: data._submission ?? null,
      page: data._page ?? null,
      visit,
    },
  };
}

/**
 * The ids of the notice elements a page holds for a form posted without JavaScript, e.g.
 * `contact-error-name-email`: the server shows the one that fits (removes its `hidden`).
 */
export type ErrorFragmentKey = "name" | "email" | "name-email" | "invalid" | "failed";

export function errorFragmentKey(fields: readonly string[] | "failed"): ErrorFragmentKey {
  if (fields === "failed") return "failed";
  const unique = [...new Set(fields)].sort();
  if (unique.length === 1 && (unique[0] === "name" || unique[0] === "email")) return unique[0];
  if (unique.length === 2 && unique[0] === "email" && unique[1] === "name") return "name-email";
  return "invalid";
}

export const formNoticeId = (form: FormName, key: ErrorFragmentKey) => `${form}-error-${key}`;

/**
 * The id of a page's `<form>` of this name (a page holds one of each). The server ties the
 * form's time token to it (`<input name="_t" form="…">`, server/spam/time-token.ts), also for a
 * form the browser renders later, such as the quote dialog's (rendered off the page).
 */
export const formElementId = (form: FormName) => `${form}-form`;
