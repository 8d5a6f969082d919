import type { SiteIdentity } from "./site-identity";

/**
 * Copy that names the company keeps a token (`{companyName}`, `{email}`, …) where the name goes,
 * and the token is filled from the identity when the page renders: a new name or address in the
 * identity reaches every sentence that mentions it, with no copy to edit by hand.
 */
export const identityTokens = (identity: SiteIdentity): Record<string, string> => ({
  companyName: identity.companyName,
  legalName: identity.legalName,
  email: identity.email,
  foundingYear: String(identity.foundingYear),
  openingHours: identity.openingHours.label,
  street: identity.address.street,
  locality: identity.address.locality,
  postalCode: identity.address.postalCode,
  countryName: identity.address.countryName,
});

const token = /\{(\w+)\}/g;

/** The copy with every known token filled in; an unknown `{word}` stays as it was typed. */
export function withIdentity<T>(copy: T, identity: SiteIdentity): T {
  const tokens = identityTokens(identity);
  const fill = (value: unknown): unknown => {
    if (typeof value === "string")
      return value.replace(token, (whole, word: string) => tokens[word] ?? whole);
    if (Array.isArray(value)) return value.map(fill);
    if (value !== null && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
    return value;
  };
  return fill(copy) as T;
}
