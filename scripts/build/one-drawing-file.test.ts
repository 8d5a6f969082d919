import { describe, expect, it } from "vitest";
import { drawingFile } from "./drawing-files";
import { inOneDrawingFile } from "./one-drawing-file";

const hero = drawingFile("art", '<symbol id="a"><rect id="hero-b" width="9" height="9"></rect></symbol>');
const band = drawingFile("art", '<symbol id="a"><circle r="4"></circle></symbol>');
const icons = drawingFile("icons", '<symbol id="i0"><path d="M1 1"></path></symbol><symbol id="i1"><path d="M2 2"></path></symbol>');
const use = (href: string) => `<svg><use href="${href}"></use></svg>`;

describe("inOneDrawingFile", () => {
  it("draws every drawing a page takes from files from one file, each symbol renamed once", () => {
    const page = [
      use(`${hero.href}#a`),
      use(`${icons.href}#i1`),
      use(`${band.href}#a`),
      use(`${icons.href}#i0`),
      use(`${icons.href}#i1`),
    ].join("");
    const { page: html, files } = inOneDrawingFile({ page, files: [hero, band, icons] });
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file?.href).toMatch(/^\/assets\/drawings-[\w-]{10}\.svg$/);
    // The symbols of every file, in the order of the files, with ids unique in the file; what a
    // symbol holds (its gradients' ids too) is left as it was.
    expect(file?.svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="s0"><rect id="hero-b" width="9" height="9"></rect></symbol><symbol id="s1"><circle r="4"></circle></symbol><symbol id="s2"><path d="M1 1"></path></symbol><symbol id="s3"><path d="M2 2"></path></symbol></svg>',
    );
    expect(html).toBe(
      [
        use(`${file?.href}#s0`),
        use(`${file?.href}#s3`),
        use(`${file?.href}#s1`),
        use(`${file?.href}#s2`),
        use(`${file?.href}#s3`),
      ].join(""),
    );
  });

  it("leaves a page with one file or none as it is", () => {
    const one = { page: use(`${hero.href}#a`), files: [hero] };
    expect(inOneDrawingFile(one)).toBe(one);
    const none = { page: "<p>text</p>", files: [] };
    expect(inOneDrawingFile(none)).toBe(none);
  });

  it("refuses a page that draws a symbol its files do not hold", () => {
    const page = use(`${hero.href}#b`) + use(`${icons.href}#i0`);
    expect(() => inOneDrawingFile({ page, files: [hero, icons] })).toThrow(/#b/);
  });
});
