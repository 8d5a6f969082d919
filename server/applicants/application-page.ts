import { parse } from "node-html-parser";
import { specialFields } from "@contracts/forms";

/**
 * The answer to a refused application posted without JavaScript: the opening's page with the
 * applicant's text put back into the form, each refused field marked (aria-invalid) and its
 * message shown, or the form's notice for a failure of the whole post. The CV is never put
 * back: a browser cannot be given a file, so the page asks for it again.
 */

/** The id of the element that holds a field's message (or, for `form`, the whole post's). */
export const applicationNoticeId = (field: string) => `application-error-${field}`;

const escapeText = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const neverRefilled = new Set<string>([specialFields.honeypot, specialFields.submission]);

export function renderFailedApplication(
  html: string,
  values: ReadonlyMap<string, string>,
  failed: { fields: readonly string[]; message?: string },
): string | undefined {
  const root = parse(html, { comment: true });
  const form = root.querySelector('form[data-form="application"]');
  if (!form) return undefined;
  for (const control of form.querySelectorAll("input[name], textarea[name]")) {
    const name = control.getAttribute("name") ?? "";
    const value = values.get(name);
    const type = (control.getAttribute("type") ?? "text").toLowerCase();
    if (failed.fields.includes(name)) control.setAttribute("aria-invalid", "true");
    if (value === undefined || neverRefilled.has(name) || type === "hidden" || type === "file")
      continue;
    if (control.tagName.toLowerCase() === "textarea") control.set_content(escapeText(value));
    // setAttribute quotes the value (escaping `"`) and leaves the rest as it is given.
    else control.setAttribute("value", escapeText(value));
  }
  for (const field of failed.fields)
    root.getElementById(applicationNoticeId(field))?.removeAttribute("hidden");
  if (failed.message !== undefined) {
    const notice = root.getElementById(applicationNoticeId("form"));
    notice?.set_content(escapeText(failed.message));
    notice?.removeAttribute("hidden");
  }
  return root.toString();
}
