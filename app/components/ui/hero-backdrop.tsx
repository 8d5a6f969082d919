import { cn } from "~/lib/cn";
import { artPalette as c, heroArtwork, pathData, svgNumber } from "./hero-artwork";

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
 * request and paints with the HTML; it is hidden from assistive technology. On a page over its
 * first round trip with it, the build draws it from a file instead, so the HTML arrives in one
 * (`data-artwork`, scripts/build/external-artwork.ts, decision 0149).
 */
export function HeroBackdrop({
  seed,
  width,
  height,
  texture = true,
  className,
}: HeroBackdropProps) {
  const art = heroArtwork(seed, width, height);
  // Short ids, unique to the seed: two backdrops on one page never share one.
  const id = (name: string) => `${art.id}-${name}`;
  const url = (name: string) => `url(#${id(name)})`;
  return (
    <svg
      viewBox={`0 0 ${art.width} ${art.height}`}
      width={art.width}
      height={art.height}
      preserveAspectRatio="xMaxYMid slice"
      aria-hidden="true"
      focusable="false"
      data-motifs={art.motifs.join(" ")}
      data-artwork=""
      className={cn("pointer-events-none select-none", className)}
    >
      {/* Paint servers, the mask and the filter draw nothing where they stand, so they need no
          <defs>. Attributes at their defaults are left out: x1="0" x2="1" of a gradient,
          offset="0" and stop-opacity="1" of a stop, type="matrix" of feColorMatrix,
          stroke-width="1". */}
      <linearGradient id={id("b")} y1={svgNumber(art.base.y1, 2)} y2={svgNumber(art.base.y2, 2)}>
        <stop stopColor={c.navyDeep} />
        <stop offset=".45" stopColor={c.navy} />
        <stop offset=".8" stopColor={c.brand900} />
        <stop offset="1" stopColor={c.brand700} />
      </linearGradient>
      {art.glows.map((glow, index) => (
        <radialGradient key={index} id={id(`g${index}`)}>
          <stop stopColor={glow.color} stopOpacity={svgNumber(glow.opacity, 2)} />
          <stop offset="1" stopColor={glow.color} stopOpacity="0" />
        </radialGradient>
      ))}
      <linearGradient id={id("f")} gradientUnits="userSpaceOnUse" x2={art.width}>
        <stop offset=".2" stopColor={c.accentSoft} stopOpacity="0" />
        <stop offset=".7" stopColor={c.accentSoft} />
        <stop offset="1" stopColor={c.brand400} />
      </linearGradient>
      <pattern id={id("d")} width="28" height="28" patternUnits="userSpaceOnUse">
        <circle cx="2" cy="2" r="1.2" fill={c.white} />
      </pattern>
      <radialGradient id={id("s")} cx=".78" cy=".35" r=".6">
        <stop stopColor={c.white} />
        <stop offset="1" stopColor={c.white} stopOpacity="0" />
      </radialGradient>
      <mask id={id("m")}>
        <rect width={art.width} height={art.height} fill={url("s")} />
      </mask>
      {texture && (
        <filter id={id("n")} x="0" y="0" width="100%" height="100%">
          <feTurbulence
            type="fractalNoise"
            baseFrequency=".8"
            numOctaves={2}
            seed={art.grainSeed}
            stitchTiles="stitch"
          />
          <feColorMatrix values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 .9 0 0 0 -.38" />
        </filter>
      )}

      <rect width={art.width} height={art.height} fill={url("b")} />
      {art.glows.map((glow, index) => (
        <ellipse
          key={index}
          cx={glow.cx}
          cy={glow.cy}
          rx={glow.rx}
          ry={glow.ry}
          fill={url(`g${index}`)}
        />
      ))}
      {texture && (
        <rect width={art.width} height={art.height} fill={url("d")} mask={url("m")} opacity=".22" />
      )}
      {art.lines.length > 0 && (
        <g fill="none" stroke={url("f")} strokeLinecap="round">
          {art.lines.map((line, index) => (
            <path
              key={index}
              d={line.d}
              strokeWidth={line.width === 1 ? undefined : line.width}
              opacity={svgNumber(line.opacity, 2)}
            />
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
              opacity={svgNumber(ring.opacity, 2)}
              strokeDasharray={ring.dashed ? "4 10" : undefined}
            />
          ))}
        </g>
      )}
      {art.dots.length > 0 && (
        // fill-opacity is inherited: each dot is drawn as with opacity=".7" of its own.
        <g fill={c.accent} fillOpacity=".7">
          {art.dots.map((dot, index) => (
            <circle key={index} cx={dot.cx} cy={dot.cy} r={dot.r} />
          ))}
        </g>
      )}
      {art.panels.map((panel, index) => {
        // The bars are 8 wide round-capped strokes, the shape of an 8 high rect with rx 4; one
        // path per colour, as the bars never touch (one opacity for all of them is the same).
        const bars = (accent: boolean) =>
          panel.bars
            .filter((bar) => bar.accent === accent)
            .map((bar) => pathData("M", bar.x + 4, bar.y + 4, "h", bar.w - 8))
            .join("");
        return (
          <g key={index} transform={`translate(${panel.x} ${panel.y}) rotate(${panel.rotate})`}>
            <rect
              width={panel.w}
              height={panel.h}
              rx="14"
              fill={c.white}
              fillOpacity=".06"
              stroke={c.white}
              strokeOpacity=".18"
            />
            <circle cx={svgNumber(panel.w - 18)} cy="18" r="5" fill={c.accent} opacity=".7" />
            <path
              d={bars(true)}
              stroke={c.accentSoft}
              strokeWidth="8"
              strokeLinecap="round"
              opacity=".55"
            />
            <path
              d={bars(false)}
              stroke={c.white}
              strokeWidth="8"
              strokeLinecap="round"
              opacity=".2"
            />
          </g>
        );
      })}
      {texture && <rect width={art.width} height={art.height} filter={url("n")} opacity=".3" />}
    </svg>
  );
}
