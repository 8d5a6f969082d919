import { z } from "zod";
import type {
  ContentDocument as DeskDocument,
  ContentIssue,
  ContentSchemaNode,
  ContentSummary,
  ContentVersion as DeskVersion,
  SitePage,
} from "@contracts/content";
import {
  articleDocument,
  checkContent,
  contentDocuments,
  contentKeys,
  documentFor,
  isArticleKey,
  isContentKey,
  articlesOf,
  shippedContent,
  type ArticleKey,
  type ContentKey,
} from "~/content/documents";
import { ContentConflictError, type ContentVersion } from "../store/content/content";
import type { Store } from "../store/store";
import type { ContentService, DraftConflict } from "../content-desk/content-service";
import { fieldChanges } from "../content-desk/field-changes";
import { saveContentDraft, siteContentOf, type DraftOutcome } from "./drafts";
import { createArticle, removeArticle } from "./desk-articles";
import type { LiveSite } from "./live-site";

/** What the desk uses of the live site (live-site.ts): publishing, and a page of a draft. */
export type DeskLiveSite = Pick<LiveSite, "publish" | "preview" | "draw">;

/** A schema's issue with its place as the editor reads it: keys and list positions. */
const deskIssue = ({ path, message }: ContentIssue): ContentIssue => ({ path, message });

/** Each document's schema as JSON Schema for the editor: made once, the schemas never change. */
const schemaNodes = new Map<string, ContentSchemaNode>();
function schemaNode(key: ContentKey | ArticleKey): ContentSchemaNode {
  // Every article has the one schema of articles.
  const named = isContentKey(key) ? key : "insights/";
  let node = schemaNodes.get(named);
  if (!node) {
    node = z.toJSONSchema(
      (isContentKey(key) ? contentDocuments[key] : articleDocument(key)).schema,
      {
        io: "input",
        unrepresentable: "any",
      },
    ) as ContentSchemaNode;
    schemaNodes.set(named, node);
  }
  return node;
}

/** The pages a link may point at, named as the desk lists them. */
const sitePages: SitePage[] = contentKeys.flatMap((key) => {
  const { paths, label, group } = contentDocuments[key];
  // A document's first path is its page (the careers page's second is the closed opening's).
  return group !== "Site" && paths[0] !== undefined && key !== "pages/not-found"
    ? [{ path: paths[0], label }]
    : [];
});

/**
 * The desk's view of the site's content: the app's documents (their labels, schemas and
 * shipped bodies) over the store's versions. Versions are the store's ids, numbered across
 * the site, so "version 12" names one thing wherever it is read.
 */
async function summaries(store: Store) {
  const [latest, live, pending] = await Promise.all([
    store.latestContentVersions(),
    store.liveContentVersions(),
    store.pendingContentSchedules(),
  ]);
  const byKey = <T extends { key: string }>(rows: T[]) =>
    new Map(rows.map((row) => [row.key, row]));
  return { latest: byKey(latest), live: byKey(live), pending };
}
/**
 * The articles the desk lists: every one the store holds whose newest version is not its
 * removal (a null body), and the shipped ones it does not hold yet.
 */
const articleKeysOf = (state: Awaited<ReturnType<typeof summaries>>): ArticleKey[] => [
  ...new Set([
    ...[...state.latest.values()].flatMap((version) =>
      isArticleKey(version.key) && version.body !== null ? [version.key] : [],
    ),
    ...articlesOf(shippedContent)
      .map((article) => article.key)
      .filter((key) => !state.latest.has(key)),
  ]),
];

const summaryOf = (
  key: ContentKey | ArticleKey,
  state: Awaited<ReturnType<typeof summaries>>,
): ContentSummary => {
  const newest = state.latest.get(key);
  const live = state.live.get(key);
  // An article never published, or taken off the site, is on no page.
  const offSite =
    isArticleKey(key) && (live ? live.body === null : documentFor(key)?.shipped === undefined);
  const { label, group, paths } = isContentKey(key)
    ? contentDocuments[key]
    : articleDocument(key, newest?.body as { title?: unknown } | undefined);
  const schedule = state.pending.find((one) => one.versions.some((version) => version.key === key));
  return {
    key,
    label,
    group,
    paths: [...paths],
    liveVersion: offSite ? null : (live?.id ?? null),
    ...(offSite ? { offSite } : {}),
    hasDraft: newest !== undefined && newest.state !== "live",
    scheduled: schedule
      ? {
          at: schedule.dueAt,
          version: schedule.versions.find((version) => version.key === key)?.versionId ?? 0,
        }
      : null,
  };
};

