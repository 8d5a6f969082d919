import { useEffect } from "react";

/**
 * Edits not yet saved, kept in the browser (localStorage) under the document's name, so a
 * closed tab, a lost connection or a crash loses nothing: they come back when the document is
 * opened again, until they are saved or thrown away.
 */
export interface KeptEdits {
  /** The document's newest version when they were begun (null: it had none): a save names it. */
  base: number | null;
  value: unknown;
  keptAt: string;
}

const storageKey = (documentKey: string) => `desk:content:${documentKey}`;

export function readKeptEdits(documentKey: string): KeptEdits | undefined {
  try {
    const text = window.localStorage.getItem(storageKey(documentKey));
    if (!text) return undefined;
    const kept = JSON.parse(text) as Partial<KeptEdits>;
    return "value" in kept && typeof kept.keptAt === "string"
      ? { base: kept.base ?? null, value: kept.value, keptAt: kept.keptAt }
      : undefined;
  } catch {
    return undefined;
  }
}

export function keepEdits(documentKey: string, edits: KeptEdits) {
  try {
    window.localStorage.setItem(storageKey(documentKey), JSON.stringify(edits));
  } catch {
    // A full or blocked storage: the warning before leaving still guards the edits.
  }
}

export function forgetEdits(documentKey: string) {
  try {
    window.localStorage.removeItem(storageKey(documentKey));
  } catch {
    // Nothing was kept.
  }
}

/** While `unsaved`, leaving the page asks first (the browser's own question). */
export function useWarnBeforeLeaving(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is returned.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);
}

/**
 * Keeps `value` in the browser on every change while it is unsaved (a write of a few kilobytes,
 * well under a millisecond), so not even the last key press before a crash is lost.
 */
export function useKeepEdits(
  documentKey: string,
  base: number | null,
  value: unknown,
  unsaved: boolean,
) {
  useEffect(() => {
    if (unsaved) keepEdits(documentKey, { base, value, keptAt: new Date().toISOString() });
  }, [documentKey, base, value, unsaved]);
}
