import type { z } from "zod";
import type { ContentDocument, ContentSummary, ContentVersion } from "@contracts/content";

/**
 * What the desk's content API needs of the site's content: its documents, their versions and
 * the pages they render. The content section of the store and the site's publisher make it;
 * the routes only check, limit, audit and answer.
 */
export interface ContentService {
  documents(): Promise<ContentSummary[]>;
  /** Undefined for a name that is no document's. */
  document(key: string): Promise<ContentDocument | undefined>;
  /** The document's own schema, which every save and preview is checked with. */
  schemaOf(key: string): z.ZodType | undefined;
  saveDraft(key: string, content: unknown, by: string): Promise<void>;
  /** Puts the draft live; the site serves it once this resolves. */
  publish(key: string, by: string): Promise<void>;
  history(key: string): Promise<ContentVersion[]>;
  /** An earlier version becomes the draft; false when the document has no such version. */
  restore(key: string, version: number, by: string): Promise<boolean>;
  schedule(key: string, at: Date, by: string): Promise<void>;
  cancelSchedule(key: string, by: string): Promise<void>;
  /** One of the document's pages as `content` would make it: never stored, never served. */
  render(key: string, path: string, content: unknown): Promise<string>;
  /** The document's saved draft rendered as one of its pages, for a private preview link. */
  renderDraft(key: string, path: string): Promise<string | undefined>;
}