/** What a document's schema refuses in `content`, and for an article, an author not of the team. */
async function checkDocument(store: Store, key: string, content: unknown) {
  if (!isContentKey(key) && !isArticleKey(key)) return [{ path: [], message: "No such content." }];
  const identity =
    key === "identity" ? (content as never) : (await siteContentOf(store, "latest")).identity;
  const checked = checkContent(key, content, identity);
  if (!checked.ok) return checked.issues.map(deskIssue);
  return isArticleKey(key) ? authorIssues(store, content) : [];
}

/** An article's author is one of the team's members, as the team page names them now. */
async function authorIssues(store: Store, content: unknown): Promise<ContentIssue[]> {
  const members = (await siteContentOf(store, "latest"))["pages/our-team"].team.members;
  const author =
    typeof content === "object" && content !== null
      ? (content as { author?: unknown }).author
      : undefined;
  if (members.some((member) => member.name === author)) return [];
  return [
    {
      path: ["author"],
      message: `Choose a member of the team: ${members.map((member) => member.name).join(", ")}.`,
    },
  ];
}

/** A document's versions, newest first, each with what changed against the one before it. */
async function historyOf(store: Store, key: string): Promise<DeskVersion[]> {
  // One more than shown, so the oldest shown has the version before it to compare with.
  const versions = await store.contentHistory(key, { limit: 51 });
  const shipped = documentFor(key)?.shipped;
  const saved = versions.slice(0, 50).map((version, index) => ({
    version: version.id,
    shipped: version.origin === "release",
    savedBy: version.author ?? "a release of the site",
    savedAt: version.createdAt,
    publishedAt: version.publishedAt,
    live: version.state === "live",
    changes: fieldChanges(versions[index + 1]?.body ?? shipped, version.body),
  }));
  // A server that publishes stores the shipped content as the first version; else it is added.
  if (versions.length > 50 || shipped === undefined || versions.at(-1)?.origin === "release")
    return saved;
  // The content the site shipped with is the first version, restorable like any other.
  const shippedVersion = {
    version: 0,
    shipped: true,
    savedBy: "the site as shipped",
    savedAt: null,
    publishedAt: null,
    live: !versions.some((version) => version.state === "live"),
    changes: [],
  };
  return [...saved, shippedVersion];
}

/** An earlier version, or the shipped content (version 0), copied as the newest draft. */
async function restoreVersion(store: Store, key: string, version: number, by: string) {
  if (version === 0) {
    const body = documentFor(key)?.shipped;
    if (body === undefined) return false;
    return "saved" in (await saveContentDraft(store, { key, body, author: by }));
  }
  return (await store.restoreContentVersion({ key, versionId: version, author: by })) !== undefined;
}

/** The version saved since the editor's edits were begun or their draft was seen. */
const conflictWith = (newer: ContentVersion | undefined): DraftConflict => ({
  newer: {
    version: newer?.id ?? 0,
    savedBy: newer?.author ?? "a release of the site",
    savedAt: newer?.createdAt ?? new Date().toISOString(),
  },
});

/** Nothing once `work` is done; the newer version when a draft was saved since it was seen. */
async function unlessOvertaken(work: () => Promise<unknown>): Promise<DraftConflict | undefined> {
  try {
    await work();
    return undefined;
  } catch (error) {
    if (error instanceof ContentConflictError) return conflictWith(error.newest);
    throw error;
  }
}

/** One document's newest version put live, while it is the one the editor saw. */
const publishSeen = (
  store: Store,
  liveSite: DeskLiveSite | undefined,
  { key, by, seen }: { key: string; by: string; seen: number | null },
) =>
  unlessOvertaken(() => {
    const basedOn = { [key]: seen };
    return liveSite
      ? liveSite.publish([key], by, basedOn)
      : store.publishContent({ keys: [key], author: by, basedOn });
  });

