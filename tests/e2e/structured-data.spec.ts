import { expect, test } from "@playwright/test";
import { notFoundPath, paths, routes, unindexedRoutes } from "./helpers/site-routes";

type Block = Record<string, unknown>;

/** Every JSON-LD block in a page's prerendered HTML, parsed. */
async function jsonLdOf(html: string): Promise<Block[]> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((match) => JSON.parse(match[1] ?? "") as Block);
}

const indexed = routes.filter((route) => !unindexedRoutes.includes(route));

test.describe("structured data", () => {
  for (const route of indexed) {
    test(`${route} carries valid JSON-LD with the expected types`, async ({ request }) => {
      const html = await (await request.get(route)).text();
      const blocks = await jsonLdOf(html);
      const types = blocks.map((block) => block["@type"]);
      for (const block of blocks) expect(block["@context"]).toBe("https://schema.org");
      expect(types).not.toContain("ProfessionalService");
      expect(types).toContain("Organization");

      const organization = blocks.find((block) => block["@type"] === "Organization");
      if (route === paths.home) {
        expect(organization).toHaveProperty("logo");
        expect(types).toContain("WebSite");
        // The office and its hours are the contact page's, the page about the office: the home page
        // has no bytes to spare in its first round trip.
        expect(types).not.toContain("LocalBusiness");
        expect(types).not.toContain("BreadcrumbList");
        return;
      }
      if (route === paths.contactUs) expect(types).toContain("LocalBusiness");
      // The full description is the home page's; here the company is named by the same @id.
      expect(organization?.["@id"]).toBe(new URL("/#organization", String(organization?.url)).href);
      expect(organization).not.toHaveProperty("contactPoint");

      const trail = blocks.find((block) => block["@type"] === "BreadcrumbList");
      expect(trail, "BreadcrumbList").toBeDefined();
      const items = (trail?.itemListElement ?? []) as Block[];
      expect(items[0]).toMatchObject({ position: 1, name: "Home" });
      const last = items.at(-1) ?? {};
      expect(last.position).toBe(items.length);
      expect(new URL(String(last.item)).pathname).toBe(route);
      // The crumb is the page's own title, the part before " | Company".
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(title.replace(/&amp;/g, "&").startsWith(`${String(last.name)} | `)).toBe(true);
    });
  }

  test("LocalBusiness, on the contact page, has the address, phone, email and opening hours", async ({
    request,
  }) => {
    const blocks = await jsonLdOf(await (await request.get(paths.contactUs)).text());
    const business = blocks.find((block) => block["@type"] === "LocalBusiness");
    expect(business).toMatchObject({
      telephone: expect.stringMatching(/^\+\d+$/),
      email: expect.stringContaining("@"),
      address: { "@type": "PostalAddress", addressLocality: "Islamabad" },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map(
            (day) => `https://schema.org/${day}`,
          ),
          opens: "10:00",
          closes: "19:00",
        },
      ],
    });
  });

  test("service pages sit under Services in the breadcrumb trail", async ({ request }) => {
    const blocks = await jsonLdOf(await (await request.get("/cyber-security")).text());
    const trail = blocks.find((block) => block["@type"] === "BreadcrumbList");
    const names = ((trail?.itemListElement ?? []) as Block[]).map((item) => item.name);
    expect(names.slice(0, 2)).toEqual(["Home", "Services"]);
  });

  test("pages kept out of the index carry no site JSON-LD", async ({ request }) => {
    for (const route of [...unindexedRoutes, notFoundPath]) {
      const response = await request.get(route === notFoundPath ? "/no-such-page" : route);
      const types = (await jsonLdOf(await response.text())).map((block) => block["@type"]);
      expect(types, route).not.toContain("BreadcrumbList");
    }
  });
});
