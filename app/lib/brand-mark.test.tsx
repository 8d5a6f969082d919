import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { parse, type HTMLElement } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { BrandMark } from "~/components/ui/brand-mark";
import { brandMarkSvg, faviconHref } from "./brand-mark";

/** What a mark draws, whatever its markup: each shape's kind and drawing attributes, in order. */
function shapes(svg: string) {
  const root = parse(svg).querySelector("svg") as HTMLElement;
  const drawn = ["stop", "rect", "path"];
  const kept = [
    "offset",
    "stop-color",
    "width",
    "height",
    "rx",
    "fill",
    "d",
    "stroke",
    "stroke-width",
    "stroke-linecap",
  ];
  return root.querySelectorAll(drawn.join(",")).map((element) => {
    const attributes = Object.entries(element.attributes)
      .filter(([name]) => kept.includes(name))
      // Gradients are named per copy; the default offset 0 may be written out or not.
      .map(([name, value]): [string, string] => [
        name,
        value.replace(/url\(#[\w-]+\)/, "url(#gradient)"),
      ])
      .filter(([name, value]) => !(name === "offset" && value === "0"))
      .sort(([a], [b]) => a.localeCompare(b));
    return `${element.tagName.toLowerCase()} ${attributes.map(([n, v]) => `${n}=${v}`).join(" ")}`;
  });
}

const fromData = (href: string) => decodeURIComponent(href.replace(/^data:image\/svg\+xml,/, ""));

describe("the brand mark", () => {
  const drawing = shapes(brandMarkSvg("g"));

  it("draws a tile, a gradient peak and an underline", () => {
    expect(drawing).toEqual([
      "stop stop-color=#1d4ed8",
      "stop offset=1 stop-color=#06b6d4",
      "rect fill=#0a1a3f height=64 rx=16 width=64",
      "path d=M16 44 32 14l16 30H38l-6-12-6 12z fill=url(#gradient)",
      "path d=M22 50h20 stroke=#a5f3fc stroke-linecap=round stroke-width=4",
    ]);
  });

  it("is the same drawing in the page, in the favicon and in the public files", () => {
    const inPage = renderToStaticMarkup(<BrandMark gradientId="logo-dark" />);
    expect(shapes(inPage)).toEqual(drawing);
    expect(shapes(fromData(faviconHref))).toEqual(drawing);
    for (const file of ["public/brand/logo.svg", "public/favicon.svg"])
      expect(shapes(readFileSync(file, "utf8")), file).toEqual(drawing);
  });

  it("names its gradient per copy, hidden from assistive technology", () => {
    const inPage = renderToStaticMarkup(<BrandMark gradientId="logo-light" />);
    expect(inPage).toContain('id="logo-light"');
    expect(inPage).toContain('fill="url(#logo-light)"');
    expect(inPage).toContain('aria-hidden="true"');
  });

  it("makes a favicon a page can hold in an attribute and a URL parser reads back", () => {
    expect(faviconHref).toMatch(
      /^data:image\/svg\+xml,%3Csvg xmlns='http:\/\/www\.w3\.org\/2000\/svg'/,
    );
    expect(faviconHref).not.toMatch(/[<>"#]/);
    expect(fromData(faviconHref)).toBe(brandMarkSvg("g").replaceAll('"', "'"));
  });
});
