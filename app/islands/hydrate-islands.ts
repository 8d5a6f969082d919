import type { Root } from "react-dom/client";
import { scriptOnlyControl, type EarlyClicks } from "~/lib/after-first-paint";
import { isPlainClick } from "~/lib/plain-click";
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
 * header's menu is a native popover, a quote button is a link to the contact form). "visible":
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

/**
 * A quote button clicked while it is still the contact-page link: once its island and the
 * dialog are live the link acts as the button that opens the dialog, and is clicked. Should that
 * not happen within three seconds of the islands committing (a slow phone under load), the link is followed after all.
 */
function openDialogWhenLive(root: HTMLElement, href: string, live: Promise<unknown>) {
  let deadline = 0;
  const poll = () => {
    deadline ||= performance.now() + 3000;
    // The quote button is the same link, acting as a button once the dialog is live.
    const button = root.querySelector<HTMLElement>('[role="button"]');
    if (button) return button.click();
    if (performance.now() > deadline) return window.location.assign(href);
    requestAnimationFrame(poll);
  };
  live.then(poll, () => window.location.assign(href));
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
  /** A click React was not there to see, made again once `root` has hydrated. */
  const clickWhenHydrated = (root: HTMLElement, target: Element) =>
    void start(root).then(() => {
      if (target instanceof HTMLElement && target.isConnected) target.click();
    });

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

  const hasDialog = roots.some(
    (root) => trigger[root.dataset.island as IslandName] === "with-opener",
  );
  for (const root of roots) {
    const onIntent = () => void start(root);
    for (const type of intentEvents)
      root.addEventListener(type, onIntent, { once: true, capture: true, passive: true });
    // A click on a script-only button (a tab, a menu toggle) before React has taken over the
    // island would be lost: it is clicked again once the island has committed. Links, submit
    // buttons and popover toggles are left alone; they work without JavaScript. A quote
    // button's link opens the dialog instead, as the button it becomes would.
    const onEarlyClick = (event: MouseEvent) => {
      const element = event.target instanceof Element ? event.target : null;
      // Once the link acts as the dialog's button (role="button"), its own handler opens the
      // dialog. Until then, its island live or not, the click waits for both islands: the
      // button's island commits before the dialog's, and a click between the two commits
      // followed the link (a flaky CI run, 2026-11-26).
      const link =
        hasDialog && root.dataset.island === "QuoteButton"
          ? element?.closest<HTMLAnchorElement>("a:not([role='button'])")
          : null;
      if (link && isPlainClick(event)) {
        event.preventDefault();
        return openDialogWhenLive(root, link.href, start(root));
      }
      if (root.hasAttribute("data-hydrating")) return;
      const target = element?.closest(scriptOnlyControl);
      if (target) clickWhenHydrated(root, target);
    };
    root.addEventListener("click", onEarlyClick, true);
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
  // Clicks the page's loader kept from before this ran (app/lib/after-first-paint.ts): each is
  // made again once its island has hydrated.
  const early = window as EarlyClicks;
  const kept = early.__islandClicks ?? [];
  early.__islandClicks = null;
  for (const target of kept) {
    const root = roots.find((island) => island.contains(target));
    if (root) clickWhenHydrated(root, target);
  }
  return all;
}
