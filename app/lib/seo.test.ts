import { describe, expect, it } from "vitest";
import { absoluteUrl, seoMeta } from "./seo";

describe("seoMeta", () => {
  const meta = seoMeta({
    title: "About Us",
    description: "A description long enough to be a real meta description for a page.",
    path: "/about-us",
    siteUrl: "https://www.agency.test",
    siteName: "Agency",
    image: "/og/about-us.png",
    jsonLd: [{ "@context": "https://schema.org", "@type": "Organization" }],
  });

  it("gives the page its own title, description and canonical URL", () => {
    expect(meta).toContainEqual({ title: "About Us | Agency" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.agency.test/about-us",
    });
    expect(meta).toContainEqual({
      property: "og:image",
      content: "https://www.agency.test/og/about-us.png",
    });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("embeds JSON-LD blocks", () => {
    expect(meta).toContainEqual({
      "script:ld+json": { "@context": "https://schema.org", "@type": "Organization" },
    });
  });

  it("builds absolute URLs for the home page and inner pages", () => {
    expect(absoluteUrl("https://www.agency.test", "/")).toBe("https://www.agency.test/");
    expect(absoluteUrl("https://www.agency.test", "/Services")).toBe(
      "https://www.agency.test/Services",
    );
  });
});
