import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { beaconPath, openedForms, type OpenedForm, type VisitBeacon } from "@contracts/visits";

/**
 * What only the browser knows of a page view, sent once, when the page is hidden or left
 * (decision 0197): the real-user speed (LCP, INP, CLS, FCP, TTFB, from web-vitals), the time on
 * the page, and the first form a field of which the visitor focused. The page entry loads this
 * module in a chunk of its own after the first paint (app/entry.client.tsx), so nothing of it
 * comes before the largest paint; web-vitals reads the paints it missed from the browser's
 * buffers. Plain JSON through navigator.sendBeacon: no cookie, no zod, nothing to wait for.
 */

const metricKeys = {
  LCP: "lcp",
  INP: "inp",
  CLS: "cls",
  FCP: "fcp",
  TTFB: "ttfb",
} as const satisfies Record<Metric["name"], keyof VisitBeacon>;

/** The server takes at most a day on a page (contracts/visits-schema.ts). */
const maxTimeOnPageMs = 86_400_000;

const isOpenedForm = (name: string | null | undefined): name is OpenedForm =>
  openedForms.includes(name as OpenedForm);

export function startVisitBeacon(): void {
  const beacon: VisitBeacon = { path: location.pathname };
  const keep = (metric: Metric) => {
    beacon[metricKeys[metric.name]] = metric.value;
  };
  // Every change, not only the final value: web-vitals finalises some metrics in listeners it
  // adds later than this module's, which would run after the beacon has gone.
  for (const watch of [onCLS, onFCP, onINP, onLCP, onTTFB]) watch(keep, { reportAllChanges: true });

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
    beacon.timeOnPageMs = Math.min(Math.round(performance.now()), maxTimeOnPageMs);
    navigator.sendBeacon(beaconPath, JSON.stringify(beacon));
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
