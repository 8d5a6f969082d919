import { describe, expect, it } from "vitest";
import { artworkOutIfItFits, takeArtworkOutOfPage, withoutArtworkMarkers } from "./external-artwork";

const drawing =
  '<linearGradient id="x1-b"><stop stop-color="#060f28"></stop></linearGradient><rect width="1440" height="720" fill="url(#x1-b)"></rect>';
const artwork = `<svg viewBox="0 0 1440 720" width="1440" height="720" preserveAspectRatio="xMaxYMid slice" aria-hidden="true" focusable="false" data-artwork="" class="absolute inset-0">${drawing}</svg>`;
const icon = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 5h16"></path></svg>';

describe("takeArtworkOutOfPage (docs/decisions/0149)", () => {
  it("draws the artwork from a file of its own and keeps the element's classes and attributes", () => {
    const { page, files } = takeArtworkOutOfPage(
      `<body><section><h1>Title</h1>${artwork}<p>Text</p></section></body>`,
    );
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file?.href).toMatch(/^\/assets\/art-[\w-]{10}\.svg$/);
    expect(file?.svg).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg"><symbol id="a" viewBox="0 0 1440 720" preserveAspectRatio="xMaxYMid slice">${drawing}</symbol></svg>`,
    );
    expect(page).toBe(
      `<body><section><h1>Title</h1><svg aria-hidden="true" focusable="false" class="absolute inset-0"><use href="${file?.href}#a"></use></svg><p>Text</p></section></body>`,
    );
  });

  it("names a file after its content: the same picture twice is one file, another is two", () => {
    const other = artwork.replace("#060f28", "#0a1a3f");
    const { page, files } = takeArtworkOutOfPage(`<body>${artwork}${icon}${artwork}${other}</body>`);
    expect(files).toHaveLength(2);
    const [first, second] = files;
    expect(first?.href).not.toBe(second?.href);
    expect(page.split(`href="${first?.href}#a"`)).toHaveLength(3);
    expect(page).toContain(`href="${second?.href}#a"`);
    expect(page).toContain(icon);
    expect(page).not.toContain("stop-color");
  });

  it("changes nothing in a page without artwork", () => {
    const html = `<body>${icon}<p>Text</p></body>`;
    expect(takeArtworkOutOfPage(html)).toEqual({ page: html, files: [] });
  });

  it("refuses an artwork that has no viewBox", () => {
    expect(() =>
      takeArtworkOutOfPage(`<body>${artwork.replace(' viewBox="0 0 1440 720"', "")}</body>`),
    ).toThrow("no viewBox");
  });
});

describe("artworkOutIfItFits (docs/decisions/0149)", () => {
  const page = (text: string) => `<body>${artwork}<p>${text}</p></body>`;
  const length = (html: string) => Promise.resolve(html.length);
  const withoutArtwork = takeArtworkOutOfPage(page("x")).page.length;

  const inline = (text: string) => withoutArtworkMarkers(page(text));

  it("leaves the artwork in a page that fits as it is, unmarked", async () => {
    const html = page("x");
    expect(inline("x")).not.toContain("data-artwork");
    expect(inline("x")).toContain("<linearGradient");
    expect(await artworkOutIfItFits(html, inline("x").length, length)).toEqual({
      page: inline("x"),
      files: [],
    });
  });

  it("takes it out of a page that fits only without it", async () => {
    const html = page("x");
    const result = await artworkOutIfItFits(html, withoutArtwork, length);
    expect(result.files).toHaveLength(1);
    expect(result.page.length).toBe(withoutArtwork);
    expect(result.page).not.toContain("data-artwork");
  });

  it("leaves it in a page that is over the line either way", async () => {
    const html = page("x");
    expect(await artworkOutIfItFits(html, withoutArtwork - 1, length)).toEqual({
      page: inline("x"),
      files: [],
    });
  });
});
