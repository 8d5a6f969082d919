import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchVitals } from "./vitals";

/**
 * web-vitals 6's rules, on entries made up here (a browser's own entries, against the library,
 * are in tests/e2e/beacon-vitals.spec.ts).
 */

type Fake = Partial<PerformanceEntry> & {
  entryType: string;
  startTime: number;
  duration?: number;
  value?: number;
  hadRecentInput?: boolean;
  interactionId?: number;
};

let observers: FakeObserver[] = [];
let supportedEntryTypes: string[] = [];
class FakeObserver {
  static get supportedEntryTypes() {
    return supportedEntryTypes;
  }
  types: string[] = [];
  pending: Fake[] = [];
  constructor(readonly callback: (list: { getEntries: () => Fake[] }) => void) {
    observers.push(this);
  }
  observe({ type }: { type: string }) {
    this.types.push(type);
  }
  takeRecords() {
    return this.pending.splice(0);
  }
}

/** The browser's timeline (what getEntriesByType and getEntriesByName read). */
let timeline: Array<Fake & { name: string }> = [];
let interactionCount: number | undefined;

function browser({
  responseStart = 40,
  activationStart = 0,
  hiddenAt,
  fcp = 300,
}: {
  responseStart?: number;
  activationStart?: number;
  hiddenAt?: number;
  fcp?: number | null;
} = {}) {
  timeline = [
    { entryType: "navigation", name: "", startTime: 0, responseStart, activationStart } as Fake & {
      name: string;
    },
  ];
  if (fcp !== null)
    timeline.push({ entryType: "paint", name: "first-contentful-paint", startTime: fcp });
  if (hiddenAt !== undefined)
    timeline.push({ entryType: "visibility-state", name: "hidden", startTime: hiddenAt });
}

/** Entries the browser delivers to the observers now. */
const deliver = (...entries: Fake[]) => {
  for (const observer of observers)
    observer.callback({
      getEntries: () => entries.filter((entry) => observer.types.includes(entry.entryType)),
    });
};
const lcp = (startTime: number): Fake => ({ entryType: "largest-contentful-paint", startTime });
const shift = (startTime: number, value: number, hadRecentInput = false): Fake => ({
  entryType: "layout-shift",
  startTime,
  value,
  hadRecentInput,
});
const event = (interactionId: number, duration: number, entryType = "event"): Fake => ({
  entryType,
  startTime: 1000 + interactionId,
  duration,
  interactionId,
});

beforeEach(() => {
  observers = [];
  supportedEntryTypes = ["largest-contentful-paint", "layout-shift", "first-input", "event"];
  interactionCount = undefined;
  browser();
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  vi.stubGlobal("performance", {
    now: () => 10_000,
    getEntriesByType: (type: string) => timeline.filter((entry) => entry.entryType === type),
    getEntriesByName: (name: string) => timeline.filter((entry) => entry.name === name),
    get interactionCount() {
      return interactionCount;
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the vitals, by web-vitals' rules", () => {
  it("reads FCP, TTFB and the last LCP, and CLS 0 without shifts", () => {
    const read = watchVitals();
    deliver(lcp(350), lcp(900));
    expect(read()).toEqual({ fcp: 300, ttfb: 40, lcp: 900, cls: 0 });
  });

  it("counts from a prerendered page's activation, never below 0", () => {
    browser({ activationStart: 500, responseStart: 30, fcp: 200 });
    const read = watchVitals();
    deliver(lcp(450), lcp(800));
    expect(read()).toEqual({ fcp: 0, ttfb: 0, lcp: 300, cls: 0 });
  });

  it("leaves out the paints after the page was first hidden, and CLS without an FCP", () => {
    browser({ hiddenAt: 250 });
    const read = watchVitals();
    deliver(lcp(200), lcp(400), shift(100, 0.3));
    expect(read()).toEqual({ ttfb: 40, lcp: 200 });
  });

  it("leaves out CLS where the browser does not record layout shifts", () => {
    supportedEntryTypes = ["largest-contentful-paint", "first-input", "event"];
    const read = watchVitals();
    deliver(lcp(400));
    expect(read()).toEqual({ fcp: 300, ttfb: 40, lcp: 400 });
  });

  it("leaves out a TTFB the browser gives as 0 or from the future", () => {
    browser({ responseStart: 0 });
    expect(watchVitals()()).not.toHaveProperty("ttfb");
    browser({ responseStart: 20_000 });
    expect(watchVitals()()).not.toHaveProperty("ttfb");
  });

  it("takes CLS as the largest session window: 1 s gaps, 5 s at most, no shifts after input", () => {
    const read = watchVitals();
    // Window 1: 0.1 + 0.05 (0.9 s apart); the shift after input is not counted.
    deliver(shift(1000, 0.1), shift(1900, 0.05), shift(2000, 0.5, true));
    expect(read().cls).toBeCloseTo(0.15);
    // A gap of 1 s opens window 2: 0.12 alone, less than window 1.
    deliver(shift(2900, 0.12));
    expect(read().cls).toBeCloseTo(0.15);
    // Window 2 grows every 0.9 s until 5 s after its first shift (2.9 s), then window 3 opens.
    deliver(shift(3800, 0.04), shift(4700, 0.04), shift(5600, 0.04), shift(6500, 0.04));
    expect(read().cls).toBeCloseTo(0.28);
    deliver(shift(7400, 0.04));
    expect(read().cls).toBeCloseTo(0.32);
    deliver(shift(8300, 0.04), shift(9200, 0.04));
    expect(read().cls).toBeCloseTo(0.32);
  });

  it("reads at hide what the browser has not yet delivered", () => {
    const read = watchVitals();
    for (const observer of observers) observer.pending.push(shift(1000, 0.2), event(7, 96));
    expect(read()).toMatchObject({ cls: 0.2, inp: 96 });
  });

  it("takes INP from each interaction's longest entry of 40 ms or more, or the first input", () => {
    const read = watchVitals();
    expect(read()).not.toHaveProperty("inp");
    // The first input counts whatever its duration; other events from 40 ms.
    deliver(event(7, 16, "first-input"), event(7, 16));
    expect(read().inp).toBe(16);
    deliver(event(14, 32), event(21, 48), event(21, 104), event(21, 56));
    expect(read().inp).toBe(104);
    // With 50 interactions, the second longest: the first input, not the 32 ms one.
    interactionCount = 50;
    expect(read().inp).toBe(16);
  });

  it("takes INP from the 10 longest: the one at floor(interactions / 50)", () => {
    const read = watchVitals();
    deliver(...Array.from({ length: 12 }, (_, index) => event(7 * (index + 1), 40 + 8 * index)));
    interactionCount = 49;
    expect(read().inp).toBe(128);
    interactionCount = 100;
    expect(read().inp).toBe(112);
    interactionCount = 10_000;
    // The tenth longest of twelve (40 + 8 * 2).
    expect(read().inp).toBe(56);
  });

  it("estimates the interactions from their ids without performance.interactionCount", () => {
    const read = watchVitals();
    deliver(event(7, 120), event(14, 96));
    // Ids 7 to 7 + 7 * 50: 51 interactions, 16 ms or more, most of them not candidates.
    deliver(event(7 + 7 * 50, 16));
    expect(read().inp).toBe(96);
  });
});
