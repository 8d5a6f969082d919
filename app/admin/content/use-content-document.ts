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

  const take = useCallback(
    (found: ContentDocument, edits?: unknown, editsBase?: number | null) => {
      setDocument(found);
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
  });
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
    actions: { ...actions, undoEdits },
  };
}

/** The calls an owner makes on a document, each ending in a notice of what it did. */
function useContentActions({
  documentKey,
  value,
  base,
  unsaved,
  take,
  setIssues,
  setNotice,
  setBusy,
}: {
  documentKey: string;
  value: unknown;
  base: number | null;
  unsaved: boolean;
  take: (found: ContentDocument, edits?: unknown, editsBase?: number | null) => void;
  setIssues: (issues: ContentIssue[]) => void;
  setNotice: (notice: string) => void;
  setBusy: (busy: boolean) => void;
}) {
  /** Runs one call; a refusal's fields are marked, its message shown. */
  const run = async (work: () => Promise<ContentDocument>, done: string, keepEdits = false) => {
    setBusy(true);
    try {
      const found = await work();
      take(found, keepEdits ? value : undefined, keepEdits ? base : undefined);
      setIssues(noIssues);
      setNotice(done);
      return true;
    } catch (failure) {
      const refused = issuesOf(failure);
      if (refused) setIssues(refused);
      const conflict = conflictOf(failure);
      // The edits stay as typed; the document becomes the newer one, so the next save is
      // made on it on purpose, never by accident.
      if (conflict) take(conflict.document, value, conflict.document.newestVersion);
      setNotice(conflict ? overtaken(conflict) : (failure as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const saveDraft = () =>
    run(
      () =>
        api<ContentDocument>(contentPath(documentKey, "draft"), {
          method: "PUT",
          body: { content: value, basedOn: base },
        }),
      "Draft saved. It is not on the site until you publish it.",
    );
  const publish = async () => {
    if (unsaved && !(await saveDraft())) return;
    await run(
      () => api<ContentDocument>(contentPath(documentKey, "publish"), { method: "POST", body: {} }),
      "Published: the site shows it now.",
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
    if (unsaved && !(await saveDraft())) return;
    await run(
      () =>
        api<ContentDocument>(contentPath(documentKey, "schedule"), { method: "PUT", body: { at } }),
      "Publishing is set.",
    );
  };
  const cancelSchedule = () =>
    run(
      () => api<ContentDocument>(contentPath(documentKey, "schedule"), { method: "DELETE" }),
      "The scheduled publish is cancelled.",
      true,
    );
  return { saveDraft, publish, restore, schedule, cancelSchedule };
}
