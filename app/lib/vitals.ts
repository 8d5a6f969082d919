/**
 * The page's real-user speed, as the `web-vitals` library (version 6, every change reported)
 * would report it by the moment the page is hidden, in a fraction of its bytes: the beacon may
 * add at most 1 KB of compressed script to a page (decision 0196), and the library's functions
 * are about 3 KB. Each rule below is web-vitals 6's (node_modules/web-vitals/src), for one page
 * load: no back/forward-cache restores and no soft navigations, since the beacon goes once, at
 * the first hide.
 *
 * - FCP: the `first-contentful-paint` paint entry; LCP: the last `largest-contentful-paint`
 *   entry. Each only if painted before the page was first hidden, counted from the page's
 *   activation (a prerendered page) and never below 0. web-vitals also stops LCP at the first
 *   key press or click; the browser itself emits no LCP entry after an input, so no listener is
 *   needed for it.
 * - TTFB: the navigation entry's `responseStart` from the activation, when the browser gives a
 *   sound one (above 0 and in the past).
 * - CLS: the largest session window of layout shifts without recent input (a window closes after
 *   a 1 s gap or at 5 s), 0 without shifts; only once there is an FCP.
 * - INP: event timing entries of 40 ms and more, and the first input, grouped by interaction
 *   (each interaction's longest entry); of the 10 longest interactions, the one at
 *   `floor(interactions / 50)`: the longest below 50 interactions, the second below 100, and so
 *   on. The count is `performance.interactionCount`, else web-vitals' estimate from the spread
 *   of interaction ids (each interaction advances the id by 7).
 *
 * Call it once; it returns the reader the beacon calls at hide. The reader first takes what the
 * browser has not yet delivered, as web-vitals does for INP and CLS at hide.
 */

export interface Vitals {
  lcp?: number;
  fcp?: number;
  ttfb?: number;
  inp?: number;
  cls?: number;
}

/** The fields of LayoutShift and PerformanceEventTiming read here (not in TypeScript's DOM). */
type Entry = PerformanceEntry & {
  interactionId?: number;
  hadRecentInput?: boolean;
  value: number;
};

/** Not in TypeScript's DOM either (web-vitals declares them globally, for its own test use). */
const prerendering = () => (document as { prerendering?: boolean }).prerendering;

export function watchVitals(): () => Vitals {
  const vitals: Vitals = {};
  const navigation = performance.getEntriesByType("navigation")[0] as
    (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
  const sound =
    navigation && navigation.responseStart > 0 && navigation.responseStart < performance.now();
  const activation = (sound && navigation.activationStart) || 0;
  const sinceActivation = (time: number) => Math.max(time - activation, 0);

  // When the page was first hidden: the browser's own record, else now if it is hidden (and not
  // prerendering). A later hide needs no listener: the beacon reads the vitals at the first hide
  // after this call, and every entry it reads was painted before that hide.
  const hiddenAt =
    performance
      .getEntriesByType("visibility-state")
      .find((entry) => entry.name === "hidden" && entry.startTime >= activation)?.startTime ??
    (document.visibilityState === "hidden" && !prerendering() ? 0 : Infinity);

  let shifts = 0;
  let sessionFirst = 0;
  let sessionLast = 0;
  let session = 0;
  let minId = Infinity;
  let maxId = 0;
  /** Each interaction's longest entry, by interaction id. */
  const interactions = new Map<number, number>();

  const take = (entries: PerformanceEntry[]) => {
    for (const entry of entries as Entry[]) {
      const { entryType: type, startTime: start, interactionId: id = 0 } = entry;
      if (type === "largest-contentful-paint") {
        if (start < hiddenAt) vitals.lcp = sinceActivation(start);
      } else if (type === "layout-shift") {
        if (!entry.hadRecentInput) {
          session =
            session && start - sessionLast < 1000 && start - sessionFirst < 5000
              ? session + entry.value
              : ((sessionFirst = start), entry.value);
          sessionLast = start;
          shifts = Math.max(shifts, session);
        }
      } else if (id) {
        if (type === "event") {
          minId = Math.min(minId, id);
          maxId = Math.max(maxId, id);
        }
        if (type !== "event" || entry.duration >= 40)
          interactions.set(id, Math.max(interactions.get(id) ?? 0, entry.duration));
      }
    }
  };

  // Buffered: the entries from before this call too. Observing while the page is still
  // prerendering (web-vitals waits for the activation) changes nothing for that reason.
  let observer: PerformanceObserver | undefined;
  // A browser that does not record layout shifts has no CLS (not 0).
  let measuresShifts = false;
  try {
    measuresShifts = PerformanceObserver.supportedEntryTypes.includes("layout-shift");
    observer = new PerformanceObserver((list) => take(list.getEntries()));
    // durationThreshold 0 (the browser's floor, 16 ms): web-vitals counts interactions from
    // every event it sees; 40 ms is its floor for an INP candidate, applied in `take`.
    for (const type of ["largest-contentful-paint", "layout-shift", "first-input", "event"])
      observer.observe({ type, buffered: true, durationThreshold: 0 } as PerformanceObserverInit);
  } catch {
    // No Performance Observer: no LCP, CLS or INP.
  }

  return () => {
    take(observer?.takeRecords() ?? []);
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
    if (fcp !== undefined && fcp < hiddenAt) {
      vitals.fcp = sinceActivation(fcp);
      if (measuresShifts) vitals.cls = shifts;
    }
    if (sound) vitals.ttfb = sinceActivation(navigation.responseStart);
    const longest = [...interactions.values()].sort((a, b) => b - a).slice(0, 10);
    const count =
      (performance as { interactionCount?: number }).interactionCount ??
      (maxId && (maxId - minId) / 7 + 1);
    if (longest.length) vitals.inp = longest[Math.min(longest.length - 1, Math.floor(count / 50))];
    return vitals;
  };
}
