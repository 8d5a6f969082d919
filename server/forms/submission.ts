import {
  formFields,
  specialFields,
  validateForm,
  type FieldError,
  type FormName,
  type ValidForm,
} from "@contracts/forms";
import { FormFailure, failures } from "./failure";
import type { Entries } from "./parse-body";

/** The most name/value pairs a submission may hold (the largest form has eight fields). */
const maxEntries = 20;

/** Name → value, refusing a name sent twice (which value would be meant?). */
function toFields(entries: Entries) {
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const errors: FieldError[] = [];
  for (const [name, value] of entries) {
    if (Object.hasOwn(fields, name))
      errors.push({
        field: name.slice(0, 40),
        code: "TYPE_TEXT",
        message: "must be sent only once",
      });
    else fields[name] = value;
  }
  if (errors.length > 0) throw new FormFailure(422, errors);
  return fields;
}

const isBlank = (value: unknown) => typeof value !== "string" || value.trim() === "";

/** Per form, built once: its data fields, and every name it knows (data and special fields). */
function formShape(form: FormName) {
  const dataFields: readonly string[] = [
    ...formFields[form].required,
    ...formFields[form].optional,
  ];
  return {
    dataFields,
    known: new Set<string>([...dataFields, ...Object.values(specialFields)]) as ReadonlySet<string>,
  };
}
const formShapes = {
  contact: formShape("contact"),
  quote: formShape("quote"),
  newsletter: formShape("newsletter"),
} satisfies Record<FormName, ReturnType<typeof formShape>>;

/** The parsed body of a post, as the body parsers leave it (server/forms/parse-body.ts). */
export type PostedBody = { entries?: Entries; fields?: Record<string, unknown> } | undefined;

/**
 * One post read and validated: its fields (also kept on the body, so a failure answered as HTML
 * can put the values back) and its cleaned data, or `data: undefined` for a bot's invalid post
 * with the honeypot filled, which must not learn why. Throws the failure for anything else wrong.
 */
export function readSubmission(
  form: FormName,
  body: PostedBody,
  isSitePage: (value: unknown) => boolean,
): { fields: Record<string, unknown>; honeypot: boolean; data?: ValidForm } {
  const entries = body?.entries ?? [];
  if (entries.length > maxEntries)
    throw failures.tooLarge("The submission has more fields than any form.");
  const fields = toFields(entries);
  if (body) body.fields = fields;

  const honeypot = !isBlank(fields[specialFields.honeypot]);
  const { dataFields, known } = formShapes[form];
  if (
    !honeypot &&
    dataFields.every((field) => isBlank(fields[field])) &&
    Object.keys(fields).every((field) => known.has(field))
  )
    throw new FormFailure(422, [{ code: "EMPTY", message: "The submission was empty." }]);

  const result = validateForm(form, fields);
  if (!result.ok && honeypot) return { fields, honeypot };
  if (!result.ok) throw new FormFailure(422, result.errors);
  const { data } = result;
  if (data.next !== null && !isSitePage(data.next))
    throw new FormFailure(422, [
      { field: specialFields.next, code: "TYPE_TEXT", message: "must be a page of this site" },
    ]);
  return { fields, honeypot, data };
}
