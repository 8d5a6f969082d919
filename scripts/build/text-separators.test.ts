import { describe, expect, it } from "vitest";
import { withoutTextSeparators } from "./text-separators";

describe("text separators", () => {
  it("leaves the page's, and keeps an island's as React wrote them", () => {
    const page =
      '<p>2<!-- --> min read</p><div data-island="Tabs"><p>3<!-- --> tabs</p></div>' +
      "<footer>© <!-- -->2023<!-- --> Bluecrest</footer><!--$--><!--/$-->";
    expect(withoutTextSeparators(page)).toBe(
      '<p>2 min read</p><div data-island="Tabs"><p>3<!-- --> tabs</p></div>' +
        "<footer>© 2023 Bluecrest</footer><!--$--><!--/$-->",
    );
  });

  it("changes nothing in a page without them", () => {
    const page = "<main><h1>Title</h1><!-- a comment --></main>";
    expect(withoutTextSeparators(page)).toBe(page);
  });
});
