import { describe, expect, it } from "vitest";
import { linkHrefSchema } from "./common";

/** A link the owner types reaches every page as an href: only the site's pages and safe schemes. */
describe("a link in the copy", () => {
  it.each([
    "/",
    "/about-us",
    "/Services",
    "https://example.com/work",
    "mailto:hello@example.com",
    "tel:+92 51 1234567",
  ])("accepts %s", (href) => expect(linkHrefSchema.safeParse(href).success).toBe(true));

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "http://example.com",
    "//example.com",
    "/no-such-page",
    "https://",
    "mailto:",
    "tel:call-me",
    " /about-us",
  ])("refuses %s with a message in words", (href) => {
    const result = linkHrefSchema.safeParse(href);
    expect(result.error?.issues[0]?.message).toMatch(/site's pages/);
  });
});
