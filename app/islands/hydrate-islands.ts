import type { Root } from "react-dom/client";
import type { EarlyInput, EarlyInputWindow } from "~/lib/early-input";
import type { IslandName } from "./registry";

/**
 * React and react-dom load with the first island that is needed, in tasks of their own, not with
 * this module (docs/decisions/0077).
 */
const hydrateIsland = (root: HTMLElement): Promise<Root> =>
  import("./hydrate-island").then((module) => module.hydrateIsland(root));

/**
 * When each island is worth its JavaScript (docs/decisions/0076, 0122). "intent": when a
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
  NewsletterSignup: "visible",
};

const intentEvents = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/** Makes again, on its live island, what a visitor did before it was live. */
function replay(input: EarlyInput) {
  const { target } = input;
  if (input.type === "click" && target instanceof HTMLElement) target.click();
  else if (input.type === "keydown")
    target.dispatchEvent(new KeyboardEvent("keydown", { key: input.key, bubbles: true }));
  else if (input.type === "focusout")
    target.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
  else if (input.type === "submit" && target instanceof HTMLFormElement) {
    const { submitter } = input;
    target.requestSubmit(submitter?.isConnected && target.contains(submitter) ? submitter : null);
  }
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
   * made again once it is, unless the loader has posted a held form on its own meanwhile.
   */
  const replayWhenLive = (input: EarlyInput) => {
    const root = roots.find((island) => island.contains(input.target));
    if (!root) return;
    start(root).then(
      () => {
        if (input.done || !input.target.isConnected) return;
        input.done = true;
        replay(input);
      },
      () => {},
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
