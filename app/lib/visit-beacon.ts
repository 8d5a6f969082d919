import { beaconPath, openedForms, type OpenedForm, type VisitBeacon } from "@contracts/visits";
import { watchVitals } from "./vitals";

/**
 * What only the browser knows of a page view, sent once, when the page is hidden or left
 * (decision 0196): the real-user speed (LCP, INP, CLS, FCP, TTFB, by web-vitals' rules,
 * app/lib/vitals.ts), the time on the page, and the first form a field of which the visitor
 * focused. The page entry loads this module in a chunk of its own after the first paint
 * (app/entry.client.tsx), so nothing of it comes before the largest paint; the observers read the
 * paints they missed from the browser's buffers. Plain JSON through navigator.sendBeacon: no
 * cookie, no zod, nothing to wait for.
 */

/** The server takes at most a day on a page (contracts/visits-schema.ts). */
const maxTimeOnPageMs = 86_400_000;

const isOpenedForm = (name: string | null | undefined): name is OpenedForm =>
  openedForms.includes(name as OpenedForm);

export function startVisitBeacon(): void {
  // Before the beacon's own listeners: the vitals note the moment of the hide first.
  const vitals = watchVitals();
  const beacon: VisitBeacon = { path: location.pathname };

  addEventListener(
    "focusin",
    (event) => {
      const form = (event.target as Element)
        .closest?.("form[data-form]")
        ?.getAttribute("data-form");
      if (!beacon.formOpened && isOpenedForm(form)) beacon.formOpened = form;
    },
    true,
  );

  let sent = false;
  const send = () => {
    if (sent) return;
    sent = true;
    const timeOnPageMs = Math.min(Math.round(performance.now()), maxTimeOnPageMs);
    navigator.sendBeacon(beaconPath, JSON.stringify({ ...beacon, ...vitals(), timeOnPageMs }));
  };
  addEventListener(
    "visibilitychange",
    () => {
      if (document.visibilityState === "hidden") send();
    },
    true,
  );
  addEventListener("pagehide", send, true);
}
