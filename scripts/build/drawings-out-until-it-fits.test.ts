import { describe, expect, it } from "vitest";
import { drawingsOutUntilItFits } from "./drawings-out-until-it-fits";
import { takeArtworkOutOfPage, withoutArtworkMarkers } from "./external-artwork";
import { takeIconsOutOfPage } from "./external-icons";
import { inOneDrawingFile } from "./one-drawing-file";

const artwork =
  '<svg viewBox="0 0 1440 720" aria-hidden="true" data-artwork=""><linearGradient id="x1-b"><stop stop-color="#060f28"></stop></linearGradient><rect width="1440" height="720" fill="url(#x1-b)"></rect></svg>';
const icon =
  '<svg class="lucide lucide-check" viewBox="0 0 24 24" aria-hidden="true"><path d="M20 6 9 17l-5-5"></path><path d="M4 4h16"></path></svg>';
const page = `<body><main><section data-hero="">${artwork}<h1>Title</h1></section><ul><li>${icon}</li><li>${icon}</li></ul></main></body>`;
const length = (html: string) => Promise.resolve(html.length);

const inline = withoutArtworkMarkers(page);
const withoutArtwork = takeArtworkOutOfPage(page).page.length;
const artworkOut = takeArtworkOutOfPage(page);
const iconsOut = takeIconsOutOfPage(artworkOut.page);
const withoutBoth = inOneDrawingFile({
  page: iconsOut.page,
  files: [...artworkOut.files, ...iconsOut.files],
}).page.length;

describe("drawingsOutUntilItFits", () => {
  it("leaves every drawing in a page that fits as it is, unmarked", async () => {
    expect(inline).not.toContain("data-artwork");
    expect(await drawingsOutUntilItFits(page, inline.length, length)).toEqual({
      page: inline,
      files: [],
    });
  });

  it("takes only the artwork out of a page that fits without it", async () => {
    const result = await drawingsOutUntilItFits(page, withoutArtwork, length);
    expect(result.files.map((file) => file.href)).toEqual([
      expect.stringMatching(/^\/assets\/art-/),
    ]);
    expect(result.page.length).toBe(withoutArtwork);
    expect(result.page).toContain(icon);
  });

  it("takes the icons out too from a page that fits only without both, into one file", async () => {
    expect(withoutBoth).toBeLessThan(withoutArtwork);
    const result = await drawingsOutUntilItFits(page, withoutBoth, length);
    expect(result.files.map((file) => file.href)).toEqual([
      expect.stringMatching(/^\/assets\/drawings-/),
    ]);
    expect(result.page.match(/<use href="([^"#]+)#/g)).toEqual([
      `<use href="${result.files[0]?.href}#`,
      `<use href="${result.files[0]?.href}#`,
      `<use href="${result.files[0]?.href}#`,
    ]);
    expect(result.page.length).toBe(withoutBoth);
    expect(result.page).not.toContain("data-artwork");
    expect(result.page).not.toContain("<path");
  });

  it("leaves them all in a page that is over the line either way", async () => {
    expect(await drawingsOutUntilItFits(page, withoutBoth - 1, length)).toEqual({
      page: inline,
      files: [],
    });
  });
});
