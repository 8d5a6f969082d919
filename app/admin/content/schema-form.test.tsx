import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { ContentIssue, ContentSchemaNode } from "@contracts/content";
import { homePage } from "~/content/pages/home";
import { ourTeamPage } from "~/content/pages/our-team";
import { homePageSchema } from "~/schema/home";
import { teamPageSchema } from "~/schema/team";
import { fieldLabel } from "./field-label";
import { fieldId } from "./form-context";
import { SchemaForm } from "./schema-form";

/**
 * The editor is drawn from the real schemas of app/schema/, as the server sends them (zod's JSON
 * Schema), and edits the shipped content.
 */

const asNode = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input" }) as ContentSchemaNode;
const pages = [
  { path: "/", label: "Home" },
  { path: "/about-us", label: "About Us" },
  { path: "/contact-us", label: "Contact Us" },
];

/** The editor as the desk holds it: its value in state, the latest value readable by the test. */
function Editor({
  schema,
  initial,
  issues,
  seen,
}: {
  schema: z.ZodType;
  initial: unknown;
  issues?: ContentIssue[];
  seen: Map<"value", unknown>;
}) {
  const [value, setValue] = useState(initial);
  return (
    <SchemaForm
      schema={asNode(schema)}
      value={value}
      pages={pages}
      issues={issues}
      onChange={(next) => {
        seen.set("value", next);
        setValue(next);
      }}
    />
  );
}

/*
 * A whole page's editor is large: a query by role or label walks every element's accessible
 * name (30 s for the home page in jsdom), so the tests find a field by the id its path gives it,
 * or a group by its legend, and then check that one element's name.
 */
const field = (path: Array<string | number>) => {
  const found = document.getElementById(fieldId("content", path));
  if (!found) throw new Error(`no field at ${path.join(".")}`);
  return found;
};
const group = (name: string | RegExp, inside: HTMLElement = document.body) => {
  const legend = [...inside.querySelectorAll("legend")].find((element) =>
    typeof name === "string" ? element.textContent === name : name.test(element.textContent),
  );
  const fieldset = legend?.closest("fieldset");
  if (!fieldset) throw new Error(`no group ${String(name)}`);
  return fieldset;
};

const issuesOf = (schema: z.ZodType, value: unknown): ContentIssue[] =>
  schema.safeParse(value).error?.issues.map(({ path, message }) => ({
    path: path.map((part) => (typeof part === "symbol" ? String(part) : part)),
    message,
  })) ?? [];

/** Keys pressed without a pause between them: each press redraws a page's whole editor. */
const user = userEvent.setup({ delay: null });

