import { identity } from "../../contracts/identity";
import { seoMeta } from "./seo";

export interface PageMetaInput {
  seo: { title: string; description: string };
  path: string;
  jsonLd?: Array<Record<string, unknown>>;
  noIndex?: boolean;
}

/** File name of a page's Open Graph image, written by the build (scripts/og-images.ts). */
export const ogImagePath = (path: string) =>
  `/og/${
    path === "/"
      ? "home"
      : path
          .replace(/^\//, "")
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-")
  }.png`;

/** The head tags of one page, filled in with the site identity. */
export function pageMeta({ seo, path, jsonLd, noIndex }: PageMetaInput) {
  return seoMeta({
    ...seo,
    path,
    siteUrl: identity.siteUrl,
    siteName: identity.companyName,
    image: noIndex ? undefined : ogImagePath(path),
    jsonLd,
    noIndex,
  });
}
