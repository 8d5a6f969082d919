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

/** Where the desk lists a document: the whole site's parts, the pages, the services, the portfolio. */
export type ContentGroup = "Site" | "Pages" | "Services" | "Portfolio" | "Insights";

/** A page of the site a link may point at: its path and its name. */
export interface SitePage {
  path: string;
  label: string;
}

/** A publish set for a date and time: it happens with nobody signed in. */
export interface ContentSchedule {
  at: string;
  /** The version it will publish. */
  version: number;
}

/** GET /admin/api/content: one document of the list. */
export interface ContentSummary {
  key: string;
  /** Its name in words: "Home", "About Us", "Team". */
  label: string;
  group: ContentGroup;
  /** The site's pages it is shown on. */
  paths: string[];
  /** The live version's number (versions are numbered across the site); null while the shipped content is live. */
  liveVersion: number | null;
  /** An article that is on no page: never published, or taken off the site. */
  offSite?: boolean;
  /** True while a saved draft differs from what is live. */
  hasDraft: boolean;
  scheduled: ContentSchedule | null;
}

/** GET /admin/api/content/:key: a document to edit. */
export interface ContentDocument extends ContentSummary {
  schema: ContentSchemaNode;
  /** What is live now. */
  live: unknown;
  /** The saved draft, or what is live when there is none. */
  draft: unknown;
  /** The version the draft is, null when the draft is what is live. */
  draftVersion: number | null;
  /**
   * The document's newest stored version, draft or live (null: none yet): the version edits
   * begun now are made on, which a save names (`basedOn`).
   */
  newestVersion: number | null;
  /** The site's pages, for the editor's links. */
  pages: SitePage[];
}

/** One field that differs between a version and the one before it. */
export interface ContentChange {
  path: ContentPath;
  /** Absent when the field was added. */
  before?: unknown;
  /** Absent when the field was removed. */
  after?: unknown;
}

/** GET /admin/api/content/:key/history: every version, newest first. */
export interface ContentVersion {
  /** 0 is the content the site shipped with, when the store holds no version of it. */
  version: number;
  /** The content as a release of the site shipped it. */
  shipped: boolean;
  /** Who saved it (an e-mail) and when (null for the shipped content). */
  savedBy: string;
  savedAt: string | null;
  /** When it went live, if it ever did; `live` while it is. */
  publishedAt: string | null;
  live: boolean;
  /** What changed against the version before it (the shipped content for the first). */
  changes: ContentChange[];
}

/**
 * A save refused (409) because its edits were made on an older version than the newest: the
 * version saved since, and the document as it is now. Nothing was stored.
 */
export interface ContentConflict {
  error: string;
  newer: { version: number; savedBy: string; savedAt: string };
  document: ContentDocument;
}

/** A private preview link to send: signed, and valid until `expiresAt`. */
export interface ContentPreviewLink {
  url: string;
  expiresAt: string;
}

/**
 * A document's name as a URL spells it: its slash a dot (`pages/home` is `pages.home`), since
 * the server refuses an encoded slash in any path and a plain one would split the path.
 */
export const contentUrlKey = (key: string) => key.replace("/", ".");
