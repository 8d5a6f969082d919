import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mediaPicture } from "@contracts/media";
import { ArticleBody } from "./article-body";

const hostile = [
  "Before <script>alert(1)</script> after.",
  "",
  "<script>alert(2)</script>",
  "",
  'An image <img src="x" onerror="alert(3)"> inline.',
  "",
  "[click me](javascript:alert(4)) and [data](data:text/html,<b>5</b>) and [vb](  JaVaScRiPt:alert(6))",
  "",
  "![tracker](https://evil.example/pixel.png)",
].join("\n");

describe("an article's body", () => {
  it("writes HTML typed into the Markdown as text, never as markup", () => {
    const { container } = render(<ArticleBody markdown={hostile} />);
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("[onerror]")).toBeNull();
    expect(container.textContent).toContain("<script>alert(1)</script>");
    expect(container.textContent).toContain('<img src="x" onerror="alert(3)">');
  });

  it("refuses javascript: and data: links, keeping their words as plain text", () => {
    const { container } = render(<ArticleBody markdown={hostile} />);
    expect(container.querySelectorAll("a")).toHaveLength(0);
    expect(container.textContent).toContain("click me");
    expect(container.innerHTML).not.toMatch(/javascript:|data:text/i);
  });

  it("draws headings (one level under the page's h1), lists, links, quotes and code", () => {
    const markdown = [
      "# Top",
      "## Section",
      "### Detail",
      "- one",
      "- two",
      "",
      "1. first",
      "",
      "> quoted",
      "",
      "```css",
      ":root { --a: 1; }",
      "```",
      "",
      "See [our team](/our-team), [a site](https://example.org/x), [mail](mailto:hi@example.com).",
    ].join("\n");
    const { container } = render(<ArticleBody markdown={markdown} />);
    expect(container.querySelector("h1")).toBeNull();
    expect([...container.querySelectorAll("h2")].map((h) => h.textContent)).toEqual([
      "Top",
      "Section",
    ]);
    expect(container.querySelector("h3")?.textContent).toBe("Detail");
    expect(container.querySelectorAll("ul li")).toHaveLength(2);
    expect(container.querySelectorAll("ol li")).toHaveLength(1);
    expect(container.querySelector("blockquote")?.textContent).toContain("quoted");
    expect(container.querySelector("pre code")?.textContent).toContain("--a: 1");
    expect([...container.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "/our-team",
      "https://example.org/x",
      "mailto:hi@example.com",
    ]);
  });

  it("shows a picture of the media library with its sizes, width and height", () => {
    const picture = mediaPicture("pic_1", [
      { width: 480, height: 320, format: "avif" },
      { width: 480, height: 320, format: "webp" },
      { width: 1080, height: 720, format: "webp" },
    ]);
    const { container } = render(
      <ArticleBody
        markdown={"![Our studio](media:pic_1)\n\n![Gone](media:unknown)"}
        pictures={{ pic_1: picture }}
      />,
    );
    const images = container.querySelectorAll("img");
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute("alt", "Our studio");
    expect(images[0]).toHaveAttribute("width", "1080");
    expect(images[0]).toHaveAttribute("height", "720");
    expect(container.querySelector("source")?.getAttribute("srcset")).toContain("480w");
    // A picture the library no longer has is its alt text, not a broken image.
    expect(container.textContent).toContain("Gone");
  });
});
