import { articlesOf, contentKeys, shippedContent } from "~/content/documents";
import type { Store } from "@server/store/store";
import { shippedSiteContent } from "./drafts";

/**
 * How shipped defaults and the owner's content meet: the owner's published version wins. A
 * document the store has never held is stored once, as shipped, and published (origin
 * "release"), so that a later release's new default does not reach the running site by itself:
 * `importReleaseDefaults` saves it as a draft the owner may publish, or not.
 */
export async function recordShippedContent(store: Store): Promise<string[]> {
  const stored = new Set((await store.latestContentVersions()).map((version) => version.key));
  const shipped = shippedSiteContent();
  const missing = shippedKeys().filter((key) => !stored.has(key));
  for (const key of missing)
    await store.saveContentDraft({ key, body: shipped[key], author: null, origin: "release" });
  if (missing.length > 0) await store.publishContent({ keys: missing, author: null });
  return missing;
}

/** Every document a release ships: the fixed ones and its articles. */
const shippedKeys = (): Array<keyof typeof shippedContent> => [
  ...contentKeys,
  ...articlesOf(shippedContent).map((article) => article.key),
];

/** The newest version a release brought of `key`, or undefined. */
async function newestReleaseBody(store: Store, key: string): Promise<unknown> {
  let before: number | undefined;
  for (;;) {
    const page = await store.contentHistory(key, { limit: 200, ...(before ? { before } : {}) });
    const release = page.find((version) => version.origin === "release");
    if (release) return release.body;
    if (page.length < 200) return undefined;
    before = page.at(-1)?.id;
  }
}

/**
 * `npm run content -- import`: each document whose shipped body differs from the one the last
 * release brought gets it as a new draft (origin "release"); nothing is published.
 */
export async function importReleaseDefaults(store: Store): Promise<string[]> {
  await recordShippedContent(store);
  const shipped = shippedSiteContent();
  const drafted: string[] = [];
  for (const key of shippedKeys()) {
    const previous = await newestReleaseBody(store, key);
    if (JSON.stringify(previous) === JSON.stringify(shipped[key])) continue;
    await store.saveContentDraft({ key, body: shipped[key], author: null, origin: "release" });
    drafted.push(key);
  }
  return drafted;
}
