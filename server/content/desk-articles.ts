import { articleKeyOf, isArticleKey, type ArticleKey } from "~/content/documents";
import { articleSlugMessage } from "@contracts/content-schema";
import type { Store } from "../store/store";
import { saveContentDraft, siteContentOf } from "./drafts";
import type { DeskLiveSite } from "./desk-content";

/**
 * Articles are the one collection of documents whose keys the owner makes: a new article is
 * a first draft under its slug; taking one off the site publishes its removal (a version with
 * no body), so every page that lists it changes at once and its history is kept.
 */

export type NewArticleOutcome =
  { created: ArticleKey } | { refused: "invalid-slug" | "taken" | "invalid"; message: string };

/** The first draft of a new article: every field filled in for the owner to rewrite. */
async function firstDraft(store: Store, now: Date) {
  const team = (await siteContentOf(store, "latest"))["pages/our-team"].team.members;
  return {
    title: "A new article from our team",
    searchTitle: "A new article",
    summary:
      "One or two sentences on what a reader learns from this article: shown in lists and search results.",
    date: now.toISOString().slice(0, 10),
    author: team[0]?.name ?? "Our team",
    tags: ["news"],
    body: [
      "Write the article here, in Markdown.",
      "",
      "## A heading",
      "",
      "Paragraphs are separated by an empty line. A list is lines starting with a dash, a link is [words](/contact-us), a quote starts with >.",
      "",
      "- a point",
      "- another point",
    ].join("\n"),
  };
}

/** Whether the store holds `key` as an article still in the desk (its newest version has a body). */
async function articleHeld(store: Store, key: string) {
  const [newest] = await store.contentHistory(key, { limit: 1 });
  return newest !== undefined && newest.body !== null;
}

export async function createArticle(
  store: Store,
  slug: string,
  by: string,
  options: { now?: Date; shipped: readonly string[] },
): Promise<NewArticleOutcome> {
  const key = articleKeyOf(slug);
  if (!isArticleKey(key)) return { refused: "invalid-slug", message: articleSlugMessage };
  const history = await store.contentHistory(key, { limit: 1 });
  if ((history.length === 0 && options.shipped.includes(key)) || (await articleHeld(store, key)))
    return { refused: "taken", message: "An article already has this slug: choose another." };
  const body = await firstDraft(store, options.now ?? new Date());
  const outcome = await saveContentDraft(store, { key, body, author: by });
  if ("saved" in outcome) return { created: key };
  return { refused: "invalid", message: "The first draft could not be saved." };
}

/**
 * Takes an article off the site: its removal is published, so the list, its tags, the feeds,
 * the sitemap and the home page change at once. With `keepDraft`, the article stays in the
 * desk as a draft (unpublished); without, it leaves the desk too (deleted; its versions stay
 * in the store, and a new article under the same slug can restore them from its history).
 */
export async function removeArticle(
  store: Store,
  liveSite: DeskLiveSite | undefined,
  input: { key: string; by: string; keepDraft: boolean },
): Promise<boolean> {
  const { key, by, keepDraft } = input;
  if (!isArticleKey(key)) return false;
  const [newest] = await store.contentHistory(key, { limit: 1 });
  if (newest && newest.body === null) return false;
  await store.saveContentDraft({ key, body: null, author: by });
  if (liveSite) await liveSite.publish([key], by);
  else await store.publishContent({ keys: [key], author: by });
  if (keepDraft && newest)
    await store.restoreContentVersion({ key, versionId: newest.id, author: by });
  return true;
}
