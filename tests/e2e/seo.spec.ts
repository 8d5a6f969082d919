/**
 * Search: on every route's prerendered HTML, a unique title (≤ 60 characters), a unique
 * description (70–160), exactly one h1, a canonical URL for the page, an Open Graph image that
 * exists, and JSON-LD that parses and uses allowed schema.org types. sitemap.xml lists exactly
 * the indexable routes (every route but the noindex ones: the thank-you page and the closed opening's).
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { isNoIndex, readHead, type PageHead } from "./helpers/quality";
import { paths, routes, unindexedRoutes } from "./helpers/site-routes";

/**
 * schema.org types the site may use. Adding one is a deliberate act: check it on schema.org
 * (and that it is not deprecated; ProfessionalService is, for instance).
 */
export const allowedSchemaTypes = new Set([
  "Organization",
  "LocalBusiness",
  "WebSite",
  "WebPage",
  "AboutPage",
  "ContactPage",
  "CollectionPage",
  "FAQPage",
  "Question",
  "Answer",
  "Service",
  "Offer",
  "OfferCatalog",
  "BreadcrumbList",
  "ListItem",
  "ItemList",
  "PostalAddress",
  "ContactPoint",
  "OpeningHoursSpecification",
  "ImageObject",
  "Person",
  "Place",
  "Country",
  "City",
  "AdministrativeArea",
  "GeoCoordinates",
  "SearchAction",
  "EntryPoint",
  "CreativeWork",
  "SoftwareApplication",
  "MobileApplication",
  "WebApplication",
  "Brand",
  "JobPosting",
  "BlogPosting",
  "Occupation",
]);

async function head(request: APIRequestContext, route: string): Promise<PageHead> {
  const response = await request.get(route, { maxRedirects: 0 });
  expect(response.status(), `${route} answers 200`).toBe(200);
  return readHead(await response.text());
}

/** Every @type in a JSON-LD value, wherever it is nested. */
function typesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(typesIn);
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const own = record["@type"];
  const types = Array.isArray(own) ? own.map(String) : own === undefined ? [] : [String(own)];
  return [
    ...types,
    ...Object.entries(record).flatMap(([key, child]) => (key === "@type" ? [] : typesIn(child))),
  ];
}

/** The site's origin, from the home page's canonical URL (the build's SITE_URL). */
async function siteOrigin(request: APIRequestContext) {
  const canonical = (await head(request, paths.home)).canonical;
  expect(canonical, "the home page has a canonical URL").toBeTruthy();
  return new URL(canonical ?? "invalid:").origin;
}

test.describe("search tags of every route", () => {
  for (const route of routes) {
    test(`${route}`, async ({ request }) => {
      const origin = await siteOrigin(request);
      const page = await head(request, route);
      const noIndex = isNoIndex(page);

      expect(page.lang, "<html lang>").toBeTruthy();
      expect(page.title.length, `title "${page.title}" is set`).toBeGreaterThan(0);
      expect(
        page.title.length,
        `title "${page.title}" (${page.title.length} characters) ≤ 60`,
      ).toBeLessThanOrEqual(60);
      const description = page.description ?? "";
      expect(
        description.length,
        `description "${description}" (${description.length} characters) is 70–160`,
      ).toBeGreaterThanOrEqual(70);
      expect(description.length, `description "${description}" ≤ 160`).toBeLessThanOrEqual(160);
      expect(page.h1Count, "exactly one <h1>").toBe(1);

      expect(page.canonical, "a canonical URL").toBeTruthy();
      const canonical = new URL(page.canonical ?? "invalid:");
      expect(canonical.origin, "canonical on the site's origin").toBe(origin);
      expect(canonical.pathname, "canonical names this page, spelled as the route").toBe(route);
      expect(canonical.search + canonical.hash).toBe("");
      if (page.ogUrl) expect(page.ogUrl, "og:url equals the canonical URL").toBe(page.canonical);

      if (noIndex) {
        expect(unindexedRoutes, "only the unindexed pages are kept out of the index").toContain(
          route,
        );
      } else {
        expect(page.ogImage, "an og:image").toBeTruthy();
        const image = new URL(page.ogImage ?? "invalid:");
        expect(image.origin, "og:image on the site's origin").toBe(origin);
        const file = await request.get(image.pathname);
        expect(file.status(), `og:image ${image.pathname} exists in the build`).toBe(200);
        expect(file.headers()["content-type"]).toMatch(/^image\//);
        expect(page.jsonLd.length, "at least one JSON-LD block").toBeGreaterThan(0);
      }

      for (const block of page.jsonLd) {
        let data: unknown;
        expect(
          () => (data = JSON.parse(block)),
          `JSON-LD parses: ${block.slice(0, 80)}`,
        ).not.toThrow();
        const blocks = Array.isArray(data) ? data : [data];
        for (const item of blocks as Array<Record<string, unknown>>) {
          expect(String(item["@context"]), "JSON-LD @context is schema.org").toMatch(
            /^https?:\/\/schema\.org\/?$/,
          );
          expect(item["@type"] ?? item["@graph"], "a top-level @type or @graph").toBeTruthy();
        }
        const unknown = typesIn(data).filter((type) => !allowedSchemaTypes.has(type));
        expect(unknown, "schema.org types outside the allow-list").toEqual([]);
      }
    });
  }
});

test("titles and descriptions are unique across routes", async ({ request }) => {
  const heads = await Promise.all(
    routes.map(async (route) => [route, await head(request, route)] as const),
  );
  const duplicates = (pick: (page: PageHead) => string | undefined) => {
    const seen = new Map<string, string[]>();
    for (const [route, page] of heads) {
      const value = pick(page) ?? "";
      seen.set(value, [...(seen.get(value) ?? []), route]);
    }
    return [...seen.entries()]
      .filter(([, list]) => list.length > 1)
      .map(([value, list]) => `${list.join(", ")}: "${value}"`);
  };
  expect(
    duplicates((page) => page.title),
    "duplicate titles",
  ).toEqual([]);
  expect(
    duplicates((page) => page.description),
    "duplicate descriptions",
  ).toEqual([]);
});

test("sitemap.xml lists exactly the indexable routes; robots.txt points at it", async ({
  request,
}) => {
  const origin = await siteOrigin(request);
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml[^>]*\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
  );
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) => loc);
  expect(new Set(listed).size, "no URL twice").toBe(listed.length);
  for (const loc of listed) expect(new URL(loc).origin, loc).toBe(origin);

  const indexable: string[] = [];
  for (const route of routes) if (!isNoIndex(await head(request, route))) indexable.push(route);
  for (const route of unindexedRoutes) expect(indexable).not.toContain(route);
  expect(listed.map((loc) => new URL(loc).pathname).sort()).toEqual([...indexable].sort());

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  expect(robots).not.toMatch(/^Disallow:\s*\/\s*$/m);
});
