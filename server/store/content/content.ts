import { isoTime } from "../database/iso-time";

/**
 * The site's content as the owner edits it: the section's interface and rows; each dialect's
 * SQL is beside it (sqlite.ts, postgres.ts). A document (a page, a collection, the identity)
 * is named by its key (app/content/documents.ts). Every save is a new version, never an
 * overwrite; one version of each document is live; a document with no version is shown as
 * shipped. The store keeps bodies as the JSON text it was given: checking them against the
 * document's schema is the caller's (server/content/), before it saves.
 */

/** Where a version came from: the owner's edit, a restore of an older one, a release's default. */
export type ContentOrigin = "edit" | "restore" | "release";

/** `live`: the one visitors see; `published`: live once, not now; `draft`: never published. */
export type ContentVersionState = "live" | "published" | "draft";

export interface ContentVersion {
  id: number;
  key: string;
  body: unknown;
  /** Who saved it (the desk user's e-mail); null for a release's default. */
  author: string | null;
  origin: ContentOrigin;
  /** The version a restore copied. */
  restoredFrom: number | null;
  createdAt: string;
  /** When it was first made live. */
  publishedAt: string | null;
  state: ContentVersionState;
}

/** One publish: several documents made live at once, all or none. */
export interface ContentPublish {
  /** Increases with every publish: the site's generation, which every server follows. */
  id: number;
  author: string | null;
  publishedAt: string;
  /** The documents it made live, each with its version. */
  versions: Array<{ key: string; versionId: number }>;
  scheduleId: number | null;
}

/** A publish set for a time: the versions it publishes are fixed when it is scheduled. */
export interface ContentSchedule {
  id: number;
  versions: Array<{ key: string; versionId: number }>;
  dueAt: string;
  author: string | null;
  createdAt: string;
  /** When it ran, and the publish it made (none when every version was live already). */
  ranAt: string | null;
  publishId: number | null;
  cancelledAt: string | null;
}

/**
 * A save made on a version that is no longer the document's newest: someone saved since.
 * Nothing was stored; `newest` is the version saved since.
 */
export class ContentConflictError extends Error {
  constructor(readonly newest: ContentVersion | undefined) {
    super("A newer version of this content was saved since these edits were begun.");
  }
}

/**
 * The newest version of each document as the editor saw it when they chose to publish (null:
 * the document had none): what they previewed is what goes live, or nothing does.
 */
export type SeenVersions = Readonly<Record<string, number | null>>;

/**
 * The first of `keys` whose newest version (`pinned`) is not the one `basedOn` names: a draft
 * was saved since the editor saw it. Undefined when every one is as seen.
 */
export function overtakenKey(
  keys: string[],
  pinned: Array<{ key: string; versionId: number }>,
  basedOn: SeenVersions | undefined,
): string | undefined {
  if (!basedOn) return undefined;
  const newest = new Map(pinned.map(({ key, versionId }) => [key, versionId]));
  return keys.find(
    (key) => Object.hasOwn(basedOn, key) && (newest.get(key) ?? null) !== basedOn[key],
  );
}

/**
 * A publish makes a version live only over an older one: a schedule set before the owner
 * published a newer version by hand leaves that document as the owner left it.
 */
export const replacesLive = (live: number | undefined, versionId: number) =>
  live === undefined || live < versionId;

