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

/**
 * A pipeline image: AVIF and WebP sources at several widths, intrinsic width and height set
 * (no layout shift), lazy below the fold, `fetchpriority="high"` in a hero.
 */
export function Picture({ image, alt, sizes, priority, className, imgClassName }: PictureProps) {
  return (
    <picture className={className}>
      {Object.entries(image.sources).map(([format, srcSet]) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
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
