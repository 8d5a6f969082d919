/**
 * Where a visit began: the contract between the browser (app/lib/attribution.ts keeps it in
 * sessionStorage, the forms send it as hidden fields) and the server (stored with each lead).
 *
 * Kept apart from contracts/forms.ts and free of zod on purpose: the page entry records the
 * visit on every page, and must not pull the form model into its few hundred bytes.
 *
 * A value that breaks these rules is dropped (stored as "not known"), never refused: it comes
 * from a link or a referrer, not from the visitor's typing, and must never cost the lead.
 */

/** The hidden field that carries each value. */
export const attributionFields = {
  firstPage: "_first_page",
  referrer: "_referrer",
  utmSource: "_utm_source",
  utmMedium: "_utm_medium",
  utmCampaign: "_utm_campaign",
  utmTerm: "_utm_term",
  utmContent: "_utm_content",
} as const;

export type AttributionKey = keyof typeof attributionFields;
export type AttributionField = (typeof attributionFields)[AttributionKey];

/** What the browser knows of the visit; null where nothing (valid) was there. */
export type VisitAttribution = Record<AttributionKey, string | null>;

export const attributionKeys = Object.keys(attributionFields) as AttributionKey[];

/** The landing URL's query parameter of each utm value. */
export const utmParameters = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const satisfies Partial<Record<AttributionKey, string>>;

/** Longest value kept per field, in characters. */
export const attributionLimits: Record<AttributionField, number> = {
  _first_page: 500,
  _referrer: 200,
  _utm_source: 200,
  _utm_medium: 200,
  _utm_campaign: 200,
  _utm_term: 200,
  _utm_content: 200,
};

/** Controls, format (bidi, zero-width), separators, private use, lone surrogates, U+FFFD. */
const unsafeCharacters = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\ufffd]/u;

/** A path on this site with its query: one leading slash, no backslash, no space, no fragment. */
const firstPagePattern = /^\/(?![/\\])[^\s\\#]*$/;

/** An origin only: scheme, host (name, IPv4 or [IPv6]) and port; never a path. */
const originPattern = /^https?:\/\/(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The value as it may be stored, or null when it breaks the rules above (it is dropped). */
export function cleanAttribution(key: AttributionKey, value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (
    text === "" ||
    text.length > attributionLimits[attributionFields[key]] ||
    unsafeCharacters.test(text)
  )
    return null;
  if (key === "firstPage") return firstPagePattern.test(text) ? text : null;
  if (key === "referrer") return originPattern.test(text) ? text.toLowerCase() : null;
  return text;
}

/** The referrer's origin, or null when there is none, it is this site, or not http(s). */
export function referrerOrigin(referrer: string, siteOrigin: string): string | null {
  if (!referrer) return null;
  try {
    const { origin, protocol } = new URL(referrer);
    if (origin === siteOrigin || (protocol !== "https:" && protocol !== "http:")) return null;
    return cleanAttribution("referrer", origin);
  } catch {
    return null;
  }
}
