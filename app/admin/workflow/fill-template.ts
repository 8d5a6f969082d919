import { quoteServiceOptions } from "@contracts/forms";
import { identity } from "@contracts/identity";
import type { Lead } from "@contracts/desk";

/**
 * A saved reply filled in for one lead: `{name}`, `{service}` and `{company}` become the lead's
 * and the company's values; any other `{word}` stays as written, for the owner to see and fix.
 * Plain text replacement: nothing in a template is ever evaluated.
 */
export function fillTemplate(text: string, lead: Pick<Lead, "name" | "service">) {
  const service = quoteServiceOptions.find((option) => option.value === lead.service);
  const values: Record<string, string> = {
    name: lead.name?.trim() || "there",
    service: service?.label ?? (lead.service?.trim() || "your project"),
    company: identity.companyName,
  };
  return text.replace(/\{(\w+)\}/g, (whole, word: string) =>
    Object.hasOwn(values, word) ? (values[word] ?? whole) : whole,
  );
}