export interface ContentStore {
  /**
   * A new draft of `key`; the live version does not change. With `basedOn` (the version the
   * edits were made on; null: the document had none), it is saved only while that version is
   * still the newest, checked and saved as one step across servers; else ContentConflictError.
   */
  saveContentDraft(input: {
    key: string;
    body: unknown;
    author: string | null;
    origin?: "edit" | "release";
    basedOn?: number | null;
  }): Promise<ContentVersion>;
  /** The version `versionId` of `key` copied as its newest draft; undefined if there is none. */
  restoreContentVersion(input: {
    key: string;
    versionId: number;
    author: string | null;
  }): Promise<ContentVersion | undefined>;
  contentVersion(id: number): Promise<ContentVersion | undefined>;
  /** The newest version of each document that has one (a draft, or the live one). */
  latestContentVersions(): Promise<ContentVersion[]>;
  /** The live version of each document that has one. */
  liveContentVersions(): Promise<ContentVersion[]>;
  /** Versions of `key`, newest first, `limit` of them, older than version `before` if given. */
  contentHistory(
    key: string,
    options?: { limit?: number; before?: number },
  ): Promise<ContentVersion[]>;
  /**
   * Makes the newest version of each of `keys` live, in one transaction: all or none. Keys
   * whose newest version is already live (or that have none) are left as they are; when none is
   * left, nothing is written and the answer is undefined. With `basedOn`, each key it names
   * must still have the newest version it names, checked in the same transaction; else
   * ContentConflictError and nothing is published.
   */
  publishContent(input: {
    keys: string[];
    author: string | null;
    basedOn?: SeenVersions;
  }): Promise<ContentPublish | undefined>;
  /** The newest publish's id (0 before the first): servers compare it to know the site changed. */
  contentGeneration(): Promise<number>;
  contentPublish(id: number): Promise<ContentPublish | undefined>;
  /**
   * Schedules the newest version of each of `keys` to go live at `dueAt`: those versions, not
   * a draft saved later. Held to `basedOn` as a publish is.
   */
  scheduleContentPublish(input: {
    keys: string[];
    dueAt: Date;
    author: string | null;
    basedOn?: SeenVersions;
  }): Promise<ContentSchedule | undefined>;
  /** Cancels a schedule that has not run; false if it ran, was cancelled or is unknown. */
  cancelContentSchedule(id: number): Promise<boolean>;
  /** The schedules that have not run and are not cancelled, soonest first. */
  pendingContentSchedules(): Promise<ContentSchedule[]>;
  /**
   * Runs each schedule due by now: its publish and its mark as done in one transaction, so a
   * schedule runs exactly once, whichever server gets to it and whatever restarts between.
   */
  publishDueContent(): Promise<ContentPublish[]>;
  /**
   * Remembers pages the live content made that may go (an opening's): once live, a page's
   * address answers 410 when it goes, on every server and after a restart, even when no build
   * ever had it. Paths already remembered are left as they are.
   */
  rememberLivePaths(paths: readonly string[]): Promise<void>;
  /** Every path rememberLivePaths was given, lower-cased. */
  pathsEverLive(): Promise<string[]>;
}

/** The part of the store that remembers the pages ever live that may go. */
export type PathsEverLive = "rememberLivePaths" | "pathsEverLive";

export interface ContentVersionRow {
  id: number | string;
  doc_key: string;
  body: string;
  author: string | null;
  origin: ContentOrigin;
  restored_from: number | string | null;
  created_at: string | Date;
  published_at: string | Date | null;
  live: number | boolean | null;
}

export const toContentVersion = (row: ContentVersionRow): ContentVersion => ({
  id: Number(row.id),
  key: row.doc_key,
  body: JSON.parse(row.body) as unknown,
  author: row.author,
  origin: row.origin,
  restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
  createdAt: isoTime(row.created_at),
  publishedAt: row.published_at === null ? null : isoTime(row.published_at),
  state: row.live ? "live" : row.published_at === null ? "draft" : "published",
});

export interface ContentPublishRow {
  id: number | string;
  author: string | null;
  published_at: string | Date;
  versions: string;
  schedule_id: number | string | null;
}

export const toContentPublish = (row: ContentPublishRow): ContentPublish => ({
  id: Number(row.id),
  author: row.author,
  publishedAt: isoTime(row.published_at),
  versions: JSON.parse(row.versions) as ContentPublish["versions"],
  scheduleId: row.schedule_id === null ? null : Number(row.schedule_id),
});

export interface ContentScheduleRow {
  id: number | string;
  versions: string;
  due_at: string | Date;
  author: string | null;
  created_at: string | Date;
  ran_at: string | Date | null;
  publish_id: number | string | null;
  cancelled_at: string | Date | null;
}

export const toContentSchedule = (row: ContentScheduleRow): ContentSchedule => ({
  id: Number(row.id),
  versions: JSON.parse(row.versions) as ContentSchedule["versions"],
  dueAt: isoTime(row.due_at),
  author: row.author,
  createdAt: isoTime(row.created_at),
  ranAt: row.ran_at === null ? null : isoTime(row.ran_at),
  publishId: row.publish_id === null ? null : Number(row.publish_id),
  cancelledAt: row.cancelled_at === null ? null : isoTime(row.cancelled_at),
});

/** A version's columns with whether it is live, for a `FROM content_versions v` query. */
export const versionColumns = `v.id, v.doc_key, v.body, v.author, v.origin, v.restored_from,
  v.created_at, v.published_at,
  EXISTS (SELECT 1 FROM content_live l WHERE l.version_id = v.id) AS live`;

/** The default and the largest page of a history. */
export const historyLimit = (limit = 50) => Math.min(Math.max(1, Math.floor(limit)), 200);
