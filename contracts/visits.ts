/**
 * The visit beacon's contract: what the page sends once, at page hide (app/lib/visit-beacon.ts),
 * and the server stores (server/visits/beacon-route.ts). Free of zod: the page loads only this
 * file's constants and types; the schema the server checks is in contracts/visits-schema.ts.
 */

/** Where the beacon is posted (same origin: the CSP's connect-src 'self'). */
export const beaconPath = "/api/visits/beacon";

/** The largest beacon body accepted, in bytes (a real one is about 200). */
export const beaconBodyLimit = 1024;

/** The forms a page view can open (first focus in a form), by their `data-form`. */
export const openedForms = ["contact", "quote", "newsletter"] as const;
export type OpenedForm = (typeof openedForms)[number];

/**
 * The beacon's JSON body. Times in milliseconds, CLS unitless; a metric the browser did not
 * report is left out.
 */
export interface VisitBeacon {
  /** The page's path, as served (a page of this site). */
  path: string;
  lcp?: number;
  inp?: number;
  cls?: number;
  fcp?: number;
  ttfb?: number;
  /** From the navigation's start to the page's hide. */
  timeOnPageMs?: number;
  /** The first form a visitor focused a field of on this page view. */
  formOpened?: OpenedForm;
}
