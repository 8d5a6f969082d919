import { describe, expect, it } from "vitest";
import { linkHrefSchema } from "~/schema/common";
import { prerenderedPaths } from "~/lib/paths";
import { checkContent, contentDocuments, contentKeys } from "./documents";
import { shippedContent } from "./shipped";
import { withIdentity } from "./identity-tokens";

describe("the content documents", () => {
  it("hold every content module and the identity, each labelled, checked and placed", () => {
    expect(contentKeys).toHaveLength(31);
    for (const key of contentKeys) {
      const entry = contentDocuments[key];
      expect(entry.key).toBe(key);
      expect(entry.label.length).toBeGreaterThan(2);
      expect(entry.paths.every((path) => prerenderedPaths.includes(path))).toBe(true);
      expect(checkContent(key, entry.shipped)).toEqual({ ok: true });
    }
    expect(contentDocuments.identity.paths).toEqual(prerenderedPaths);
  });

  it("refuse a body the schema refuses, with the field's path and message", () => {
    const home = structuredClone(shippedContent["pages/home"]);
    home.hero.title = "";
    const checked = checkContent("pages/home", home);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.issues[0]).toMatchObject({ path: ["hero", "title"] });
    expect(checked.ok || checked.issues[0]?.message).toMatch(/3 characters/);
  });

  it("name the home hero's title Headline, for the desk's form", () => {
    const hero = contentDocuments["pages/home"].schema.shape.hero;
    expect(hero.shape.title.meta()).toMatchObject({ title: "Headline" });
  });

  it("check lengths on the text as it is read, with the identity filled in", () => {
    // "Since {foundingYear}" fits the highlight's 16 characters only once the year is filled in.
    const about = shippedContent["pages/about-us"];
    const farFuture = { ...shippedContent.identity, foundingYear: 12345678901 };
    expect(checkContent("pages/about-us", about, farFuture).ok).toBe(false);
    expect(checkContent("pages/about-us", about).ok).toBe(true);
  });
});

describe("copy that names the company", () => {
  it("follows the identity when it changes", () => {
    const about = shippedContent["pages/about-us"];
    const renamed = withIdentity(about, {
      ...shippedContent.identity,
      companyName: "Northwind Studio",
      foundingYear: 2011,
    });
    expect(JSON.stringify(about)).toContain("{companyName}");
    expect(renamed.intro.paragraphs[0]).toMatch(/^Northwind Studio is a software house/);
    expect(renamed.intro.highlights[0]?.value).toBe("Since 2011");
    expect(JSON.stringify(renamed)).not.toMatch(/\{(companyName|foundingYear)\}/);
  });

  it("leaves a brace that is not a token as it was typed", () => {
    expect(withIdentity({ text: "{notAToken} and {email}" }, shippedContent.identity).text).toBe(
      `{notAToken} and ${shippedContent.identity.email}`,
    );
  });
});

describe("a link field", () => {
  it.each([
    "/about-us",
    "/Services",
    "https://example.org/x",
    "mailto:a@example.com",
    "tel:+92510000100",
  ])("accepts %s", (href) => expect(linkHrefSchema.safeParse(href).success).toBe(true));
  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "http://example.org/",
    "//evil.example/",
    "/no-such-page",
    "/admin",
    "https://",
    "mailto:<script>",
    "vbscript:msgbox",
    " https://example.org/",
  ])("refuses %s", (href) => expect(linkHrefSchema.safeParse(href).success).toBe(false));
});
