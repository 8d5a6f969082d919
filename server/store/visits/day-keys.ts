import type { NewPageView } from "./visits";

/**
 * How many distinct sources and campaigns a day can have; a view bringing a new one after
 * that counts under "other". Every distinct value is a row of the Overview's tables and, for a
 * source or campaign an outsider invents (any referrer host, any utm value of 200 characters),
 * rows of their text in the store: without a cap, a loop of requests fills the owner's top
 * sources and the database. Fifty of each is far more than a small site's day brings, and keeps
 * a day's landings at most pages × 51 × 51 rows.
 */
export const dayKeyLimits = { source: 50, campaign: 50 } as const;

export type DayKeyKind = keyof typeof dayKeyLimits;

/** What a view beyond the cap counts as. */
export const otherKey = "other";

/** The host of a stored referrer origin (`https://www.google.com` → `www.google.com`). */
export const referrerHost = (origin: string | null) =>
  origin === null ? null : new URL(origin).host;

/** A view's source as the Overview and the lead's visit name it: utm_source, referrer, direct. */
export const viewSource = (view: Pick<NewPageView, "utmSource" | "referrer">) =>
  view.utmSource || referrerHost(view.referrer) || "direct";

/**
 * The source and the campaign of a view that take a place under the cap, null for those that
 * take none (direct, none and "other").
 */
export function placesOf(view: NewPageView): Record<DayKeyKind, string | null> {
  const source = viewSource(view);
  const campaign = view.utmCampaign;
  return {
    source: source !== "direct" && source !== otherKey ? source : null,
    campaign: campaign && campaign !== otherKey ? campaign : null,
  };
}

export const dayKeyId = (day: string, kind: DayKeyKind, value: string) =>
  `${day}\n${kind}\n${value}`;

/** The distinct (day, kind, value) a batch asks places for, in the order they came. */
export function wantedDayKeys(views: NewPageView[]) {
  const wanted = new Map<string, { day: string; kind: DayKeyKind; value: string }>();
  for (const view of views) {
    const places = placesOf(view);
    for (const kind of ["source", "campaign"] as const) {
      const value = places[kind];
      if (value !== null)
        wanted.set(dayKeyId(view.day, kind, value), { day: view.day, kind, value });
    }
  }
  return [...wanted.values()];
}

/**
 * The views as they are stored: a source without a place becomes utm_source "other" (its
 * referrer dropped), a campaign without one "other". The raw rows then say what the Overview
 * counts, and the lead's visit names the same source.
 */
export function cappedViews(views: NewPageView[], admitted: ReadonlySet<string>): NewPageView[] {
  return views.map((view) => {
    let capped = view;
    const { source, campaign } = placesOf(view);
    if (source !== null && !admitted.has(dayKeyId(view.day, "source", source)))
      capped = { ...capped, utmSource: otherKey, referrer: null };
    if (campaign !== null && !admitted.has(dayKeyId(view.day, "campaign", campaign)))
      capped = { ...capped, utmCampaign: otherKey };
    return capped;
  });
}
