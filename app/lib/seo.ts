import type { MetaDescriptor } from "react-router";

export interface SeoInput {
  /** The page's own title, without the company name; at most 60 characters with it. */
  title: string;
  /** 70 to 160 characters. */
  description: string;
  /** The page's canonical path, e.g. "/about-us". */
  path: string;
  siteUrl: string;
  siteName: string;
  /** Absolute path of the page's Open Graph image. */
  image?: string;
  /** JSON-LD objects to embed (each becomes one script block). */
  jsonLd?: Array<Record<string, unknown>>;
  noIndex?: boolean;
}

export const absoluteUrl = (siteUrl: string, path: string) =>
  new URL(path, `${siteUrl}/`).toString();

/** Every tag a page needs in its head: title, description, canonical, Open Graph, X's card, JSON-LD. */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const fullTitle = `${input.title} | ${input.siteName}`;
  const url = absoluteUrl(input.siteUrl, input.path);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: input.siteName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    // X reads the title, description and picture from the Open Graph tags when its own are
    // missing: only the card's kind is its own, and every page's head is shorter by the rest.
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (input.image) {
    const image = absoluteUrl(input.siteUrl, input.image);
    tags.push(
      { property: "og:image", content: image },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:image:alt", content: fullTitle },
    );
  }
  if (input.noIndex) tags.push({ name: "robots", content: "noindex" });
  for (const block of input.jsonLd ?? []) tags.push({ "script:ld+json": block });
  return tags;
}
