import type { ContentPath, ContentSchemaNode } from "@contracts/content";

/** Short keys whose words are not their letters. */
const spelledOut: Record<string, string> = {
  seo: "Search result",
  cta: "Button",
  href: "Link",
  url: "Web address",
  faq: "FAQ",
  faqs: "FAQs",
  ui: "UI",
  ux: "UX",
  ai: "AI",
  id: "Id",
};

/**
 * A field's label in words: the schema's own title when it has one, else words made of the key
 * (`imageAlt` → "Image alt", `footer_services` → "Footer services"), so no owner reads a key.
 */
export function fieldLabel(key: string, node: ContentSchemaNode): string {
  if (node.title) return node.title;
  const known = spelledOut[key.toLowerCase()];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean)
    .map((word) => spelledOut[word.toLowerCase()] ?? word.toLowerCase());
  const sentence = words.join(" ");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** The text that names a list's item in its heading: its name, title, heading or label. */
export function itemSummary(value: unknown): string {
  if (typeof value === "string") return value;
  if (!value || typeof value !== "object") return "";
  const record = value as Record<string, unknown>;
  for (const key of ["name", "title", "heading", "label", "question"]) {
    const text = record[key];
    if (typeof text === "string" && text.trim()) return text.trim();
  }
  return "";
}

/** Where a field is, in the editor's words: "Hero › Headline", "Cards › 3 › Heading". */
export function pathInWords(schema: ContentSchemaNode, path: ContentPath): string {
  const words: string[] = [];
  let node: ContentSchemaNode | undefined = schema;
  for (const part of path) {
    if (typeof part === "number") {
      words.push(String(part + 1));
      node = node?.items;
    } else {
      node = node?.properties?.[part];
      words.push(node ? fieldLabel(part, node) : part);
    }
  }
  return words.join(" › ") || "The document";
}
