/**
 * The page's one inline script (decision 0124). Nothing that the first screen does
 * not need may be requested before it is on screen: on a phone every such request competes with
 * the HTML for the link, and a page measured on the slow-network model (Lighthouse) pays for
 * every request and every task that ends before its largest paint. So the island entry
 * (`data-entry`) and the rest of the stylesheet (`data-stylesheet`), both named by
 * scripts/build/postbuild.ts, are requested only once the page has loaded and a frame painted after
 * the load event is on screen (its paint entry says so), and so is the web app manifest
 * (`data-manifest`), which only an install prompt reads, and the web font (`data-font`) for the
 * next pages (app/lib/web-font.ts): the entry links and fetches those two. The first contentful paint is not enough: it
 * can come while the parser is still short of the largest text, which then paints in a later
 * frame. An entry's `paintTime` (where the browser gives it) tells the frame; its `startTime` is
 * when the pixels were shown. A tab opened in the background paints, and so loads them, when it
 * is shown. The entry's import has a task of its own, not the one that links the stylesheet, so
 * neither lengthens the other's task.
 *
 * What a visitor does to an island before it is live is kept, not lost (app/lib/early-input.ts;
 * decision 0130): clicks, keys, fields focused and left, forms sent. Each starts the
 * loader at once (the visitor wants the page to work now), and the entry makes again what
 * matters (a click on a control only the scripts make work, a tab list's arrow keys, leaving a
 * form's field, sending a form) once its island has hydrated; a form sent early posts on its own
 * if the script has not taken it over within a few seconds, as it would without JavaScript.
 *
 * This module is built on its own into the text every page carries (scripts/build/page-loader.ts,
 * minified, its CSP hash computed there): it may import constants and types, nothing that runs.
 */
import {
  earlyInputTypes,
  heldSubmitMs,
  type EarlyInput,
  type EarlyInputWindow,
} from "./early-input";

/**
 * When no paint follows the load event, the largest paint came in a frame before it, and the
 * loader waits until such a frame can be on screen: the load event plus the delay from a frame's
 * paint to its pixels, and a margin. The delay is at least `assumedDelayMs`, and longer where a
 * paint entry showed a longer one (`startTime` less `paintTime`: 70-570 ms for the first paint in
 * this machine's headless Chromium, which rasters in software). A frame can take longer still
 * (725 ms was seen for a hero's); a page then hydrates before its largest paint is shown.
 */
const marginMs = 50;
const assumedDelayMs = 250;

export const afterFirstPaintId = "after-first-paint";

/** A paint entry as Chromium gives it: `paintTime` is the frame's paint, where known. */
type PaintEntry = PerformanceEntry & { paintTime?: number };

/** Runs the loader in this page; called once, by the text the build makes of this module. */
export function afterFirstPaint(): void {
  const script = document.getElementById(afterFirstPaintId);
  const attribute = (name: string) => script?.getAttribute(name);
  let painted = false;
  let loadedAt = document.readyState === "complete" ? 0 : -1;
  let settled = false;
  let started = false;

  const link = (rel: string, href: string | null | undefined) => {
    if (!href) return;
    const element = document.createElement("link");
    element.rel = rel;
    element.href = href;
    document.head.appendChild(element);
  };

  const start = () => {
    if (started || !painted || loadedAt < 0 || !settled) return;
    started = true;
    link("stylesheet", attribute("data-stylesheet"));
    const entry = attribute("data-entry");
    if (entry) setTimeout(() => void import(/* @vite-ignore */ entry));
  };

  let lastPaint = -1;
  let delay = assumedDelayMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    if (loadedAt < 0 || !painted || settled) return;
    if (lastPaint >= loadedAt) {
      settled = true;
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(
      () => {
        settled = true;
        start();
      },
      loadedAt + delay + marginMs - performance.now(),
    );
  };
  const seen = (list: PerformanceObserverEntryList) => {
    for (const paint of list.getEntries() as PaintEntry[]) {
      // The two types watched give the first paint, the first contentful paint and the largest
      // paints; all but the first paint count.
      if (paint.name === "first-paint") continue;
      painted = true;
      if (paint.paintTime) delay = Math.max(delay, paint.startTime - paint.paintTime);
      lastPaint = Math.max(lastPaint, paint.paintTime || paint.startTime);
    }
    settle();
    start();
  };
  addEventListener("load", () => {
    loadedAt = performance.now();
    settle();
    start();
  });

  // The visitor wants the page to work now: the scripts come at once.
  const hurry = () => {
    painted = settled = true;
    loadedAt = Math.max(loadedAt, 0);
    start();
  };
  const early = window as Window & EarlyInputWindow;
  early.__islandInput = [];
  const heldForms = new Set<EventTarget>();
  /**
   * Every event of `earlyInputTypes` inside an island that has not committed is kept; the entry
   * leaves those its React root sees itself (app/islands/hydrate-islands.ts). A form sent now
   * is held: its island's root must not see it either, and it posts on its own should the
   * script not come in time.
   */
  const keep = (event: EarlyInput) => {
    // Every target of these events is an element (or the document, which has no `closest`).
    const form = event.target as HTMLFormElement;
    if (!form.closest?.("[data-island]") || form.closest("[data-hydrated]")) return;
    if (event.type === "submit") {
      // The browser has checked the fields (the form validates natively until it is live).
      event.preventDefault();
      event.stopPropagation();
      if (heldForms.has(form)) return;
      heldForms.add(form);
      setTimeout(() => {
        if (event.done) return;
        event.done = true;
        // No island form has a field named "submit", which would shadow the method.
        form.submit();
      }, heldSubmitMs);
    }
    early.__islandInput?.push(event);
    hurry();
  };
  for (const type of earlyInputTypes) addEventListener(type, keep, true);

  const Observer = window.PerformanceObserver as typeof PerformanceObserver | undefined;
  const types = Observer?.supportedEntryTypes ?? [];
  /** Watches paints of `type`; false when the browser reports none of them. */
  const watch = (type: string) => {
    if (!Observer || !types.includes(type)) return false;
    new Observer(seen).observe({ type, buffered: true });
    return true;
  };
  if (!watch("paint")) painted = true;
  if (!watch("largest-contentful-paint")) settled = true;
}
