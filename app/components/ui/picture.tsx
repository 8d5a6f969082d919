import { cn } from "~/lib/cn";

/** What a `?responsive` image import gives (vite-imagetools' `as=picture` output). */
export interface ResponsiveImage {
  /** Format ("avif", "webp"...) to srcset. */
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

export interface PictureProps {
  image: ResponsiveImage;
  /** Describe the picture; "" only when it is purely decorative. */
  alt: string;
  /** How wide the image is drawn, for the browser's pick from the srcset. */
  sizes: string;
  /**
   * Above the fold (a hero image): load at once with high priority. Otherwise the image is
   * lazy-loaded.
   */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}

/** A picture's `<source>` per format, each with its srcset and the slot's width. */
function PictureSources({ image, sizes }: { image: ResponsiveImage; sizes: string }) {
  return Object.entries(image.sources).map(([format, srcSet]) => (
    <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
  ));
}

/**
 * A pipeline image: AVIF and WebP sources at several widths, intrinsic width and height set
 * (no layout shift), lazy below the fold, `fetchpriority="high"` in a hero.
 */
export function Picture({ image, alt, sizes, priority, className, imgClassName }: PictureProps) {
  return (
    <picture className={className}>
      <PictureSources image={image} sizes={sizes} />
      <img
        src={image.img.src}
        alt={alt}
        width={image.img.w}
        height={image.img.h}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={cn("h-auto w-full", imgClassName)}
      />
    </picture>
  );
}

/** An image field as a page draws it: a shipped artwork's URL, or a photo in its sizes. */
export type ContentImage = string | ResponsiveImage;

export interface ContentPictureProps {
  image: ContentImage;
  alt: string;
  /** The artwork's own box (its drawing's size); a photo brings its own. */
  width: number;
  height: number;
  /** How wide the slot is drawn, for the browser's pick from a photo's srcset. */
  sizes: string;
  /** Unset: as the browser loads an image by default. */
  loading?: "eager" | "lazy";
  className?: string;
}

/**
 * An image field's picture: a shipped artwork drawn as one file at its box's size, or a photo
 * from the media library with its AVIF and WebP sizes and its own width and height, so that
 * the page reserves its box (nothing shifts) and a phone fetches a small file.
 */
export function ContentPicture({
  image,
  alt,
  width,
  height,
  sizes,
  loading,
  className,
}: ContentPictureProps) {
  if (typeof image === "string")
    return (
      <img
        src={image}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        className={className}
      />
    );
  return (
    <picture>
      <PictureSources image={image} sizes={sizes} />
      <img
        src={image.img.src}
        alt={alt}
        width={image.img.w}
        height={image.img.h}
        loading={loading ?? "lazy"}
        className={className}
      />
    </picture>
  );
}
