import { drawingFile, type DrawingFile } from "./drawing-files";

/** A picture the page loads at once: an `<img>` of one of the build's SVG files, not lazy. */
const imgTag = /<img\b[^>]*>/g;
const svgAsset = /\ssrc="(\/assets\/[\w-]+\.svg)"/;
const isEagerSvgPicture = (tag: string) => svgAsset.test(tag) && !/\sloading="lazy"/.test(tag);
/** React writes a page's image preloads as `<link rel="preload" as="image" href="…"/>`. */
const imagePreload = /<link\b(?=[^>]*\srel="preload")(?=[^>]*\sas="image")[^>]*\shref="([^"]+)"[^>]*>/g;

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
 * whatever the fragment (docs/decisions/0159). Lighthouse's slow-network model gives only one
 * request at a time the document's warm connection; a second picture in flight at once waits
 * for a handshake, one round trip. Lazy pictures, raster photos and a page with one picture are
 * left as they are.
 */
export function picturesInOneFile(
  html: string,
  readSvg: (href: string) => string,
): { page: string; file?: DrawingFile } {
  const sources = [
    ...new Set(
      [...html.matchAll(imgTag)]
        .map(([tag]) => tag)
        .filter(isEagerSvgPicture)
        .map((tag) => svgAsset.exec(tag)?.[1] ?? ""),
    ),
  ];
  if (sources.length < 2) return { page: html };
  let top = 0;
  const parts = sources.map((src, index) => {
    const { part, height } = stackedPicture(readSvg(src), `p${index}`, top);
    top += height;
    return part;
  });
  const file = drawingFile("pictures", parts.join(""));
  // React preloads a page's eager images in its <head>: one preload of the file stays, first.
  let preloaded = false;
  const page = html
    .replace(imagePreload, (tag, href: string) => {
      if (!sources.includes(href)) return tag;
      if (preloaded) return "";
      preloaded = true;
      return tag.replace(` href="${href}"`, ` href="${file.href}"`);
    })
    .replace(imgTag, (tag) => {
      if (!isEagerSvgPicture(tag)) return tag;
      const src = svgAsset.exec(tag)?.[1] ?? "";
      return tag.replace(` src="${src}"`, ` src="${file.href}#p${sources.indexOf(src)}"`);
    });
  return { page, file };
}
