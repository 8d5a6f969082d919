import { createContext, useContext } from "react";
import type { ContentIssue, ContentPath, SitePage } from "@contracts/content";

/** What every field of one editor shares: its ids' prefix, the refused fields, the site's pages. */
export interface FormContext {
  idPrefix: string;
  issues: ReadonlyMap<string, string>;
  pages: readonly SitePage[];
  /** Puts a field's new value in its place in the document. */
  setAt: (path: ContentPath, next: unknown) => void;
}

export const pathKey = (path: ContentPath) => JSON.stringify(path);

/** The schema's messages by the path of the field they refuse (the first message per field). */
export function issuesByPath(issues: readonly ContentIssue[]): ReadonlyMap<string, string> {
  const byPath = new Map<string, string>();
  for (const issue of issues) {
    const key = pathKey(issue.path);
    if (!byPath.has(key)) byPath.set(key, issue.message);
  }
  return byPath;
}

/** A field's id from its path: letters, digits and dashes only, unique within the editor. */
export const fieldId = (prefix: string, path: ContentPath) =>
  [prefix, ...path.map((part) => String(part).replace(/[^a-z0-9]/gi, "_"))].join("-");

export const ContentFormContext = createContext<FormContext>({
  idPrefix: "content",
  issues: new Map(),
  pages: [],
  setAt: () => undefined,
});

export const useContentForm = () => useContext(ContentFormContext);
