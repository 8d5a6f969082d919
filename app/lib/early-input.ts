/**
 * What a visitor does to an island before it is live, kept (decision 0130): the page's
 * loader (app/lib/after-first-paint.ts) keeps the events, and the island entry
 * (app/islands/hydrate-islands.ts) makes again those that matter once the island has hydrated.
 * The loader is in every page's first round trip, so it keeps every event of these types inside
 * an island that is not live, and the entry sorts them out.
 */

/** The events the loader keeps; a `focusin` only starts the scripts at once. */
export const earlyInputTypes = ["click", "keydown", "focusin", "focusout", "submit"] as const;

/**
 * The events of a press. A press inside an island React is hydrating makes React hydrate the
 * whole island at once, inside the press's event: on a form's send button that was the form's
 * hydration in the press (68-148 ms under 4x CPU), the "early" send's INP. The entry keeps
 * these from the root of an island that is not live when they press a form's send button
 * (`keepPressesFromIslandsNotLive` in app/islands/hydrate-islands.ts).
 */
export const pressTypes = [
  "pointerdown",
  "mousedown",
  "touchstart",
  "pointerup",
  "mouseup",
  "touchend",
  "click",
] as const;

/**
 * How long a form sent before its island was live waits for the script (which sends it and
 * shows the answer in the page) before it posts as a plain form, as it would without JavaScript.
 */
export const heldSubmitMs = 4000;

/** A kept event; `done` once it was made again, or the loader posted its form on its own. */
export type EarlyInput = Event & { done?: boolean };

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
