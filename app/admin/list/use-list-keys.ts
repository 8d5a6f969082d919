import { useEffect, type RefObject } from "react";

/** Where a key is text being typed, not a command. */
const typingTarget = "input, textarea, select, [contenteditable]:not([contenteditable='false'])";

/**
 * The list's keys: `/` focuses the search, `j` and `k` move the focus to the next and the
 * previous lead's link (the row shows it), and Enter opens it as any focused link does. Keys
 * typed into a field, or with a modifier, are left alone. The focus itself is the selection, so
 * a screen reader reads the lead's name and nothing more.
 */
export function useListKeys(list: RefObject<HTMLElement | null>, searchId: string) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.target instanceof Element && event.target.closest(typingTarget)) return;
      if (event.key === "/") {
        event.preventDefault();
        document.getElementById(searchId)?.focus();
        return;
      }
      const step = event.key === "j" ? 1 : event.key === "k" ? -1 : 0;
      const links = [...(list.current?.querySelectorAll<HTMLElement>("[data-lead-link]") ?? [])];
      if (step === 0 || links.length === 0) return;
      event.preventDefault();
      const at = document.activeElement ? links.indexOf(document.activeElement as HTMLElement) : -1;
      const next = at === -1 ? (step > 0 ? 0 : links.length - 1) : at + step;
      const link = links[Math.min(links.length - 1, Math.max(0, next))];
      link?.focus();
      link?.scrollIntoView({ block: "nearest" });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [list, searchId]);
}
