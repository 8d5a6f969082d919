import {
  attributionFields,
  attributionKeys,
  cleanAttribution,
  referrerOrigin,
  utmParameters,
  type VisitAttribution,
} from "@contracts/attribution";

/**
 * Where the visit began, without cookies: the first page of the visit (path and query), the
 * referrer's origin and the landing URL's utm values, kept in sessionStorage (this tab, until it
 * closes) and sent with a form as hidden fields (components/forms/form-hidden-fields.tsx).
 * Recorded by the page entry on every page; only the first page of a visit writes.
 */

const storageKey = "visit";

/** sessionStorage, or undefined where it is missing or refused (privacy modes, sandboxes). */
function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** What this page's URL and referrer say about the visit, cleaned to the contract's rules. */
export function visitOf(url: URL, referrer: string): VisitAttribution {
  const firstPage =
    cleanAttribution("firstPage", url.pathname + url.search) ??
    // A query too long to keep: the path alone still says where the visit began.
    cleanAttribution("firstPage", url.pathname);
  return {
    firstPage,
    referrer: referrerOrigin(referrer, url.origin),
    utmSource: cleanAttribution("utmSource", url.searchParams.get(utmParameters.utmSource)),
    utmMedium: cleanAttribution("utmMedium", url.searchParams.get(utmParameters.utmMedium)),
    utmCampaign: cleanAttribution("utmCampaign", url.searchParams.get(utmParameters.utmCampaign)),
    utmTerm: cleanAttribution("utmTerm", url.searchParams.get(utmParameters.utmTerm)),
    utmContent: cleanAttribution("utmContent", url.searchParams.get(utmParameters.utmContent)),
  };
}

/**
 * Keeps the visit's first page; later pages of the same visit leave it as it is. The page entry
 * runs after `load`, so a visitor who follows a link sooner leaves no record on the landing page;
 * the next page then finds the landing page in its same-origin referrer (the site's policy,
 * strict-origin-when-cross-origin, sends the full URL within the site) and records that instead,
 * without the outside referrer, which is gone by then.
 */
export function recordVisit(
  href: string = location.href,
  referrer: string = document.referrer,
  storage: Storage | undefined = sessionStore(),
) {
  try {
    if (!storage || storage.getItem(storageKey) !== null) return;
    const here = new URL(href);
    const previous = referrer ? new URL(referrer, here) : undefined;
    const visit =
      previous?.origin === here.origin ? visitOf(previous, "") : visitOf(here, referrer);
    storage.setItem(storageKey, JSON.stringify(visit));
  } catch {
    // Storage full or refused: the lead still carries the page it was sent from.
  }
}

/** The hidden fields of the recorded visit (name → value), only those known and valid. */
export function visitFields(storage: Storage | undefined = sessionStore()): [string, string][] {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(storageKey) ?? "null");
  } catch {
    return [];
  }
  if (typeof stored !== "object" || stored === null) return [];
  const visit = stored as Record<string, unknown>;
  return attributionKeys.flatMap((key) => {
    // Read back through the contract: storage is the page's, anything may have written it.
    const value = cleanAttribution(key, visit[key]);
    return value === null ? [] : [[attributionFields[key], value] as [string, string]];
  });
}
