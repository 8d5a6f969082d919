import type { MediaType, PhotoFormat } from "@contracts/media";
import { isoTime } from "../database/iso-time";

/**
 * The desk's pictures: each upload's record (its alt text, its size upright, its type) and the
 * sizes and formats made from it. SQLite keeps the bytes as files in the data folder beside the
 * database, PostgreSQL in a table, so that every server on it serves them. Each dialect's SQL is
 * beside it (sqlite.ts, postgres.ts).
 */

export interface MediaVariant {
  width: number;
  height: number;
  format: PhotoFormat;
  /** Bytes of the encoded file. */
  size: number;
}

export interface MediaRecord {
  /** Random, never a name the uploader gave: it is what the files are stored and served under. */
  id: string;
  alt: string;
  width: number;
  height: number;
  type: MediaType;
  size: number;
  createdAt: string;
  createdBy: string;
  /** Narrowest first, each format in turn. */
  variants: MediaVariant[];
}

export interface NewMedia extends Omit<MediaRecord, "createdAt" | "variants"> {
  variants: Array<Omit<MediaVariant, "size"> & { bytes: Buffer }>;
}

export interface MediaStore {
  /** Stores the picture and its variants, and logs the upload, at once: all or nothing. */
  addMedia(media: NewMedia): Promise<MediaRecord>;
  /** Newest first. */
  listMedia(): Promise<MediaRecord[]>;
  findMedia(id: string): Promise<MediaRecord | undefined>;
  /** The bytes of one variant, or undefined when there is no such picture or size. */
  readMediaVariant(id: string, width: number, format: PhotoFormat): Promise<Buffer | undefined>;
  /** False when there is no such picture. Logged. */
  setMediaAlt(id: string, alt: string, actor: string): Promise<boolean>;
  /**
   * Whether any version of the site's content, draft, published or live, names the picture:
   * one a restore could bring back counts too, so no restore ever shows a picture that is gone.
   */
  mediaInUse(id: string): Promise<boolean>;
  /** Deletes the picture and its bytes; false when there is none. Logged. */
  deleteMedia(id: string, actor: string): Promise<boolean>;
}

export interface MediaRow {
  id: string;
  alt: string;
  width: number | string;
  height: number | string;
  type: string;
  size: number | string;
  created_at: string | Date;
  created_by: string;
  /** JSON of the variants: [width, height, format, size] each. */
  variants: string | Array<[number, number, PhotoFormat, number]>;
}

export const toMediaRecord = (row: MediaRow): MediaRecord => {
  const variants = typeof row.variants === "string" ? JSON.parse(row.variants) : row.variants;
  return {
    id: row.id,
    alt: row.alt,
    width: Number(row.width),
    height: Number(row.height),
    type: row.type as MediaType,
    size: Number(row.size),
    createdAt: isoTime(row.created_at),
    createdBy: row.created_by,
    variants: (variants as Array<[number, number, PhotoFormat, number]>).map(
      ([width, height, format, size]) => ({ width, height, format, size }),
    ),
  };
};

/** The variants as the record's JSON column keeps them, compact. */
export const variantsJson = (variants: NewMedia["variants"]) =>
  JSON.stringify(variants.map((v) => [v.width, v.height, v.format, v.bytes.length]));

/** What the audit log says of a picture: its id and alt text, never a file name. */
export const mediaDetail = (id: string, alt: string) => `${id} "${alt}"`;