/** A save's outcome as the desk's routes answer it: nothing when saved, else why not. */
function deskOutcome(outcome: DraftOutcome): ContentIssue[] | DraftConflict | undefined {
  if ("saved" in outcome) return undefined;
  if (outcome.refused === "invalid") return outcome.issues.map(deskIssue);
  if (outcome.refused === "conflict") return conflictWith(outcome.newer);
  return [
    {
      path: [],
      message:
        outcome.refused === "too-large" ? "The content is too long to save." : "No such content.",
    },
  ];
}

/**
 * The desk's view of the site's content. With the live site (a server with a build to render
 * with), a publish is served before it answers and a preview is the page a publish would
 * serve; without one, a publish only changes the store.
 */
export function deskContent(store: Store, liveSite?: DeskLiveSite): ContentService {
  /** The page as a publish would serve it (a private link), or only drawn (the desk's frames). */
  const renderWith = async (
    key: ContentKey | ArticleKey,
    path: string,
    body: unknown,
    finished: boolean,
  ) => {
    if (!liveSite) return undefined;
    const content = await siteContentOf(store, "latest", { [key]: body });
    return finished ? (await liveSite.preview(content, path)).html : liveSite.draw(content, path);
  };

  return {
    async documents() {
      const state = await summaries(store);
      return [...contentKeys, ...articleKeysOf(state)].map((key) => summaryOf(key, state));
    },
    async document(key) {
      if (!isContentKey(key) && !isArticleKey(key)) return undefined;
      const state = await summaries(store);
      if (isArticleKey(key) && !articleKeysOf(state).includes(key)) return undefined;
      const live = state.live.get(key);
      const newest = state.latest.get(key);
      const liveBody = live?.body ?? documentFor(key)?.shipped ?? null;
      return {
        ...summaryOf(key, state),
        schema: schemaNode(key),
        live: liveBody,
        draft: newest?.body ?? liveBody,
        draftVersion: newest && newest.state !== "live" ? newest.id : null,
        newestVersion: newest?.id ?? null,
        pages: sitePages,
      } satisfies DeskDocument;
    },
    check: (key, content) => checkDocument(store, key, content),
    async saveDraft(key, content, by, basedOn) {
      // An article is checked whole first: its schema's messages, then its author's.
      const issues = isArticleKey(key) ? await checkDocument(store, key, content) : [];
      if (issues.length > 0) return issues;
      return deskOutcome(
        await saveContentDraft(store, { key, body: content, author: by, basedOn }),
      );
    },
    publish: (key, by, seen) => publishSeen(store, liveSite, { key, by, seen }),
    history: (key) => historyOf(store, key),
    restore: (key, version, by) => restoreVersion(store, key, version, by),
    schedule: (key, at, by, seen) =>
      unlessOvertaken(() =>
        store.scheduleContentPublish({
          keys: [key],
          dueAt: at,
          author: by,
          basedOn: { [key]: seen },
        }),
      ),
    async cancelSchedule(key) {
      const pending = await store.pendingContentSchedules();
      for (const schedule of pending)
        if (schedule.versions.some((version) => version.key === key))
          await store.cancelContentSchedule(schedule.id);
    },
    async render(key, path, content) {
      return isContentKey(key) || isArticleKey(key)
        ? renderWith(key, path, content, false)
        : undefined;
    },
    createArticle: (slug, by) =>
      createArticle(store, slug, by, {
        shipped: articlesOf(shippedContent).map((article) => article.key),
      }),
    removeArticle: (key, by, keepDraft) => removeArticle(store, liveSite, { key, by, keepDraft }),
    async renderDraft(key, path) {
      const entry = documentFor(key);
      if (!entry?.paths.includes(path) || (!isContentKey(key) && !isArticleKey(key)))
        return undefined;
      const newest = (await store.latestContentVersions()).find(
        (version: ContentVersion) => version.key === key,
      );
      return renderWith(key, path, newest?.body ?? entry.shipped, true);
    },
  };
}
