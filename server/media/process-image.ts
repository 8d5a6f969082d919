import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import {
  mediaLimits,
  mediaTypes,
  photoFormats,
  photoQuality,
  photoWidthsFor,
  type MediaType,
} from "@contracts/media";
import type { NewMedia } from "../store/media/media";
import { DeskError } from "../admin/desk-request";

/** A picture made ready to store: its type from its bytes, its size upright, its variants. */
type ProcessedImage = Pick<NewMedia, "type" | "width" | "height" | "size" | "variants">;

/** The type the bytes are, whatever the file was called or the browser said: one of the four, or refused. */
async function typeOf(bytes: Buffer): Promise<MediaType> {
  const found = await fileTypeFromBuffer(bytes);
  const type = mediaTypes.find((known) => known === found?.mime);
  if (!type)
    throw new DeskError(415, "That is not a JPEG, PNG, WebP or AVIF picture (SVG is refused).");
  return type;
}

/** Orientations 5-8 of EXIF turn the picture a quarter: its width is then its height. */
const upright = ({ width = 0, height = 0, orientation = 1 }: sharp.Metadata) =>
  orientation >= 5 ? { width: height, height: width } : { width, height };

/**
 * Reads the header only, before anything is decoded: a picture that claims more pixels than
 * the limit (a decompression bomb: a small file of a huge image) is refused here, and sharp's
 * own limit refuses it again should the header lie.
 */
async function sizeOf(bytes: Buffer) {
  let metadata: sharp.Metadata;
  try {
    // The header only: no pixel is decoded here, so its size is checked below, in words.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new DeskError(422, "The picture cannot be read.");
  }
  const { width, height } = upright(metadata);
  if (width * height > mediaLimits.maxPixels)
    throw new DeskError(
      422,
      `The picture is ${width} × ${height} pixels; at most ${mediaLimits.maxPixels / 1_000_000} megapixels, please.`,
    );
  if (width < 1 || height < 1) throw new DeskError(422, "The picture cannot be read.");
  return { width, height };
}

/**
 * The picture in the sizes and formats the build makes of a photo (contracts/media.ts, as
 * vite.config.ts does): AVIF and WebP at each width up to its own, turned upright, without its
 * metadata (a phone's location goes no further).
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const type = await typeOf(bytes);
  const { width, height } = await sizeOf(bytes);
  const source = sharp(bytes, {
    limitInputPixels: mediaLimits.maxPixels,
    failOn: "error",
  }).rotate();
  const variants: ProcessedImage["variants"] = [];
  try {
    for (const format of photoFormats)
      for (const targetWidth of photoWidthsFor(width)) {
        const { data, info } = await source
          .clone()
          .resize({ width: targetWidth, withoutEnlargement: true })
          .toFormat(format, { quality: photoQuality })
          .toBuffer({ resolveWithObject: true });
        variants.push({ width: info.width, height: info.height, format, bytes: data });
      }
  } catch {
    throw new DeskError(422, "The picture cannot be read.");
  }
  return { type, width, height, size: bytes.length, variants };
}
