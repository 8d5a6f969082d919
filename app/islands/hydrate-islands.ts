import type { Root } from "react-dom/client";
import { pressTypes, type EarlyInput, type EarlyInputWindow } from "~/lib/early-input";
import type { IslandName } from "./registry";

/**
 * React and react-dom load with the first island that is needed, in tasks of their own, not with
 * this module: their evaluation, the largest task of a page, never shares the page's start-up.
 */
const hydrateIsland = (root: HTMLElement): Promise<Root> =>
  import("./hydrate-island").then((module) => module.hydrateIsland(root));

/**
 * When each island is worth its JavaScript (decision 0065). "intent": when a
 * visitor points at, touches, focuses or types in it; until then its HTML works on its own (the
 * header's menu is a native popover, a quote button posts a form to the contact page). "visible":
 * when it comes near the screen. Any island hydrates at once on intent. Nothing hydrates merely
 * because the page is idle: a visitor who only reads never pays for React.
 */
const trigger: Record<IslandName, "intent" | "visible" | "with-opener"> = {
  Header: "intent",
  Tabs: "visible",
  QuoteButton: "intent",
  // The dialog is closed until a QuoteButton opens it; it hydrates with the first QuoteButton.
  QuoteDialog: "with-opener",
  ContactForm: "visible",
  ApplicationForm: "visible",
  NewsletterSignup: "visible",
};

const intentEvents = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/** The controls inside islands that do nothing until their island has hydrated. */
const scriptOnlyControl = "button[type=button]:not([popovertarget]), [role=tab]";

/** Keys a tab list answers (app/components/ui/tabs.tsx) that a button alone ignores. */
const tabKeys: readonly string[] = ["ArrowLeft", "ArrowRight", "Home", "End"];

/**
 * What to make again, once its island is live, of an event the page's loader kept
 * (app/lib/after-first-paint.ts), or null for one that needs nothing: links, popover toggles
 * and plain typing work without the scripts. From `data-hydrating` on, React replays a click or
 * a key itself; a blur it may miss until it has committed, and a sent form the loader holds.
 */
function replayOf(event: EarlyInput): (() => void) | null {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return null;
  const reactSeesIt = target.closest("[data-hydrating]") !== null;
  if (event.type === "click" && !reactSeesIt) {
    const control = target.closest<HTMLElement>(scriptOnlyControl);
    return control && (() => control.click());
  }
  if (event instanceof KeyboardEvent && !reactSeesIt && tabKeys.includes(event.key)) {
    const tab = target.closest("[role=tab]");
    return (
      tab &&
      (() => tab.dispatchEvent(new KeyboardEvent("keydown", { key: event.key, bubbles: true })))
    );
  }
  if (event.type === "focusout" && target.matches("form [name]"))
    return () => target.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
  if (event instanceof SubmitEvent && target instanceof HTMLFormElement) {
    const { submitter } = event;
    return () => target.requestSubmit(submitter?.isConnected ? submitter : null);
  }
  return null;
}

/**
 * Keeps a press on a form's send button inside an island that is not live from the island's
 * root, where React, hydrating the island, would hydrate all of it inside the press. The click's
 * default, the submit, still happens; the page's loader holds it and the entry sends it once the
 * island is live (decision 0130). Installed by the entry before any island hydrates
 * (before that React listens nowhere); returns its removal.
 */
export function keepPressesFromIslandsNotLive(target: Window): () => void {
  const shield = (event: Event) => {
    const control = (event.target as Element).closest?.("button, input");
    if (
      (control as HTMLButtonElement | null)?.type === "submit" &&
      (control as HTMLButtonElement).form &&
      control?.closest("[data-island]") &&
      !control.closest("[data-hydrated]")
    )
      event.stopPropagation();
  };
  for (const type of pressTypes) target.addEventListener(type, shield, true);
  return () => {
    for (const type of pressTypes) target.removeEventListener(type, shield, true);
  };
}

