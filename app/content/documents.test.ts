import { describe, expect, it } from "vitest";
import { linkHrefSchema } from "~/schema/common";
import { prerenderedPaths } from "~/lib/paths";
import {
  checkContent,
  contentDocuments,
  contentKeys,
  contentOnDay,
  documentPaths,
  everyContentPath,
  gonePageOf,
} from "./documents";
import { shippedContent } from "./shipped";
import { withIdentity } from "./identity-tokens";

describe("the content documents", () => {
  it("hold every content module and the identity, each labelled, checked and placed", () => {
    expect(contentKeys).toHaveLength(32);
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

describe("openings", () => {
  const careers = shippedContent["pages/careers"];
  const withOpenings = (positions: typeof careers.openings.positions) => ({
    ...shippedContent,
    "pages/careers": { ...careers, openings: { ...careers.openings, positions } },
  });
  const [first, second] = careers.openings.positions;
  if (!first || !second) throw new Error("The shipped careers page has openings.");

  it("are the shipped three, each a page of its own beside the careers page", () => {
    expect(careers.openings.positions.map((opening) => opening.title)).toEqual([
      "Senior React Developer",
      "Flutter Developer",
      "Social Media Executive",
    ]);
    expect(documentPaths("pages/careers", careers)).toEqual([
      "/careers",
      "/careers/closed",
      "/careers/senior-react-developer",
      "/careers/flutter-developer",
      "/careers/social-media-executive",
    ]);
    expect(everyContentPath(shippedContent).slice(0, prerenderedPaths.length + 3)).toEqual([
      ...prerenderedPaths,
      "/careers/senior-react-developer",
      "/careers/flutter-developer",
      "/careers/social-media-executive",
    ]);
  });

  it("are open through their closing date, and gone the day after", () => {
    const closing = withOpenings([{ ...first, closes: "2027-01-10" }, second]);
    const onTheDay = contentOnDay(closing, "2027-01-10");
    expect(onTheDay["pages/careers"].openings.positions).toHaveLength(2);
    expect(gonePageOf(onTheDay, "/careers/senior-react-developer")).toBeUndefined();
    const dayAfter = contentOnDay(closing, "2027-01-11");
    expect(dayAfter["pages/careers"].openings.positions.map((opening) => opening.slug)).toEqual([
      second.slug,
    ]);
    expect(gonePageOf(dayAfter, "/careers/senior-react-developer")).toBe("/careers/closed");
    expect(gonePageOf(dayAfter, "/Careers/Senior-React-Developer")).toBe("/careers/closed");
  });

  it("taken out of the content are gone; the careers pages and every other page are not", () => {
    const without = withOpenings([second]);
    expect(gonePageOf(without, "/careers/senior-react-developer")).toBe("/careers/closed");
    for (const path of ["/careers", "/careers/closed", "/careers/flutter-developer", "/about-us"])
      expect(gonePageOf(without, path)).toBeUndefined();
  });

  it("refuse a reserved or repeated address, a bad date and a closing date before posting", () => {
    const issues = (positions: unknown[]) => {
      const checked = checkContent("pages/careers", {
        ...careers,
        openings: { ...careers.openings, positions },
      });
      return checked.ok ? [] : checked.issues.map((issue) => issue.path.join("."));
    };
    expect(issues([first, second])).toEqual([]);
    expect(issues([{ ...first, slug: "closed" }])).toEqual(["openings.positions.0.slug"]);
    expect(issues([{ ...first, slug: "../admin" }])).toEqual(["openings.positions.0.slug"]);
    expect(issues([first, { ...second, slug: first.slug }])).toEqual(["openings.positions"]);
    expect(issues([{ ...first, closes: "31/03/2027" }])).toEqual(["openings.positions.0.closes"]);
    expect(issues([{ ...first, closes: "2026-01-01" }])).toEqual(["openings.positions.0.closes"]);
    expect(issues([{ ...first, type: "Forever" }])).toEqual(["openings.positions.0.type"]);
    // None open is allowed: the page says so.
    expect(issues([])).toEqual([]);
  });
});
