import { describe, expect, it } from "vitest";
import { takeArtworkOutOfPage } from "./external-artwork";

const drawing =
  '<linearGradient id="x1-b"><stop stop-color="#060f28"></stop></linearGradient><rect width="1440" height="720" fill="url(#x1-b)"></rect>';
const artwork = `<svg viewBox="0 0 1440 720" width="1440" height="720" preserveAspectRatio="xMaxYMid slice" aria-hidden="true" focusable="false" data-artwork="" class="absolute inset-0">${drawing}</svg>`;
const icon = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 5h16"></path></svg>';

describe("takeArtworkOutOfPage", () => {
  it("draws the artwork from a file of its own and keeps the element with all its attributes", () => {
    const { page, files } = takeArtworkOutOfPage(
      `<body><section><h1>Title</h1>${artwork}<p>Text</p></section></body>`,
    );
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file?.href).toMatch(/^\/assets\/art-[\w-]{10}\.svg$/);
    expect(file?.svg).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg"><symbol id="a">${drawing}</symbol></svg>`,
    );
    expect(page).toBe(
      `<body><section><h1>Title</h1><svg viewBox="0 0 1440 720" width="1440" height="720" preserveAspectRatio="xMaxYMid slice" aria-hidden="true" focusable="false" class="absolute inset-0"><use href="${file?.href}#a"></use></svg><p>Text</p></section></body>`,
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

  it("refuses an artwork with nothing to draw", () => {
    expect(() => takeArtworkOutOfPage(`<body>${artwork.replace(drawing, " ")}</body>`)).toThrow(
      "no drawing",
    );
  });
});
