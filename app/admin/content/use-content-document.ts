import { useCallback, useEffect, useMemo, useState } from "react";
import {
  contentUrlKey,
  type ContentConflict,
  type ContentDocument,
  type ContentIssue,
  type ContentRefusal,
} from "@contracts/content";
import { api, ApiError } from "~/admin/api";
import { forgetEdits, readKeptEdits, useKeepEdits, useWarnBeforeLeaving } from "./kept-edits";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const noIssues: ContentIssue[] = [];

export const contentPath = (key: string, action = "") =>
  `/content/${contentUrlKey(key)}${action ? `/${action}` : ""}`;

/** A refusal's fields, when the answer was a 422 with them. */
const issuesOf = (failure: unknown): ContentIssue[] | undefined =>
  failure instanceof ApiError && failure.status === 422
    ? ((failure.answer as Partial<ContentRefusal> | undefined)?.issues ?? undefined)
    : undefined;

/** A 409's answer: the edits were made on an older version than the one saved since. */
const conflictOf = (failure: unknown): ContentConflict | undefined =>
  failure instanceof ApiError && failure.status === 409
    ? (failure.answer as ContentConflict | undefined)
    : undefined;

/** What the desk says of a save another session overtook, the time in the desk's own words. */
const overtaken = ({ newer }: ContentConflict) =>
  `Not saved: ${newer.savedBy} saved a newer version at ${new Date(newer.savedAt).toLocaleString()} while you were editing. Your edits are still here and kept in this browser. Save draft again to put yours over it (theirs stays in History), or Undo unsaved edits to take theirs.`;

/** What the desk says of a publish or a schedule refused because a newer draft was saved. */
const unseen = ({ newer }: ContentConflict, refused: "published" | "scheduled") =>
  `Not ${refused}: ${newer.savedBy} saved a newer version at ${new Date(newer.savedAt).toLocaleString()}, after the one you saw. Nothing on the site changed. Reload to see theirs (yours stays in History), then ${refused === "published" ? "publish" : "schedule"} again.`;

/** How a call treats a 409: a save keeps the edits over the newer version; a publish offers it. */
type Overtaken = "save" | "published" | "scheduled";

/**
 * One document in the editor: what the server holds, the owner's edits (kept in the browser
 * until saved) with the version they were made on, the fields the schema refused, and the
 * actions that send them.
 */
export function useContentDocument(documentKey: string) {
  const [document, setDocument] = useState<ContentDocument>();
  const [value, setValue] = useState<unknown>();
  // The version the edits were made on: a save names it, and another session's save since
  // makes the server refuse it rather than overwrite unseen work.
  const [base, setBase] = useState<number | null>(null);
  const [issues, setIssues] = useState<ContentIssue[]>(noIssues);
  const [notice, setNotice] = useState("");
  const [busy, setBusy] = useState(false);
  // The newer version a publish was refused for, until the owner reloads to see it.
  const [newer, setNewer] = useState<ContentDocument>();

  const take = useCallback(
    (found: ContentDocument, edits?: unknown, editsBase?: number | null) => {
      setDocument(found);
      setNewer(undefined);
      setValue(edits ?? found.draft);
      if (edits === undefined) forgetEdits(documentKey);
      if (edits === undefined || editsBase === undefined) setBase(found.newestVersion);
      else setBase(editsBase);
    },
    [documentKey],
  );

  useEffect(() => {
    api<ContentDocument>(contentPath(documentKey))
      .then((found) => {
        const kept = readKeptEdits(documentKey);
        const back = kept && !same(kept.value, found.draft) ? kept : undefined;
        take(found, back?.value, back?.base);
        if (back) setNotice("Your unsaved edits are back: save them, or undo them.");
      })
      .catch((failure: unknown) => setNotice((failure as Error).message));
  }, [documentKey, take]);

  const unsaved = useMemo(
    () => document !== undefined && value !== undefined && !same(value, document.draft),
    [document, value],
  );
  useKeepEdits(documentKey, base, value, unsaved);
  useWarnBeforeLeaving(unsaved);

  const actions = useContentActions({
    documentKey,
    value,
    base,
    unsaved,
    take,
    setIssues,
    setNotice,
    setBusy,
    setNewer,
  });
  const reload = () => {
    if (!newer) return;
    take(newer);
    setIssues(noIssues);
    setNotice("The newest version is loaded: check the preview, then publish it.");
  };
  const undoEdits = () => {
    if (!document) return;
    forgetEdits(documentKey);
    setValue(document.draft);
    setBase(document.newestVersion);
    setIssues(noIssues);
    setNotice("Your unsaved edits are undone.");
  };

  return {
    document,
    value,
    setValue,
    issues,
    setIssues,
    notice,
    busy,
    unsaved,
    /** A newer version than the one shown, saved by someone else: the owner may reload it. */
    overtakenBy: newer,
    actions: { ...actions, undoEdits, reload },
  };
}

