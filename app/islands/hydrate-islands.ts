import type { Root } from "react-dom/client";
import type { IslandName } from "./registry";

/**
 * React and react-dom load with the first island that is needed, in tasks of their own, not with
 * this module (docs/decisions/0077).
 */
const hydrateIsland = (root: HTMLElement): Promise<Root> =>
  import("./hydrate-island").then((module) => module.hydrateIsland(root));

/**
 * When each island is worth its JavaScript (docs/decisions/0076). "idle": once the page is
 * idle after load. "visible": when it comes near the screen. Any island hydrates at once when a
 * visitor touches, clicks or focuses it, and every island hydrates in the end, one per idle
 * period, so a page is fully interactive soon after load without ever one long task.
 */
const trigger: Record<IslandName, "idle" | "visible" | "with-opener"> = {
  Header: "idle",
  Tabs: "visible",
  QuoteButton: "visible",
  // The dialog is closed until a QuoteButton opens it; it hydrates with the first QuoteButton.
  QuoteDialog: "with-opener",
  ContactForm: "visible",
  NewsletterSignup: "visible",
};

const touchEvents = ["pointerdown", "touchstart", "focusin", "keydown"] as const;

const whenIdle = (work: () => void) => {
  if (typeof requestIdleCallback === "function") requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 1);
};

/**
 * Hydrates every island of the page, each as its own React root, when it is needed (see
 * `trigger`), and resolves with the roots once all of them have committed. Each committed
 * island carries `data-hydrated`.
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
      if (root.dataset.island === "QuoteButton")
        roots
          .filter((other) => trigger[other.dataset.island as IslandName] === "with-opener")
          .forEach((dialog) => void start(dialog));
      hydrated = hydrateIsland(root);
      started.set(root, hydrated);
      settled.get(root)?.(hydrated);
    }
    return hydrated;
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
    const onTouch = () => void start(root);
    for (const type of touchEvents)
      root.addEventListener(type, onTouch, { once: true, capture: true, passive: true });
    // A click on a script-only button (a tab, a menu toggle) before React has taken over the
    // island would be lost: it is clicked again once the island has committed. Links, submit
    // buttons and popover toggles are left alone; they work without JavaScript.
    const onEarlyClick = (event: Event) => {
      if (root.hasAttribute("data-hydrating"))
        return root.removeEventListener("click", onEarlyClick, true);
      const target =
        event.target instanceof Element ? event.target.closest("button, [role=tab]") : null;
      if (
        !(target instanceof HTMLElement) ||
        target.matches("[popovertarget], [type=submit], button:not([type])")
      )
        return;
      void start(root).then(() => {
        if (target.isConnected) target.click();
      });
    };
    root.addEventListener("click", onEarlyClick, true);
    const box = root.firstElementChild;
    if (trigger[root.dataset.island as IslandName] !== "visible" || !box || !observer) continue;
    owner.set(box, root);
    observer.observe(box);
  }

  // The rest, one island per idle period, header first, then in page order.
  const queue = [
    ...roots.filter((root) => trigger[root.dataset.island as IslandName] === "idle"),
    ...roots.filter((root) => trigger[root.dataset.island as IslandName] !== "idle"),
  ];
  const next = () => {
    const root = queue.find((candidate) => !started.has(candidate));
    if (!root) return observer?.disconnect();
    start(root).then(
      () => whenIdle(next),
      () => whenIdle(next),
    );
  };
  whenIdle(next);
  return all;
}
