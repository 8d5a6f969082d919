import type {
  ContentConflict,
  ContentDocument,
  ContentIssue,
  ContentSummary,
  ContentVersion,
} from "@contracts/content";

/** A save's edits were made on, or a publish was chosen for, an older version than `newer`. */
export interface DraftConflict {
  newer: ContentConflict["newer"];
}

/**
 * What the desk's content API needs of the site's content: its documents, their versions and
 * the pages they render. The content section of the store, the app's registry of documents and
 * the site's publisher make it (server/content/desk-content.ts); the routes only admit, limit,
 * audit and answer.
 */
export interface ContentService {
  documents(): Promise<ContentSummary[]>;
  /** Undefined for a name that is no document's. */
  document(key: string): Promise<ContentDocument | undefined>;
  /** What the document's schema refuses in `content` (nothing: it may be saved). */
  check(key: string, content: unknown): Promise<ContentIssue[]>;
  /**
   * Saves a new draft once its schema accepts it, and, given `basedOn`, while that version is
   * still the newest; else the refused fields, or the version saved since: nothing stored.
   */
  saveDraft(
    key: string,
    content: unknown,
    by: string,
    basedOn?: number | null,
  ): Promise<ContentIssue[] | DraftConflict | undefined>;
  /**
   * Puts the newest version live while it is still `seen`, the version the editor saw (null:
   * the document had none); the site serves it once this resolves. Else the version saved
   * since, and nothing changes.
   */
  publish(key: string, by: string, seen: number | null): Promise<DraftConflict | undefined>;
  history(key: string): Promise<ContentVersion[]>;
  /** An earlier version becomes the draft; false when the document has no such version. */
  restore(key: string, version: number, by: string): Promise<boolean>;
  /** Sets the newest version, while it is still `seen`, to go live at `at`; as publish. */
  schedule(
    key: string,
    at: Date,
    by: string,
    seen: number | null,
  ): Promise<DraftConflict | undefined>;
  cancelSchedule(key: string): Promise<void>;
  /**
   * One of the document's pages as `content` would make it, drawn by the site's components
   * without a publish's finishing steps (the desk's preview frames): never stored, never served.
   */
  render(key: string, path: string, content: unknown): Promise<string | undefined>;
  /** The document's newest version rendered as one of its pages, for a private preview link. */
  renderDraft(key: string, path: string): Promise<string | undefined>;
  /** A new article's first draft under `slug`, or why there is none. */
  createArticle(
    slug: string,
    by: string,
  ): Promise<
    { created: string } | { refused: "invalid-slug" | "taken" | "invalid"; message: string }
  >;
  /** An article taken off the site, kept in the desk as a draft or not; false if there is none. */
  removeArticle(key: string, by: string, keepDraft: boolean): Promise<boolean>;
}