/** What the editor's calls change: the document and its edits, the marks, the notice. */
interface ActionState {
  documentKey: string;
  value: unknown;
  base: number | null;
  unsaved: boolean;
  take: (found: ContentDocument, edits?: unknown, editsBase?: number | null) => void;
  setIssues: (issues: ContentIssue[]) => void;
  setNotice: (notice: string) => void;
  setBusy: (busy: boolean) => void;
  setNewer: (newer: ContentDocument | undefined) => void;
}

/** Runs one call; a refusal's fields are marked, its message shown. The document, if done. */
const runnerOf =
  ({ value, base, take, setIssues, setNotice, setBusy, setNewer }: ActionState) =>
  async (
    work: () => Promise<ContentDocument>,
    done: string,
    { keepEdits = false, refused = "save" }: { keepEdits?: boolean; refused?: Overtaken } = {},
  ) => {
    setBusy(true);
    try {
      const found = await work();
      take(found, keepEdits ? value : undefined, keepEdits ? base : undefined);
      setIssues(noIssues);
      setNotice(done);
      return found;
    } catch (failure) {
      const issues = issuesOf(failure);
      if (issues) setIssues(issues);
      const conflict = conflictOf(failure);
      // A save's edits stay as typed; the document becomes the newer one, so the next save
      // is made on it on purpose, never by accident. A publish's draft is saved already: the
      // owner keeps seeing it until they choose to load the newer one.
      if (conflict && refused === "save")
        take(conflict.document, value, conflict.document.newestVersion);
      else if (conflict) setNewer(conflict.document);
      setNotice(
        !conflict
          ? (failure as Error).message
          : refused === "save"
            ? overtaken(conflict)
            : unseen(conflict, refused),
      );
      return undefined;
    } finally {
      setBusy(false);
    }
  };

/** The calls an owner makes on a document, each ending in a notice of what it did. */
function useContentActions(state: ActionState) {
  const { documentKey, value, base, unsaved } = state;
  const run = runnerOf(state);

  const saveDraft = () =>
    run(
      () =>
        api<ContentDocument>(contentPath(documentKey, "draft"), {
          method: "PUT",
          body: { content: value, basedOn: base },
        }),
      "Draft saved. It is not on the site until you publish it.",
    );
  /**
   * The version the owner sees, saved first if it has unsaved edits; a publish names it, so
   * that a draft someone else saved since is refused rather than published unseen.
   */
  const seenVersion = async (): Promise<{ basedOn: number | null } | undefined> => {
    if (!unsaved) return { basedOn: base };
    const saved = await saveDraft();
    return saved && { basedOn: saved.newestVersion };
  };
  const publish = async () => {
    const seen = await seenVersion();
    if (!seen) return;
    await run(
      () =>
        api<ContentDocument>(contentPath(documentKey, "publish"), { method: "POST", body: seen }),
      "Published: the site shows it now.",
      { refused: "published" },
    );
  };
  const restore = (version: number) =>
    run(
      () =>
        api<ContentDocument>(contentPath(documentKey, "restore"), {
          method: "POST",
          body: { version },
        }),
      `${version === 0 ? "The content as shipped" : `Version ${version}`} is the draft again: publish it to put it live.`,
    );
  const schedule = async (at: string) => {
    const seen = await seenVersion();
    if (!seen) return;
    await run(
      () =>
        api<ContentDocument>(contentPath(documentKey, "schedule"), {
          method: "PUT",
          body: { at, ...seen },
        }),
      "Publishing is set: this version goes live then, whatever is saved in between.",
      { refused: "scheduled" },
    );
  };
  const cancelSchedule = () =>
    run(
      () => api<ContentDocument>(contentPath(documentKey, "schedule"), { method: "DELETE" }),
      "The scheduled publish is cancelled.",
      { keepEdits: true },
    );
  return { saveDraft, publish, restore, schedule, cancelSchedule };
}
