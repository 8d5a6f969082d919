import { describe, expect, it } from "vitest";
import { picturesInOneFile, stackedPicture } from "./pictures-in-one-file";

const portrait = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 980 980" fill="none"><mask id="viewboxMask"><rect width="980" height="980" fill="#fff"/></mask><g mask="url(#viewboxMask)"><circle cx="490" cy="490" r="400" fill="${colour}"/></g></svg>`;
const cover = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400" role="img"><title>Website projects</title><linearGradient id="g"/><rect width="640" height="400" fill="url(#g)"/><use href="#g"/></svg>`;
const files: Record<string, string> = {
  "/assets/hamza-1.svg": portrait("#111"),
  "/assets/ayesha-2.svg": portrait("#222"),
  "/assets/cover-3.svg": cover,
  "/assets/bilal-4.svg": portrait("#444"),
};
const read = (href: string) => {
  const svg = files[href];
  if (!svg) throw new Error(`no file ${href}`);
  return svg;
};
const img = (src: string, extra = "") => `<img src="${src}" alt="x" width="980" height="980"${extra}>`;

describe("the pictures a page loads at once, from one file", () => {
  it("points each eager SVG picture at its view of one file and leaves lazy and raster ones", () => {
    const html = `<main>${img("/assets/hamza-1.svg", ' loading="eager"')}${img("/assets/ayesha-2.svg")}${img("/assets/bilal-4.svg", ' loading="lazy"')}${img("/assets/photo-5.jpg")}${img("/assets/hamza-1.svg")}</main>`;
    const { page, file } = picturesInOneFile(html, read);
    expect(file?.href).toMatch(/^\/assets\/pictures-[\w-]{10}\.svg$/);
    const sources = [...page.matchAll(/src="([^"]+)"/g)].map(([, src]) => src);
    expect(sources).toEqual([
      `${file?.href}#p0`,
      `${file?.href}#p1`,
      "/assets/bilal-4.svg",
      "/assets/photo-5.jpg",
      `${file?.href}#p0`,
    ]);
    // Two pictures, one view each, stacked one below the other.
    expect(file?.svg.match(/<view /g)).toHaveLength(2);
    expect(file?.svg).toContain('<view id="p0" viewBox="0 0 980 980"/>');
    expect(file?.svg).toContain('<view id="p1" viewBox="0 980 980 980"/>');
    expect(file?.svg).toContain('<svg y="980" width="980" height="980" viewBox="0 0 980 980" fill="none">');
  });

  it("keeps one preload, of the file, where React preloaded the pictures", () => {
    const head = `<head><link rel="preload" as="image" href="/assets/hamza-1.svg"/><link rel="preload" href="/assets/ayesha-2.svg" as="image"><link rel="preload" as="image" href="/assets/other-9.svg"/></head>`;
    const { page, file } = picturesInOneFile(
      `${head}${img("/assets/hamza-1.svg")}${img("/assets/ayesha-2.svg")}`,
      read,
    );
    expect(page.match(/<link [^>]*>/g)).toEqual([
      `<link rel="preload" as="image" href="${file?.href}"/>`,
      '<link rel="preload" as="image" href="/assets/other-9.svg"/>',
    ]);
  });

  it("gives each picture's ids its own prefix, and what points at them follows", () => {
    const { file } = picturesInOneFile(`${img("/assets/hamza-1.svg")}${img("/assets/cover-3.svg")}`, read);
    const svg = file?.svg ?? "";
    expect(svg).toContain('<mask id="p0-viewboxMask">');
    expect(svg).toContain('mask="url(#p0-viewboxMask)"');
    expect(svg).toContain('<linearGradient id="p1-g"/>');
    expect(svg).toContain('fill="url(#p1-g)"');
    expect(svg).toContain('<use href="#p1-g"/>');
    expect(svg).not.toMatch(/id="(viewboxMask|g)"/);
  });

  it("keeps a standalone document's size, role and namespace off the stacked copy", () => {
    const { part, height } = stackedPicture(cover, "p3", 100);
    expect(height).toBe(400);
    expect(part).toMatch(/^<view id="p3" viewBox="0 100 640 400"\/><svg y="100" width="640" height="400" viewBox="0 0 640 400">/);
    expect(part).not.toMatch(/role=|xmlns=/);
  });

  it("leaves a page with one eager picture, or none, as it is", () => {
    for (const html of [img("/assets/hamza-1.svg"), img("/assets/photo-5.jpg"), "<p>no pictures</p>"])
      expect(picturesInOneFile(html, read)).toEqual({ page: html });
  });

  it("refuses a picture it cannot frame", () => {
    expect(() => stackedPicture('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>', "p0", 0)).toThrow(/viewBox/);
    expect(() => stackedPicture("<png/>", "p0", 0)).toThrow(/one SVG document/);
  });
});
