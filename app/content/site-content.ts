import { shippedContent, type ContentKey, type ContentOf, type SiteContent } from "./shipped";
import givenContent from "./given-content";
import { withIdentity } from "./identity-tokens";
import type { SiteIdentity } from "./site-identity";
import type { MediaPicture, SiteMedia } from "@contracts/media";
import { articlesOf, type Article } from "./articles";

/**
 * The content the route modules read while a page renders. The build renders the shipped
 * content (or the content it is given, app/content/given-content.ts); the publisher sets the owner's content around each
 * render it runs, one render at a time, with `renderingContent`.
 */
const shipped: SiteContent = givenContent ?? shippedContent;
let current: SiteContent = shipped;
const filled = new WeakMap<SiteContent, Map<ContentKey, unknown>>();

/** Makes `content` what the pages read until it is set again; undefined is the shipped content. */
export function setSiteContent(content: SiteContent | undefined) {
  current = content ?? shipped;
}

/** One document of the content being rendered, with the identity's tokens filled in. */
export function siteContent<Key extends ContentKey>(key: Key): ContentOf<Key> {
  let documents = filled.get(current);
  if (!documents) filled.set(current, (documents = new Map()));
  if (!documents.has(key)) documents.set(key, withIdentity(current[key], current.identity));
  return documents.get(key) as ContentOf<Key>;
}

/** The company identity being rendered (names, phones, e-mail, address, hours, links). */
export const siteIdentity = (): SiteIdentity => current.identity;

/**
 * The uploaded pictures the content names, set by the publisher with the content; the build
 * knows none, so a build from content that names one stops at that page.
 */
let media: SiteMedia = {};

export function setSiteMedia(given: SiteMedia | undefined) {
  media = given ?? {};
}

/**
 * An image field's upload (`media:<id>`) as the page draws it; undefined for a shipped
 * artwork's name. An upload nobody stored fails the render, as an unknown artwork does.
 */
export function uploadedPicture(ref: string) {
  if (!ref.startsWith("media:")) return undefined;
  const found = media[ref.slice("media:".length)];
  if (!found) throw new Error(`No uploaded picture ${ref}.`);
  return found;
}

/**
 * An item whose `image` field is drawn on a page: a shipped artwork's URL through `art`, or
 * an upload in all its sizes and formats with its width and height (the page's box follows
 * the photo) and the library's alt text as `imageAlt`, for an item with no alt field of its own.
 */
export function withContentImage<Item extends { image: string }>(
  item: Item,
  art: (name: string) => string,
): Omit<Item, "image"> & { image: MediaPicture | string; imageAlt?: string } {
  const upload = uploadedPicture(item.image);
  return upload
    ? { ...item, image: upload.picture, imageAlt: upload.alt }
    : { ...item, image: art(item.image) };
}
const filledArticles = new WeakMap<SiteContent, Article[]>();

/** The articles of the content being rendered, newest first, with the identity's tokens filled in. */
export function siteArticles(): Article[] {
  let articles = filledArticles.get(current);
  if (!articles)
    filledArticles.set(
      current,
      (articles = articlesOf(current).map((article) => withIdentity(article, current.identity))),
    );
  return articles;
}