/**
 * Hydrates every island of the page, each as its own React root, when it is needed (see
 * `trigger`), and resolves with the roots once all of them have committed (on a page with
 * islands nobody has touched, never). Each committed island carries `data-hydrated`.
 */
export function hydrateIslands(document: Document): Promise<Root[]> {
  const roots = [...document.querySelectorAll<HTMLElement>("[data-island]")].filter(
    // An island inside another island's slot belongs to the slot's static HTML.
    (root) => root.parentElement?.closest("[data-island]") === null,
  );
  const started = new Map<HTMLElement, Promise<Root>>();
  const settled = new Map<HTMLElement, (root: Promise<Root>) => void>();
  const all = Promise.all(
    roots.map((root) => new Promise<Root>((resolve) => settled.set(root, resolve))),
  );

  const start = (root: HTMLElement): Promise<Root> => {
    let hydrated = started.get(root);
    if (!hydrated) {
      hydrated = hydrateIsland(root);
      started.set(root, hydrated);
      settled.get(root)?.(hydrated);
      // The dialog and every quote button of the page go live together: a button needs the
      // dialog's opener, and buttons that stay links beside a live one would behave unlike it.
      if (root.dataset.island === "QuoteButton") {
        const together = roots
          .filter(
            (other) =>
              other.dataset.island === "QuoteButton" ||
              trigger[other.dataset.island as IslandName] === "with-opener",
          )
          .map(start);
        hydrated = Promise.all([hydrated, ...together]).then(([own]) => own);
        started.set(root, hydrated);
      }
    }
    return hydrated;
  };
  /**
   * What the page's loader kept from before the island was live (app/lib/after-first-paint.ts),
   * made again once it is, unless the loader has posted a held form on its own before this ran.
   */
  const replayWhenLive = (event: EarlyInput) => {
    const replay = replayOf(event);
    const target = event.target as Node;
    const root = replay && roots.find((island) => island.contains(target));
    if (!replay || !root) return;
    // The script has come: a held form is the entry's now (the loader's plain post after a few
    // seconds is off), sent by the script once live, or plainly should its island fail to load.
    const ours = !event.done;
    const claimed = ours && event.type === "submit";
    if (claimed) event.done = true;
    start(root).then(
      () => {
        if (!ours || (event.done && !claimed) || !target.isConnected) return;
        event.done = true;
        replay();
      },
      () => {
        if (claimed && target instanceof HTMLFormElement) target.submit();
      },
    );
  };

  // `display: contents` boxes never intersect; an island's first element stands in for it.
  const owner = new Map<Element, HTMLElement>();
  const observer =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver(
          (entries) =>
            entries
              .filter((entry) => entry.isIntersecting)
              .forEach((entry) => {
                observer?.unobserve(entry.target);
                const root = owner.get(entry.target);
                if (root) void start(root);
              }),
          { rootMargin: "200px 0px" },
        )
      : undefined;

  for (const root of roots) {
    const onIntent = () => void start(root);
    for (const type of intentEvents)
      root.addEventListener(type, onIntent, { once: true, capture: true, passive: true });
    // An island of a name this code does not know hydrates as "visible" does, so that the
    // error surfaces; without IntersectionObserver, "visible" means at once.
    if ((trigger[root.dataset.island as IslandName] ?? "visible") !== "visible") continue;
    const box = root.firstElementChild;
    if (!box || !observer) {
      void start(root).catch(() => {});
      continue;
    }
    owner.set(box, root);
    observer.observe(box);
  }
  // From here on the loader hands what it keeps straight to this page's islands.
  const early = window as EarlyInputWindow;
  const kept = Array.isArray(early.__islandInput) ? (early.__islandInput as EarlyInput[]) : [];
  early.__islandInput = { push: replayWhenLive };
  kept.forEach(replayWhenLive);
  return all;
}
