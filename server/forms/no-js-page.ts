import { parse, type HTMLElement } from "node-html-parser";
import {
  formNoticeId,
  specialFields,
  type ErrorFragmentKey,
  type FormName,
} from "@contracts/forms";

/**
 * The answer to a failed form post made without JavaScript: the page the form sits on, with
 * the visitor's input put back into the form and the notice that explains the failure shown.
 * No redirect, so nothing the request carried (Referer, `_page`) ever becomes a Location.
 */

/** Fields never written back: the honeypot would trip the next post, the id must be fresh. */
const neverRefilled = new Set<string>([specialFields.honeypot, specialFields.submission]);

const escapeText = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
// setAttribute quotes the value (escaping `"`) but leaves `&` alone.
const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;");

function refill(control: HTMLElement, value: string) {
  const tag = control.tagName.toLowerCase();
  if (tag === "textarea") {
    control.set_content(escapeText(value));
  } else if (tag === "select") {
    for (const option of control.querySelectorAll("option")) {
      if ((option.getAttribute("value") ?? option.text) === value)
        option.setAttribute("selected", "");
      else option.removeAttribute("selected");
    }
  } else {
    const type = (control.getAttribute("type") ?? "text").toLowerCase();
    if (type === "checkbox" || type === "radio") {
      if (control.getAttribute("value") === value) control.setAttribute("checked", "");
    } else if (type !== "file" && type !== "password" && type !== "submit") {
      control.setAttribute("value", escapeAttribute(value));
    }
  }
}

/**
 * Puts each off-page island of the page back where the build left it empty, markup included,
 * and no longer marked: the browser then hydrates it instead of rendering it anew (decision 0041).
 */
function putOffPageIslandsBack(root: HTMLElement, offPageIslands: string) {
  const islands = parse(offPageIslands).querySelectorAll("[data-island]");
  for (const placeholder of root.querySelectorAll("[data-island][data-off-page]")) {
    const name = placeholder.getAttribute("data-island");
    const island = islands.find((candidate) => candidate.getAttribute("data-island") === name);
    if (!island) continue;
    placeholder.set_content(island.innerHTML);
    placeholder.removeAttribute("data-off-page");
  }
}

/**
 * Rewrites `html`: its off-page islands are put back (the quote dialog is one); inside
 * `form[data-form="<form>"]` each named field gets the submitted value (hidden fields keep the
 * page's own), the notice `#<form>-error-<key>` loses its `hidden`, and a popover around the
 * form (the quote dialog) opens: it stops being a popover, which only script can show, and is
 * marked `data-open`, so it shows where it stands without script or styles; the dialog turns it
 * back into a popover when it hydrates. Returns undefined when the page holds no such form.
 */
export function renderFailedForm(
  html: string,
  form: FormName,
  values: ReadonlyMap<string, string>,
  notice: ErrorFragmentKey,
  offPageIslands?: string,
): string | undefined {
  const root = parse(html, { comment: true });
  if (offPageIslands) putOffPageIslandsBack(root, offPageIslands);
  const element = root.querySelector(`form[data-form="${form}"]`);
  if (!element) return undefined;
  for (const control of element.querySelectorAll("input[name], textarea[name], select[name]")) {
    const name = control.getAttribute("name") ?? "";
    const value = values.get(name);
    if (value === undefined || neverRefilled.has(name)) continue;
    if (control.getAttribute("type")?.toLowerCase() === "hidden") continue;
    refill(control, value);
  }
  const noticeElement = root.getElementById(formNoticeId(form, notice));
  noticeElement?.removeAttribute("hidden");
  let parent = element.parentNode;
  while (parent && !parent.hasAttribute?.("popover")) parent = parent.parentNode;
  if (parent) {
    parent.removeAttribute("popover");
    parent.setAttribute("data-open", "");
  }
  return root.toString();
}
