import { brandMark } from "~/lib/brand-mark";

export interface BrandMarkProps {
  /** Names the mark's gradient: unique in the page, since the header and footer both draw it. */
  gradientId: string;
  className?: string;
}

/**
 * The company's mark, drawn in the page rather than fetched, so it costs no request before the
 * largest paint. Decorative:
 * the company's name beside it says what it is.
 */
export function BrandMark({ gradientId, className }: BrandMarkProps) {
  const { viewBox, tile, gradient, peak, underline } = brandMark;
  return (
    <svg
      viewBox={viewBox}
      width={36}
      height={36}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <linearGradient id={gradientId} x2="1" y2="1">
        <stop stopColor={gradient.from} />
        <stop offset="1" stopColor={gradient.to} />
      </linearGradient>
      <rect width={tile.size} height={tile.size} rx={tile.radius} fill={tile.fill} />
      <path d={peak} fill={`url(#${gradientId})`} />
      <path
        d={underline.d}
        stroke={underline.stroke}
        strokeWidth={underline.width}
        strokeLinecap="round"
      />
    </svg>
  );
}
