import { afterEach, describe, expect, it, vi } from "vitest";
import { beaconPath } from "@contracts/visits";
import type { Vitals } from "./vitals";

/** The vitals' reader (app/lib/vitals.test.ts tests the observers): what it gives at hide. */
const read = vi.fn<() => Vitals>(() => ({}));
vi.mock("./vitals", () => ({ watchVitals: () => read }));

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
    read.mockReturnValue({ lcp: 1500, inp: 64, cls: 0.01, fcp: 900, ttfb: 200 });
    document.getElementById("email")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    document.getElementById("name")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(read).not.toHaveBeenCalled();

    hide();
    window.dispatchEvent(new Event("pagehide"));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledTimes(1);
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
