import { parse } from "node-html-parser";
import { drawingFile, type DrawingFile } from "./drawing-files";

/** One of the build's SVG files. */
const svgAsset = /^\/assets\/[\w-]+\.svg$/;

/** The attributes the stacked copy sets itself, or that only a standalone document needs. */
const dropped = /\s(?:xmlns|width|height|x|y|id|role|aria-[\w-]+)="[^"]*"/g;

/**
 * One SVG document as a part of a stack: a `<view>` named `name` that frames it, and the
 * drawing as a nested `<svg>` at `top`, its ids (and what points at them) prefixed with `name`
 * so that two pictures' ids cannot meet.
 */
export function stackedPicture(svg: string, name: string, top: number) {
  const match = /^\s*(?:<\?xml[^>]*>\s*)?<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg);
  if (!match) throw new Error(`postbuild: a picture is not one SVG document (${name}).`);
  const [, attributes = "", body = ""] = match;
  const viewBox = /\sviewBox="([^"]+)"/.exec(attributes)?.[1];
  const size = (viewBox ?? "").split(/[\s,]+/).map(Number);
  const [width = NaN, height = NaN] = size.slice(2);
  if (!viewBox || !(width > 0 && height > 0))
    throw new Error(`postbuild: a picture has no viewBox to frame it by (${name}).`);
  const ids = new Set([...body.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id));
  const renamed = (id: string) => (ids.has(id) ? `${name}-${id}` : id);
  const drawing = body
    .replace(/(\sid=")([^"]+)"/g, (_, before: string, id: string) => `${before}${renamed(id)}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${renamed(id)})`)
    .replace(/(\s(?:xlink:)?href=")#([^"]+)"/g, (_, before: string, id: string) => `${before}#${renamed(id)}"`);
  const kept = attributes.replace(dropped, "").replace(/\sviewBox="[^"]*"/, "");
  return {
    part:
      `<view id="${name}" viewBox="0 ${top} ${width} ${height}"/>` +
      `<svg y="${top}" width="${width}" height="${height}" viewBox="${viewBox}"${kept}>${drawing}</svg>`,
    height,
  };
}

/**
 * A page that loads more than one SVG picture at once (its first screen's: the team's first
 * portraits, the portfolio's first covers) loads them from one file: each `<img>` shows its
 * picture as a `<view>` of the file (`src="…#p0"`), and the browser fetches the file once,
 * whatever the fragment (decision 0149). Lighthouse's slow-network model gives only one
 * request at a time the document's warm connection; a second picture in flight at once waits
 * for a handshake, one round trip. Lazy pictures, raster photos and a page with one picture are
 * left as they are.
 */
export function picturesInOneFile(
  html: string,
  readSvg: (href: string) => string,
): { page: string; file?: DrawingFile } {
  const document = parse(html);
  // A picture the page loads at once: an `<img>` of an SVG file of the build, not lazy.
  const pictures = document
    .querySelectorAll("img")
    .filter(
      (img) => svgAsset.test(img.getAttribute("src") ?? "") && img.getAttribute("loading") !== "lazy",
    );
  const sources = [...new Set(pictures.map((img) => img.getAttribute("src") ?? ""))];
  if (sources.length < 2) return { page: html };
  let top = 0;
  const parts = sources.map((src, index) => {
    const { part, height } = stackedPicture(readSvg(src), `p${index}`, top);
    top += height;
    return part;
  });
  const file = drawingFile("pictures", parts.join(""));
  // React preloads a page's eager images in its <head>: one preload of the file stays, first.
  const preloads = document
    .querySelectorAll('link[rel="preload"][as="image"]')
    .filter((link) => sources.includes(link.getAttribute("href") ?? ""));
  const edits = [
    ...preloads.map((link, index) => ({
      range: link.range,
      edit: (tag: string) =>
        index === 0 ? tag.replace(` href="${link.getAttribute("href")}"`, ` href="${file.href}"`) : "",
    })),
    ...pictures.map((img) => {
      const src = img.getAttribute("src") ?? "";
      return {
        range: img.range,
        edit: (tag: string) =>
          tag.replace(` src="${src}"`, ` src="${file.href}#p${sources.indexOf(src)}"`),
      };
    }),
  ];
  // From the last to the first, so the offsets of the ones before stay where they are.
  let page = html;
  for (const { range, edit } of edits.sort((one, other) => other.range[0] - one.range[0]))
    page = `${page.slice(0, range[0])}${edit(page.slice(range[0], range[1]))}${page.slice(range[1])}`;
  return { page, file };
}
