/**
 * The company's mark, one drawing for every place it shows: the header and footer draw it in the
 * page (app/components/ui/brand-mark.tsx) and the favicon is this drawing as a data URI, so a
 * page asks for neither before its first paint. `public/brand/logo.svg`
 * and `public/favicon.svg`, for the structured data and the web app manifest, are the same
 * drawing as files: brand-mark.test.ts fails when they part.
 */
export const brandMark = {
  viewBox: "0 0 64 64",
  tile: { size: 64, radius: 16, fill: "#0a1a3f" },
  /** The peak's gradient, top left to bottom right. */
  gradient: { from: "#1d4ed8", to: "#06b6d4" },
  peak: "M16 44 32 14l16 30H38l-6-12-6 12z",
  underline: { d: "M22 50h20", stroke: "#a5f3fc", width: 4 },
} as const;

/** The mark as a standalone SVG document, its gradient named `gradientId`. */
export function brandMarkSvg(gradientId: string): string {
  const { viewBox, tile, gradient, peak, underline } = brandMark;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">` +
    `<linearGradient id="${gradientId}" x2="1" y2="1"><stop stop-color="${gradient.from}"/>` +
    `<stop offset="1" stop-color="${gradient.to}"/></linearGradient>` +
    `<rect width="${tile.size}" height="${tile.size}" rx="${tile.radius}" fill="${tile.fill}"/>` +
    `<path d="${peak}" fill="url(#${gradientId})"/>` +
    `<path d="${underline.d}" stroke="${underline.stroke}" stroke-width="${underline.width}" stroke-linecap="round"/>` +
    `</svg>`
  );
}

/**
 * The favicon as a data URI: a file would be a request the browser makes at its own time, which
 * on a page that draws from a file can take the one warm connection that file needs.
 * Single quotes inside, and only the characters a URL or an HTML attribute cannot hold escaped.
 */
export const faviconHref = `data:image/svg+xml,${brandMarkSvg("g")
  .replaceAll('"', "'")
  .replace(/[<>#%]/g, (character) => encodeURIComponent(character))}`;
