import type { ContentSchemaNode } from "@contracts/content";

/** What the editor draws for one schema node. */
export type FieldKind =
  | { kind: "group"; properties: Record<string, ContentSchemaNode>; required: string[] }
  | { kind: "list"; items: ContentSchemaNode }
  | { kind: "text"; long: boolean }
  | { kind: "choice"; options: ReadonlyArray<string | number> }
  | { kind: "fixed"; value: string | number | boolean }
  | { kind: "number" }
  | { kind: "toggle" }
  | { kind: "link" }
  | { kind: "image" }
  | { kind: "unsupported" };

/** A text this long or longer is a paragraph, edited in a textarea. */
const longTextLength = 20;

const constOf = (node: ContentSchemaNode) =>
  node.const ?? (node.enum?.length === 1 ? node.enum[0] : undefined);

/** The node without a `null` alternative (a nullable field is edited as its value). */
export function withoutNull(node: ContentSchemaNode): ContentSchemaNode {
  const others = node.anyOf?.filter((option) => option.type !== "null");
  if (!others || others.length !== 1 || others.length === node.anyOf?.length) return node;
  return { ...others[0], title: node.title ?? others[0]?.title };
}

/** How a node is edited: by its widget, then its shape, then its type. */
export function fieldKind(schema: ContentSchemaNode): FieldKind {
  const node = withoutNull(schema);
  if (node.widget === "link") return { kind: "link" };
  if (node.widget === "image") return { kind: "image" };
  const fixed = constOf(node);
  if (fixed !== undefined) return { kind: "fixed", value: fixed };
  if (node.enum) return { kind: "choice", options: node.enum };
  const options = node.anyOf?.map(constOf);
  if (
    options?.length &&
    options.every((option) => typeof option === "string" || typeof option === "number")
  )
    return { kind: "choice", options: options as Array<string | number> };
  switch (node.type) {
    case "object":
      return { kind: "group", properties: node.properties ?? {}, required: node.required ?? [] };
    case "array":
      return node.items ? { kind: "list", items: node.items } : { kind: "unsupported" };
    case "string":
      return {
        kind: "text",
        long: (node.minLength ?? 0) >= longTextLength || (node.maxLength ?? 0) > 120,
      };
    case "number":
    case "integer":
      return { kind: "number" };
    case "boolean":
      return { kind: "toggle" };
    default:
      return { kind: "unsupported" };
  }
}

/** The value a new list item starts with: what the schema needs, empty. */
export function emptyValue(schema: ContentSchemaNode): unknown {
  const node = withoutNull(schema);
  const kind = fieldKind(node);
  switch (kind.kind) {
    case "group":
      return Object.fromEntries(
        kind.required.flatMap((key) => {
          const property = kind.properties[key];
          return property ? [[key, emptyValue(property)]] : [];
        }),
      );
    case "list":
      return Array.from({ length: node.minItems ?? 0 }, () => emptyValue(kind.items));
    case "fixed":
      return kind.value;
    case "choice":
      return kind.options[0];
    case "number":
      return node.minimum ?? 0;
    case "toggle":
      return false;
    default:
      return "";
  }
}
