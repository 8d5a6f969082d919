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

/** The values of a view that take a place under the cap (direct, none and "other" take none). */
function keysOf(view: NewPageView): Array<[DayKeyKind, string]> {
  const keys: Array<[DayKeyKind, string]> = [];
  const source = viewSource(view);
  if (source !== "direct" && source !== otherKey) keys.push(["source", source]);
  if (view.utmCampaign && view.utmCampaign !== otherKey) keys.push(["campaign", view.utmCampaign]);
  return keys;
}

/** The distinct (day, kind, value) a batch asks places for, in the order they came. */
export function wantedDayKeys(views: NewPageView[]) {
  const wanted = new Map<string, { day: string; kind: DayKeyKind; value: string }>();
  for (const view of views)
    for (const [kind, value] of keysOf(view))
      wanted.set(`${view.day}\n${kind}\n${value}`, { day: view.day, kind, value });
  return [...wanted.values()];
}

export const dayKeyId = (day: string, kind: DayKeyKind, value: string) =>
  `${day}\n${kind}\n${value}`;

/**
 * The views as they are stored: a source without a place becomes utm_source "other" (its
 * referrer dropped), a campaign without one "other". The raw rows then say what the Overview
 * counts, and the lead's visit names the same source.
 */
export function cappedViews(views: NewPageView[], admitted: ReadonlySet<string>): NewPageView[] {
  return views.map((view) => {
    let capped = view;
    const source = viewSource(view);
    const free = source === "direct" || source === otherKey;
    if (!free && !admitted.has(dayKeyId(view.day, "source", source)))
      capped = { ...capped, utmSource: otherKey, referrer: null };
    const campaign = view.utmCampaign;
    if (
      campaign &&
      campaign !== otherKey &&
      !admitted.has(dayKeyId(view.day, "campaign", campaign))
    )
      capped = { ...capped, utmCampaign: otherKey };
    return capped;
  });
}
