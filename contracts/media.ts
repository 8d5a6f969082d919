/**
 * The desk's pictures: what the media library's API sends, and the image pipeline's sizes and
 * formats, which the build (vite.config.ts) and the server's uploads share so that an uploaded
 * picture is served as the build's own photos are.
 */

/** Widths (px) a photo is rendered at, never wider than the original. */
export const photoWidths = [480, 768, 1080, 1440, 1920] as const;
/** Each width in these formats, the last one the `<img>`'s fallback. */
export const photoFormats = ["avif", "webp"] as const;
export const photoQuality = 62;

export type PhotoFormat = (typeof photoFormats)[number];

/** The widths a photo `width` pixels wide is made at: the pipeline's below it, and its own (at most 1920). */
export function photoWidthsFor(width: number): number[] {
  const largest = photoWidths.at(-1) ?? 1920;
  return [...new Set([...photoWidths.filter((w) => w < width), Math.min(width, largest)])];
}

/** What an upload may be: its type read from its bytes, its size and its pixels bounded. */
export const mediaLimits = {
  maxBytes: 10 * 1024 * 1024,
  /** A decompression bomb is refused by its pixel count before it is decoded (50 megapixels). */
  maxPixels: 50_000_000,
  altMaxLength: 300,
} as const;

export const mediaTypes = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
export type MediaType = (typeof mediaTypes)[number];

/** The public URL of one of a picture's sizes: stable, never reused (the id is random). */
export const mediaVariantPath = (id: string, width: number, format: PhotoFormat) =>
  `/media/${id}/${width}.${format}`;

/** A picture's sources as the site's Picture component takes them (vite-imagetools' `as=picture`). */
export interface MediaPicture {
  /** Format to srcset. */
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

/**
 * The uploaded pictures a page may show, by id (`media:<id>` in the content): what a render
 * reads to draw one with its sources, width, height and alt text.
 */
export type SiteMedia = Record<string, { alt: string; picture: MediaPicture }>;

/** GET /admin/api/media: one picture of the library. */
export interface MediaItem {
  id: string;
  alt: string;
  /** The picture's own size, upright: what the page reserves so nothing shifts. */
  width: number;
  height: number;
  /** The type its bytes were, as uploaded. */
  type: MediaType;
  /** Bytes of the upload. */
  size: number;
  createdAt: string;
  createdBy: string;
  picture: MediaPicture;
}

/** Every size of a picture as the `<picture>` element's sources and its fallback `<img>`. */
export function mediaPicture(
  id: string,
  variants: ReadonlyArray<{ width: number; height: number; format: PhotoFormat }>,
): MediaPicture {
  const sources: Record<string, string> = {};
  for (const format of photoFormats) {
    const ofFormat = variants.filter((variant) => variant.format === format);
    if (ofFormat.length === 0) continue;
    sources[format] = ofFormat
      .map((variant) => `${mediaVariantPath(id, variant.width, format)} ${variant.width}w`)
      .join(", ");
  }
  const fallbackFormat = photoFormats.at(-1) ?? "webp";
  const largest = variants
    .filter((variant) => variant.format === fallbackFormat)
    .reduce((a, b) => (b.width > a.width ? b : a), { width: 0, height: 0 });
  return {
    sources,
    img: {
      src: mediaVariantPath(id, largest.width, fallbackFormat),
      w: largest.width,
      h: largest.height,
    },
  };
}
