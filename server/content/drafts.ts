import {
  checkContent,
  contentKeys,
  isArticleKey,
  isContentKey,
  shippedContent,
  type ContentKey,
  type SiteContent,
} from "~/content/documents";
import type { ContentIssue } from "@contracts/content";
import { ContentConflictError, type ContentVersion } from "@server/store/content/content";
import type { Store } from "@server/store/store";

/** The largest body a document may be saved with (the longest shipped one is about 12 KB). */
export const maxContentBytes = 256 * 1024;

export type DraftOutcome =
  | { saved: ContentVersion }
  | { refused: "unknown-document" }
  | { refused: "too-large" }
  | { refused: "invalid"; issues: ContentIssue[] }
  /** The edits were made on a version that is no longer the newest: `newer` was saved since. */
  | { refused: "conflict"; newer: ContentVersion | undefined };

/**
 * Saves a draft of one document once its schema accepts it, as a visitor would read it (the
 * identity's tokens filled in); a refused body is not stored, and what is live never changes.
 */
export async function saveContentDraft(
  store: Store,
  input: { key: string; body: unknown; author: string | null; basedOn?: number | null },
): Promise<DraftOutcome> {
  const { key, body, author, basedOn } = input;
  if (!isContentKey(key) && !isArticleKey(key)) return { refused: "unknown-document" };
  const text = JSON.stringify(body);
  if (text === undefined || Buffer.byteLength(text) > maxContentBytes)
    return { refused: "too-large" };
  const identity = key === "identity" ? body : (await siteContentOf(store, "latest")).identity;
  const checked = checkContent(key, body, identity as SiteContent["identity"]);
  if (!checked.ok) return { refused: "invalid", issues: checked.issues };
  try {
    return { saved: await store.saveContentDraft({ key, body, author, basedOn }) };
  } catch (error) {
    if (error instanceof ContentConflictError) return { refused: "conflict", newer: error.newest };
    throw error;
  }
}

/** The whole site's content as shipped: what the build renders. */
export const shippedSiteContent = () => structuredClone(shippedContent);

/**
 * The whole site's content from the store over the shipped defaults: the live versions
 * (what visitors see) or the newest ones (a preview of every draft). A stored body the
 * document's schema no longer accepts (a release changed it) falls back to the shipped one,
 * so one old version can never stop the site from being built. An article's version with no
 * body (null) is the article taken off the site: it is left out, shipped or not.
 */
export async function siteContentOf(
  store: Store,
  which: "live" | "latest",
  overrides: Partial<Record<ContentKey, unknown>> = {},
): Promise<SiteContent> {
  const stored =
    which === "live" ? await store.liveContentVersions() : await store.latestContentVersions();
  const bodies = new Map<string, unknown>(stored.map((version) => [version.key, version.body]));
  for (const [key, body] of Object.entries(overrides)) bodies.set(key, body);
  const content = shippedSiteContent() as Record<ContentKey, unknown>;
  const identity = bodies.get("identity");
  if (identity !== undefined && checkContent("identity", identity, identity as never).ok)
    content.identity = identity;
  for (const key of contentKeys) {
    const body = bodies.get(key);
    if (key === "identity" || body === undefined) continue;
    if (checkContent(key, body, content.identity as SiteContent["identity"]).ok)
      content[key] = body;
  }
  const site = content as SiteContent;
  for (const [key, body] of bodies)
    if (isArticleKey(key) && body !== null && checkContent(key, body, site.identity).ok)
      site[key] = body as SiteContent[typeof key];
  const removed = new Set([...bodies].flatMap(([key, body]) => (body === null ? [key] : [])));
  return Object.fromEntries(
    Object.entries(site).filter(([key]) => !removed.has(key)),
  ) as unknown as SiteContent;
}
