/**
 * What a visitor does to an island before it is live (docs/decisions/0130, 0170): the page's
 * loader (app/lib/after-first-paint.ts) keeps it, and the island entry
 * (app/islands/hydrate-islands.ts) makes it again once the island has hydrated. Both sides share
 * these names; the loader's build inlines them (scripts/build/page-loader.ts).
 */

/** The controls inside islands that do nothing until their island has hydrated. */
export const scriptOnlyControl =
  "[data-island] button[type=button]:not([popovertarget]), [data-island] [role=tab]";

/** Keys a tab list answers (app/components/ui/tabs.tsx) that a button alone ignores. */
export const tabKeys: readonly string[] = ["ArrowLeft", "ArrowRight", "Home", "End"];

/** The fields and forms of islands, whose leaving and sending the script checks and sends. */
export const islandForm = "[data-island] form";

/**
 * How long a form sent before its island was live waits for the script before it posts as a
 * plain form, as it would without JavaScript (docs/decisions/0171).
 */
export const heldSubmitMs = 4000;

/** One thing a visitor did; `done` once it was made again or the form posted on its own. */
export interface EarlyInput {
  type: "click" | "keydown" | "focusout" | "submit";
  target: Element;
  /** The key of a `keydown`. */
  key?: string;
  /** The button that sent a `submit`. */
  submitter?: HTMLElement | null;
  done?: boolean;
}

/**
 * Where the loader puts what it keeps: an array until the entry runs, then the entry's own
 * queue, which makes each input again once its island is live.
 */
export interface EarlyInputQueue {
  push(input: EarlyInput): unknown;
}

export interface EarlyInputWindow {
  __islandInput?: EarlyInputQueue;
}
