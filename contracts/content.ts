/**
 * The desk's Content section as both ends see it: the server sends each document's schema as
 * JSON Schema (zod's `z.toJSONSchema` of the schema in app/schema/), and the desk draws its
 * editor from that, so the desk's page loads no zod and no copy. The parts of JSON Schema the
 * editor reads are typed here; anything else in a node is ignored.
 */

/** How the editor draws a field when the type alone does not say (set with zod's `.meta`). */
export type ContentWidget = "link" | "image";

/** One node of a document's JSON Schema, as far as the editor reads it. */
export interface ContentSchemaNode {
  type?: "object" | "array" | "string" | "number" | "integer" | "boolean" | "null";
  /** The field's label in words (zod's `.meta({ title })`); else the editor derives one from the key. */
  title?: string;
  description?: string;
  widget?: ContentWidget;
  properties?: Record<string, ContentSchemaNode>;
  required?: string[];
  items?: ContentSchemaNode;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: ReadonlyArray<string | number>;
  const?: string | number | boolean;
  anyOf?: ContentSchemaNode[];
}

/** Where a value sits in a document: object keys and list positions, from the top. */
export type ContentPath = ReadonlyArray<string | number>;

/** A value the schema refuses: its place and the schema's own message. */
export interface ContentIssue {
  path: ContentPath;
  message: string;
}

/** A refused save or preview (422): every refused field, nothing stored. */
export interface ContentRefusal {
  error: string;
  issues: ContentIssue[];
}
