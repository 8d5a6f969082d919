import { cn } from "~/lib/cn";
import { artPalette as c, heroArtwork } from "./hero-artwork";

export interface HeroBackdropProps {
  /** Any stable string (usually the page title): the same seed always draws the same picture. */
  seed: string;
  width?: number;
  height?: number;
  /**
   * The fine dot grid and film grain (off for the PNG Open Graph images, where they cost
   * bytes and render time).
   */
  texture?: boolean;
  className?: string;
}

/**
 * The decorative hero background: deep navy to royal blue with soft glows, a line mesh or
 * perspective floor, orbits or glass panels, and a fine grain. Inline SVG, so it costs no
 * request and paints with the HTML; it is hidden from assistive technology.
 */
export function HeroBackdrop({
  seed,
  width,
  height,
  texture = true,
  className,
}: HeroBackdropProps) {
  const art = heroArtwork(seed, width, height);
  const { id } = art;
  return (
    <svg
      viewBox={`0 0 ${art.width} ${art.height}`}
      width={art.width}
      height={art.height}
      preserveAspectRatio="xMaxYMid slice"
      aria-hidden="true"
      focusable="false"
      data-motifs={art.motifs.join(" ")}
      className={cn("pointer-events-none select-none", className)}
    >
      <defs>
        <linearGradient
          id={`${id}-base`}
          x1={art.base.x1}
          y1={art.base.y1}
          x2={art.base.x2}
          y2={art.base.y2}
        >
          <stop offset="0" stopColor={c.navyDeep} />
          <stop offset="0.45" stopColor={c.navy} />
          <stop offset="0.8" stopColor={c.brand900} />
          <stop offset="1" stopColor={c.brand700} />
        </linearGradient>
        {art.glows.map((glow, index) => (
          <radialGradient key={index} id={`${id}-glow${index}`}>
            <stop offset="0" stopColor={glow.color} stopOpacity={glow.opacity} />
            <stop offset="1" stopColor={glow.color} stopOpacity="0" />
          </radialGradient>
        ))}
        <linearGradient
          id={`${id}-fade`}
          gradientUnits="userSpaceOnUse"
          x1="0"
          y1="0"
          x2={art.width}
          y2="0"
        >
          <stop offset="0.2" stopColor={c.accentSoft} stopOpacity="0" />
          <stop offset="0.7" stopColor={c.accentSoft} stopOpacity="1" />
          <stop offset="1" stopColor={c.brand400} stopOpacity="1" />
        </linearGradient>
        <pattern id={`${id}-dots`} width="28" height="28" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.2" fill={c.white} />
        </pattern>
        <radialGradient id={`${id}-spot`} cx="0.78" cy="0.35" r="0.6">
          <stop offset="0" stopColor={c.white} />
          <stop offset="1" stopColor={c.white} stopOpacity="0" />
        </radialGradient>
        <mask id={`${id}-dotmask`}>
          <rect width={art.width} height={art.height} fill={`url(#${id}-spot)`} />
        </mask>
        {texture && (
          <filter id={`${id}-grain`} x="0" y="0" width="100%" height="100%">
            <feTurbulence
              type="fractalNoise"
              baseFrequency="0.8"
              numOctaves={2}
              seed={art.grainSeed}
              stitchTiles="stitch"
            />
            <feColorMatrix type="matrix" values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0.9 0 0 0 -0.38" />
          </filter>
        )}
      </defs>

      <rect width={art.width} height={art.height} fill={`url(#${id}-base)`} />
      {art.glows.map((glow, index) => (
        <ellipse
          key={index}
          cx={glow.cx}
          cy={glow.cy}
          rx={glow.rx}
          ry={glow.ry}
          fill={`url(#${id}-glow${index})`}
        />
      ))}
      {texture && (
        <rect
          width={art.width}
          height={art.height}
          fill={`url(#${id}-dots)`}
          mask={`url(#${id}-dotmask)`}
          opacity="0.22"
        />
      )}
      {art.lines.length > 0 && (
        <g fill="none" stroke={`url(#${id}-fade)`} strokeLinecap="round">
          {art.lines.map((line, index) => (
            <path key={index} d={line.d} strokeWidth={line.width} opacity={line.opacity} />
          ))}
        </g>
      )}
      {art.rings.length > 0 && (
        <g fill="none" stroke={c.accentSoft}>
          {art.rings.map((ring, index) => (
            <path
              key={index}
              d={ring.d}
              strokeWidth={ring.width}
              opacity={ring.opacity}
              strokeDasharray={ring.dashed ? "4 10" : undefined}
            />
          ))}
        </g>
      )}
      {art.dots.map((dot, index) => (
        <circle
          key={index}
          cx={dot.cx}
          cy={dot.cy}
          r={dot.r}
          fill={c.accent}
          opacity={dot.opacity}
        />
      ))}
      {art.panels.map((panel, index) => (
        <g key={index} transform={`translate(${panel.x} ${panel.y}) rotate(${panel.rotate})`}>
          <rect
            width={panel.w}
            height={panel.h}
            rx="14"
            fill={c.white}
            fillOpacity="0.06"
            stroke={c.white}
            strokeOpacity="0.18"
          />
          <circle cx={panel.w - 18} cy="18" r="5" fill={c.accent} opacity="0.7" />
          {panel.bars.map((bar, barIndex) => (
            <rect
              key={barIndex}
              x={bar.x}
              y={bar.y}
              width={bar.w}
              height="8"
              rx="4"
              fill={bar.accent ? c.accentSoft : c.white}
              opacity={bar.accent ? 0.55 : 0.2}
            />
          ))}
        </g>
      ))}
      {texture && (
        <rect width={art.width} height={art.height} filter={`url(#${id}-grain)`} opacity="0.3" />
      )}
    </svg>
  );
}
