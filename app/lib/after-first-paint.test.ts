import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint, afterFirstPaintId } from "./after-first-paint";
import { heldSubmitMs, type EarlyInput, type EarlyInputWindow } from "./early-input";

type Entry = { name: string; entryType: string; startTime: number; paintTime?: number };
type EntryList = { getEntries(): Entry[]; getEntriesByName(name: string): Entry[] };

/** A PerformanceObserver the test feeds: `emit` hands entries to the observers of their type. */
function fakeObserver() {
  const observers: Array<{ type: string; observer: FakeObserver }> = [];
  class FakeObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"];
    constructor(readonly callback: (list: EntryList, observer: FakeObserver) => void) {}
    observe({ type }: { type: string }) {
      observers.push({ type, observer: this });
    }
    disconnect() {}
  }
  const emit = (entry: Entry) =>
    observers
      .filter(({ type }) => type === entry.entryType)
      .forEach(({ observer }) =>
        observer.callback(
          {
            getEntries: () => [entry],
            getEntriesByName: (name) => (entry.name === name ? [entry] : []),
          },
          observer,
        ),
      );
  return { FakeObserver, emit };
}

/** A first paint shown at `startTime`, painted in the frame of `paintTime`. */
const fcp = (startTime: number, paintTime?: number): Entry => ({
  name: "first-contentful-paint",
  entryType: "paint",
  startTime,
  paintTime,
});
/** A largest paint shown at `startTime`, painted in the frame of `paintTime`. */
const lcp = (startTime: number, paintTime?: number): Entry => ({
  name: "",
  entryType: "largest-contentful-paint",
  startTime,
  paintTime,
});

/** Whether the loader has started: it links the rest stylesheet first. */
const started = () =>
  document.head.querySelector('link[rel="stylesheet"][href="/assets/app-rest.css"]') !== null;

describe("the page's loader", () => {
  let now = 0;
  let emit: (entry: Entry) => void;
  const listeners: Array<[string, EventListenerOrEventListenerObject, boolean | undefined]> = [];

  beforeEach(() => {
    vi.useFakeTimers();
    now = 0;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    Object.defineProperty(document, "readyState", { value: "interactive", configurable: true });
    const observer = fakeObserver();
    emit = observer.emit;
    vi.stubGlobal("PerformanceObserver", observer.FakeObserver);
    document.head.innerHTML = "";
    // No entry or font: the test watches the stylesheet link, the loader's first request.
    document.body.innerHTML = `<script id="${afterFirstPaintId}" data-stylesheet="/assets/app-rest.css"></script>
      <div data-island="Tabs"><button role="tab" type="button">Tab</button></div>
      <div data-island="ContactForm"><form action="/api/forms/contact" method="post">
        <input name="name"><button>Send</button></form></div>`;
    // jsdom has one window for the file: the listeners each test's loader adds are removed after it.
    const add = window.addEventListener.bind(window);
    vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
      listeners.push([type, listener, typeof options === "boolean" ? options : options?.capture]);
      add(type, listener, options);
    });
    afterFirstPaint();
  });

  afterEach(() => {
    for (const [type, listener, capture] of listeners.splice(0))
      window.removeEventListener(type, listener, capture);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const load = (at: number) => {
    now = at;
    window.dispatchEvent(new Event("load"));
  };

  /** Not started until `ms` have passed, started when they have. */
  const expectStartAfter = (ms: number) => {
    vi.advanceTimersByTime(ms - 1);
    expect(started()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(started()).toBe(true);
  };

  it("starts at the first paint when that comes after the load event", () => {
    load(100);
    expect(started()).toBe(false);
    now = 150;
    emit(fcp(150));
    expect(started()).toBe(true);
  });

  it("waits for the page's largest paint after the load event, not for the first one before it", () => {
    emit(fcp(80));
    load(100);
    expect(started()).toBe(false);
    now = 180;
    emit(lcp(180));
    expect(started()).toBe(true);
  });

  it("does not take a frame painted before the load event and shown after it for the page's", () => {
    emit(fcp(80));
    load(100);
    now = 300;
    emit(lcp(300, 90));
    expect(started()).toBe(false);
    now = 600;
    emit(lcp(600, 150));
    expect(started()).toBe(true);
  });

  it("when no paint follows the load event, starts once a frame painted at load can be on screen", () => {
    // The first frame reached the screen 300 ms after it was painted.
    emit(fcp(380, 80));
    emit(lcp(390, 90));
    load(400);
    // The load event, that delay, and a margin of 50 ms: 350 ms after the load event.
    expectStartAfter(350);
  });

  it("assumes a delay of at least 250 ms", () => {
    emit(fcp(80, 70));
    load(100);
    expectStartAfter(300);
  });

  it("starts at once for a click on a control that only the scripts make work", () => {
    document.querySelector<HTMLButtonElement>('[role="tab"]')?.click();
    expect(started()).toBe(true);
    expect(kept().map(({ type, target }) => [type, target])).toEqual([
      ["click", document.querySelector('[role="tab"]')],
    ]);
  });

  const kept = () => ((window as EarlyInputWindow).__islandInput ?? []) as EarlyInput[];
  const form = () => document.querySelector("form") as HTMLFormElement;
  const field = () => document.querySelector<HTMLInputElement>('input[name="name"]');

  it("keeps a key pressed in an island, and nothing outside one", () => {
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true }));
    expect(kept()).toEqual([]);
    const tab = document.querySelector('[role="tab"]');
    tab?.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    expect(kept().map(({ target }) => target)).toEqual([tab]);
    expect(started()).toBe(true);
  });

  it("starts at once when a form's field is focused, and keeps the field once it is left", () => {
    field()?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(started()).toBe(true);
    field()?.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    expect(kept().map(({ type }) => type)).toEqual(["focusin", "focusout"]);
  });

  it("holds a form sent before its island is live, once, and posts it itself if nobody takes it", () => {
    const posted = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    const send = () => {
      const event = new SubmitEvent("submit", { bubbles: true, cancelable: true });
      form().dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(send()).toBe(true);
    expect(send()).toBe(true);
    expect(kept().map(({ type, target }) => [type, target])).toEqual([["submit", form()]]);
    vi.advanceTimersByTime(heldSubmitMs - 1);
    expect(posted).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(posted).toHaveBeenCalledTimes(1);
  });

  it("does not post a held form that the entry has sent", () => {
    const posted = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    form().dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true }));
    const input = kept()[0];
    if (input) input.done = true;
    vi.advanceTimersByTime(heldSubmitMs);
    expect(posted).not.toHaveBeenCalled();
  });

  it("leaves a live island's form to its script", () => {
    document.querySelector('[data-island="ContactForm"]')?.setAttribute("data-hydrated", "");
    const event = new SubmitEvent("submit", { bubbles: true, cancelable: true });
    form().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(kept()).toEqual([]);
  });
});
