/**
 * The page's one inline script (docs/decisions/0124, 0145). Nothing that the first screen does
 * not need may be requested before it is on screen: on a phone every such request competes with
 * the HTML for the link, and a page measured on the slow-network model (Lighthouse) pays for
 * every request and every task that ends before its largest paint. So the island entry
 * (`data-entry`) and the rest of the stylesheet (`data-stylesheet`), both named by
 * scripts/postbuild.ts, are requested only once the page has loaded and a frame painted after
 * the load event is on screen (its paint entry says so), and so is the web app manifest
 * (`data-manifest`), which only an install prompt reads, and the web font (`data-font`) is
 * fetched for the next pages (app/lib/web-font.ts). The first contentful paint is not enough: it
 * can come while the parser is still short of the largest text, which then paints in a later
 * frame. An entry's `paintTime` (where the browser gives it) tells the frame; its `startTime` is
 * when the pixels were shown. A tab opened in the background paints, and so loads them, when it
 * is shown. The entry's import and the font's fetch each have a task of their own, not the one
 * that links the stylesheet (docs/decisions/0157).
 *
 * What a visitor does to an island before it is live is kept (app/lib/early-input.ts;
 * docs/decisions/0130, 0170): a click on a control only the scripts make work, a tab list's
 * arrow keys, leaving a form's field, sending a form. Each starts the loader at once, and the
 * entry makes it again once its island has hydrated; a form sent early posts on its own if the
 * script has not taken it over within a few seconds (0171). Focusing a form's field also starts
 * the loader at once: the visitor is about to use the form.
 *
 * This module is built on its own into the text every page carries (scripts/build/page-loader.ts,
 * minified, its CSP hash computed there): it may import constants and types, nothing that runs.
 */
import {
  heldSubmitMs,
  islandForm,
  scriptOnlyControl,
  tabKeys,
  type EarlyInput,
  type EarlyInputWindow,
} from "./early-input";
import { webFontFlag } from "./web-font";

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
    link("manifest", attribute("data-manifest"));
    const entry = attribute("data-entry");
    if (entry) setTimeout(() => void import(/* @vite-ignore */ entry));
    const font = attribute("data-font");
    if (font && "FontFace" in window && !document.documentElement.classList.contains(webFontFlag))
      setTimeout(() => {
        new FontFace(webFontFlag, `url(${font})`).load().then(
          () => {
            try {
              localStorage.setItem(webFontFlag, "1");
            } catch {
              // Storage refused (private mode, quota): the next page paints in the system font.
            }
          },
          () => {},
        );
      });
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
      if (paint.name !== "first-contentful-paint" && paint.entryType !== "largest-contentful-paint")
        continue;
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
  const held: EarlyInput[] = [];
  early.__islandInput = [];
  const keep = (input: EarlyInput) => {
    held.push(input);
    early.__islandInput?.push(input);
    hurry();
  };
  /**
   * The element of `selector` an event is for, unless its island is `live`. React replays a click
   * or a key on an island it is hydrating, so those are its own from `data-hydrating` on; a blur
   * it may miss until it has committed (`data-hydrated`), and a held submit waits for that too:
   * a quote button needs its dialog live as well (app/islands/hydrate-islands.ts).
   */
  const beforeLive = (event: Event, selector: string, live = "[data-hydrating]") => {
    const target = event.target instanceof Element ? event.target.closest(selector) : null;
    return target && !target.closest(live) ? target : null;
  };
  const listen = <Type extends keyof WindowEventMap>(
    type: Type,
    listener: (event: WindowEventMap[Type]) => void,
  ) => addEventListener(type, listener, true);

  listen("click", (event) => {
    const target = beforeLive(event, scriptOnlyControl);
    if (target) keep({ type: "click", target });
  });
  listen("keydown", (event) => {
    const target = beforeLive(event, "[data-island] [role=tab]");
    if (target && tabKeys.includes(event.key)) keep({ type: "keydown", target, key: event.key });
  });
  listen("focusin", (event) => {
    if (beforeLive(event, islandForm)) hurry();
  });
  listen("focusout", (event) => {
    const target = beforeLive(event, `${islandForm} [name]`, "[data-hydrated]");
    if (target) keep({ type: "focusout", target });
  });
  listen("submit", (event) => {
    const form = beforeLive(event, islandForm, "[data-hydrated]");
    if (!(form instanceof HTMLFormElement)) return;
    // The browser has checked the fields (the form validates natively until it is live). The
    // island's root, hydrating, must not see it: it is made again once the island is live.
    event.preventDefault();
    event.stopPropagation();
    if (held.some((input) => input.target === form && input.type === "submit" && !input.done))
      return;
    const input: EarlyInput = { type: "submit", target: form, submitter: event.submitter };
    keep(input);
    setTimeout(() => {
      if (input.done) return;
      input.done = true;
      // The prototype's: a field named "submit" would shadow the form's own method.
      HTMLFormElement.prototype.submit.call(form);
    }, heldSubmitMs);
  });

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
