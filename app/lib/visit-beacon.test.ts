import { afterEach, describe, expect, it, vi } from "vitest";
import type { Metric } from "web-vitals";
import { beaconPath } from "@contracts/visits";

/** web-vitals' callbacks, called by the test as the browser would at page hide. */
const reporters: Array<(metric: Pick<Metric, "name" | "value">) => void> = [];
vi.mock("web-vitals", () => {
  const watch = (callback: (metric: Pick<Metric, "name" | "value">) => void) => {
    reporters.push(callback);
  };
  return { onCLS: watch, onFCP: watch, onINP: watch, onLCP: watch, onTTFB: watch };
});

const { startVisitBeacon } = await import("./visit-beacon");

function hide() {
  Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("the visit beacon", () => {
  it("sends the page's vitals, time on page and first opened form once, at page hide", () => {
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
    document.body.innerHTML = `<form data-form="newsletter"><input id="email"></form>
      <form data-form="contact"><input id="name"></form>`;
    startVisitBeacon();
    for (const [name, value] of [
      ["LCP", 1500],
      ["INP", 64],
      ["CLS", 0.01],
      ["FCP", 900],
      ["TTFB", 200],
    ] as const)
      for (const report of reporters) report({ name, value });
    document.getElementById("email")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    document.getElementById("name")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(sendBeacon).not.toHaveBeenCalled();

    hide();
    window.dispatchEvent(new Event("pagehide"));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [path, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(path).toBe(beaconPath);
    expect(JSON.parse(body)).toEqual({
      path: "/",
      lcp: 1500,
      inp: 64,
      cls: 0.01,
      fcp: 900,
      ttfb: 200,
      formOpened: "newsletter",
      timeOnPageMs: expect.any(Number),
    });
  });
});
