import { parse } from "node-html-parser";
import { specialFields } from "@contracts/forms";

/**
 * The answer to a refused application posted without JavaScript: the opening's page with the
 * applicant's text put back into the form, each refused field marked (aria-invalid) with its
 * message in the field's message element, or the form's message for a failure of the whole
 * post. The CV is never put back: a browser cannot be given a file, so the page asks again.
 */

/** The id of a field's message element (app/components/ui/field.tsx), or the form's. */
export const applicationMessageId = (field: string) => `application-${field}-error`;

const escapeText = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const neverRefilled = new Set<string>([specialFields.honeypot, specialFields.submission]);

export function renderFailedApplication(
  html: string,
  values: ReadonlyMap<string, string>,
  errors: ReadonlyArray<{ field?: string; message: string }>,
): string | undefined {
  const root = parse(html, { comment: true });
  const form = root.querySelector('form[data-form="application"]');
  if (!form) return undefined;
  const refused = new Set(errors.flatMap((error) => (error.field ? [error.field] : [])));
  for (const control of form.querySelectorAll("input[name], textarea[name]")) {
    const name = control.getAttribute("name") ?? "";
    const value = values.get(name);
    const type = (control.getAttribute("type") ?? "text").toLowerCase();
    if (refused.has(name)) control.setAttribute("aria-invalid", "true");
    if (value === undefined || neverRefilled.has(name) || type === "hidden" || type === "file")
      continue;
    if (control.tagName.toLowerCase() === "textarea") control.set_content(escapeText(value));
    // setAttribute quotes the value (escaping `"`) and leaves the rest as it is given.
    else control.setAttribute("value", escapeText(value));
  }
  for (const error of errors)
    root
      .getElementById(applicationMessageId(error.field ?? "form"))
      ?.set_content(escapeText(error.message));
  return root.toString();
}
