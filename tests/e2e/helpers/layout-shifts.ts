/**
 * Layout shifts as the browser reports them (the Layout Instability API, what CLS adds up),
 * recorded in the page and read back by a test: each moved element as a short description.
 */
import type { Page } from "@playwright/test";

type ShiftWindow = Window & { layoutShifts?: string[] };

/**
 * Starts recording in the page: with `page.addInitScript` every shift from the first paint on,
 * with `page.evaluate` those from now on (`fromStart` also takes those already reported).
 */
export function recordLayoutShifts({ fromStart }: { fromStart: boolean }): void {
  const shifts: string[] = [];
  (window as ShiftWindow).layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; sources: Array<{ node?: Node }> }
    >)
      for (const source of entry.sources)
        shifts.push(
          source.node instanceof Element
            ? `${entry.value.toFixed(4)} <${source.node.localName} class="${source.node.className.toString()}"${source.node.getAttribute("aria-label") ? ` aria-label="${source.node.getAttribute("aria-label")}"` : ""}>`
            : `${entry.value.toFixed(4)} ${String(source.node?.nodeName)}`,
        );
  }).observe({ type: "layout-shift", buffered: fromStart });
}

/** The shifts recorded so far. */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as ShiftWindow).layoutShifts ?? []);