// A whole page's editor is about 1,900 elements: drawing it in jsdom takes a second or more on
// a loaded machine, and a typed word a few more.
describe("the content editor drawn from a schema", { timeout: 20_000 }, () => {
  it("labels the home hero's title Headline and edits it", async () => {
    const seen = new Map<"value", unknown>();
    render(<Editor schema={homePageSchema} initial={homePage} seen={seen} />);
    const headline = field(["hero", "title"]);
    expect(headline).toHaveAccessibleName("Headline");
    expect(headline).toHaveValue(homePage.hero.title);
    await user.clear(headline);
    await user.type(headline, "Software that sells");
    expect(homePageSchema.parse(seen.get("value")).hero.title).toBe("Software that sells");
    expect(homePageSchema.parse(seen.get("value")).hero.intro).toBe(homePage.hero.intro);
  });

  it("draws paragraphs as textareas, short texts as lines, a fixed value as text", () => {
    render(<Editor schema={homePageSchema} initial={homePage} seen={new Map()} />);
    expect(field(["hero", "intro"])).toHaveAccessibleName("Introduction");
    expect(field(["hero", "intro"]).tagName).toBe("TEXTAREA");
    expect(field(["seo", "title"])).toHaveAccessibleName("Title in search results");
    expect(field(["seo", "title"]).tagName).toBe("INPUT");
    expect(screen.getAllByText("Leading You To Your Future")[0]).toBeVisible();
    expect(group("Search engines")).toHaveAccessibleName("Search engines");
  });

  it("adds, reorders and removes a list's items with buttons, within the schema's limits", async () => {
    const seen = new Map<"value", unknown>();
    const paragraphs = homePage.future.paragraphs;
    render(<Editor schema={homePageSchema} initial={homePage} seen={seen} />);
    const list = group(/^Paragraphs/, group("Future"));
    const current = () => (seen.get("value") as typeof homePage).future.paragraphs;

    await user.click(within(list).getByRole("button", { name: "Add paragraph" }));
    expect(current()).toEqual([...paragraphs, ""]);
    // The new item's field takes the focus, so the owner types straight into it.
    await user.keyboard("A new paragraph about the studio.");
    expect(current().at(-1)).toBe("A new paragraph about the studio.");

    const moveUp = within(list).getByRole("button", {
      name: `Move Paragraph ${current().length} up`,
    });
    await user.click(moveUp);
    expect(current().at(-2)).toBe("A new paragraph about the studio.");
    // The focus follows the item it moved.
    expect(document.activeElement).toHaveAccessibleName(
      `Move Paragraph ${current().length - 1} up`,
    );

    await user.click(
      within(list).getByRole("button", { name: `Remove Paragraph ${current().length - 1}` }),
    );
    expect(current()).toEqual(paragraphs);
    if (paragraphs.length === 1)
      expect(within(list).getByRole("button", { name: "Remove Paragraph 1" })).toBeDisabled();
  });

  it("holds a list at its length: nine offer cards take no tenth", () => {
    render(<Editor schema={homePageSchema} initial={homePage} seen={new Map()} />);
    const cards = group(/^Cards/);
    expect(within(cards).getByRole("button", { name: "Add card" })).toBeDisabled();
    expect(within(cards).getByRole("button", { name: "Remove Card 1" })).toBeDisabled();
    expect(within(cards).getByText("Card 1: Mobile App Development")).toBeVisible();
  });

  it("marks a refused field invalid with the schema's own message", () => {
    const empty = { ...homePage, hero: { ...homePage.hero, title: "" } };
    const issues = issuesOf(homePageSchema, empty);
    expect(issues).toHaveLength(1);
    render(<Editor schema={homePageSchema} initial={empty} issues={issues} seen={new Map()} />);
    const headline = field(["hero", "title"]);
    expect(headline).toHaveAccessibleName("Headline");
    expect(headline).toHaveAttribute("aria-invalid", "true");
    expect(headline).toHaveAccessibleDescription(issues[0]?.message);
    expect(screen.getByRole("alert")).toHaveTextContent(`Hero › Headline: ${issues[0]?.message}`);
    expect(field(["hero", "intro"])).not.toHaveAttribute("aria-invalid");
  });

  it("chooses a link from the site's pages, or takes an https:, mailto: or tel: address", async () => {
    const seen = new Map<"value", unknown>();
    render(<Editor schema={homePageSchema} initial={homePage} seen={seen} />);
    const closing = group("Closing");
    const link = field(["closing", "cta", "href"]);
    expect(closing).toContainElement(link);
    expect(link).toHaveAccessibleName("Link");
    await user.selectOptions(link, "/about-us");
    expect((seen.get("value") as typeof homePage).closing.cta.href).toBe("/about-us");

    await user.selectOptions(link, "Another address…");
    const address = within(closing).getByRole("textbox", { name: "Link: address" });
    await user.type(address, "javascript:alert(1)");
    expect(address).toHaveAttribute("aria-invalid", "true");
    expect(issuesOf(homePageSchema, seen.get("value")).map((issue) => issue.path)).toEqual([
      ["closing", "cta", "href"],
    ]);
    await user.clear(address);
    await user.type(address, "mailto:hello@example.com");
    expect(address).not.toHaveAttribute("aria-invalid");
    expect(issuesOf(homePageSchema, seen.get("value"))).toEqual([]);
  });

  it("edits a team member's image by its reference until the media picker is there", async () => {
    const seen = new Map<"value", unknown>();
    render(<Editor schema={teamPageSchema} initial={ourTeamPage} seen={seen} />);
    const image = field(["team", "members", 0, "image"]);
    expect(image).toHaveAccessibleName("Image");
    await user.clear(image);
    await user.type(image, "portrait-new");
    expect((seen.get("value") as typeof ourTeamPage).team.members[0]?.image).toBe("portrait-new");
  });

  it.each([
    ["imageAlt", "Image alt"],
    ["footer_services", "Footer services"],
    ["seo", "Search result"],
    ["cta", "Button"],
    ["fourCs", "Four cs"],
  ])("labels the key %s in words: %s", (key, words) => {
    expect(fieldLabel(key, {})).toBe(words);
  });
});
