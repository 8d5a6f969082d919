/**
 * The abstract "photo-like" hero artwork, as plain data: a deterministic composition of glows,
 * a line mesh, orbits, a perspective floor, glass panels and grain, seeded by a string (a page
 * title). The same seed always gives the same picture, on the server and in the browser, so
 * prerendered HTML and hydration agree; different pages get different pictures.
 *
 * `HeroBackdrop` renders it as inline SVG; `scripts/build/og-images.ts` renders the same data into
 * the Open Graph images.
 */
import { seededRandom } from "~/lib/seeded-random";

/** The artwork's colours: the brand tokens of app/styles/app.css (SVG attributes need values). */
export const artPalette = {
  navyDeep: "#060f28",
  navy: "#0a1a3f",
  brand900: "#12285f",
  brand700: "#1e40af",
  brand600: "#1d4ed8",
  brand500: "#3b6cf6",
  brand400: "#6090fa",
  accent: "#06b6d4",
  accentSoft: "#a5f3fc",
  white: "#fff",
} as const;

export type Motif = "waves" | "orbits" | "floor" | "panels";
export const motifs: readonly Motif[] = ["waves", "orbits", "floor", "panels"];

export interface Glow {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  color: string;
  opacity: number;
}
export interface Stroke {
  /** Path data; one stroke may hold several lines that share their look (`M..L..M..L..`). */
  d: string;
  opacity: number;
  /** Stroke width; left out for SVG's default of 1. */
  width?: number;
  dashed?: boolean;
}
/** A dot on an orbit (drawn at 0.7 opacity). */
export interface Dot {
  cx: number;
  cy: number;
  r: number;
}
export interface Panel {
  x: number;
  y: number;
  w: number;
  h: number;
  rotate: number;
  bars: Array<{ x: number; y: number; w: number; accent: boolean }>;
}

export interface HeroArtwork {
  id: string;
  width: number;
  height: number;
  /** Angle of the base gradient, as x1/y1/x2/y2 fractions. */
  base: { x1: number; y1: number; x2: number; y2: number };
  glows: Glow[];
  motifs: Motif[];
  /** Mesh and floor lines, fading in from the right so the text side stays calm. */
  lines: Stroke[];
  rings: Stroke[];
  dots: Dot[];
  panels: Panel[];
  grainSeed: number;
}

/** FNV-1a: a small, stable string hash. */
export function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index++) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Positions and sizes are whole units: a unit of the 1440 wide picture is at most one CSS pixel
 * of a hero, so a tenth of one draws nothing a visitor can see, and every page pays for its
 * digits in the bytes of its first round trip. Opacities and stroke widths keep two decimals.
 */
const round = Math.round;
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A number as SVG markup writes it: a whole number (two decimals at most with `decimals`),
 * none of floating point's noise ("243.60000000000002"), no leading zero (".45", "-.5").
 */
export function svgNumber(value: number, decimals: 0 | 2 = 0): string {
  const rounded = decimals === 0 ? round(value) : round2(value);
  return String(rounded === 0 ? 0 : rounded).replace(/^(-?)0\./, "$1.");
}

/**
 * Path data from commands and numbers, written tight: numbers as `svgNumber` writes them and a
 * space between two numbers only where the second does not start with a minus
 * (`pathData("M", 0, 1, "L", 120, -3)` is "M0 1L120-3").
 */
export function pathData(...parts: Array<string | number>): string {
  let data = "";
  let afterNumber = false;
  for (const part of parts) {
    if (typeof part === "string") {
      data += part;
      afterNumber = false;
      continue;
    }
    const text = svgNumber(part);
    data += afterNumber && !text.startsWith("-") ? ` ${text}` : text;
    afterNumber = true;
  }
  return data;
}

function wavePaths(rand: () => number, width: number, height: number): Stroke[] {
  const count = 14;
  const phase = rand() * Math.PI * 2;
  const frequency = 1.6 + rand() * 1.4;
  const amplitude = height * (0.05 + rand() * 0.05);
  const top = height * (0.3 + rand() * 0.15);
  const steps = 12;
  return Array.from({ length: count }, (_, line) => {
    const depth = line / (count - 1);
    // Lines bunch together towards the horizon, like a surface seen in perspective.
    const y0 = top + (height * 0.85 - top) * depth ** 1.35;
    const points = Array.from({ length: steps + 1 }, (_, step) => {
      const x = (width * step) / steps;
      const t = step / steps;
      const y =
        y0 +
        amplitude *
          (0.45 + depth) *
          (Math.sin(t * frequency * Math.PI + phase + line * 0.32) +
            0.35 * Math.sin(t * 5.1 + phase * 1.7 - line * 0.21));
      return { x: round(x), y: round(y) };
    });
    // Relative moves between the rounded points ("l120-3 120 5"): the same line, shorter,
    // and the move across repeats.
    const [start = { x: 0, y: 0 }, ...rest] = points;
    let previous = start;
    const moves = rest.flatMap((point) => {
      const move = [point.x - previous.x, point.y - previous.y];
      previous = point;
      return move;
    });
    return {
      d: pathData("M", start.x, start.y, "l", ...moves),
      opacity: round2(0.12 + depth * 0.28),
      width: round2(1 + depth * 0.6),
    };
  });
}

function floorPaths(rand: () => number, width: number, height: number): Stroke[] {
  const vx = width * (0.62 + rand() * 0.2);
  const vy = height * (0.42 + rand() * 0.12);
  const rays = 15;
  // One path per ray, not one path of 15 lines: where they meet at the vanishing point, each
  // ray's opacity adds to the others' and the point glows; one path would paint it once.
  const lines: Stroke[] = Array.from({ length: rays }, (_, index) => {
    const spread = (index / (rays - 1) - 0.5) * width * 2.6;
    return { d: pathData("M", vx, vy, "L", vx + spread, height), opacity: 0.2 };
  });
  for (let row = 1; row <= 8; row++) {
    const y = vy + (height - vy) * (row / 8) ** 2.2;
    lines.push({ d: pathData("M", 0, y, "H", width), opacity: round2(0.1 + row * 0.03) });
  }
  return lines;
}

function orbitRings(rand: () => number, width: number, height: number) {
  const cx = width * (0.7 + rand() * 0.18);
  const cy = height * (0.25 + rand() * 0.5);
  const rings: Stroke[] = [];
  const dots: Dot[] = [];
  let radius = height * (0.12 + rand() * 0.06);
  for (let ring = 0; ring < 5; ring++) {
    const arc = [radius, radius, 0, 1, 0];
    rings.push({
      d: pathData("M", cx - radius, cy, "a", ...arc, radius * 2, 0, "a", ...arc, -radius * 2, 0),
      opacity: round2(0.22 - ring * 0.03),
      ...(ring % 2 ? { dashed: true } : { width: 1.4 }),
    });
    const angle = rand() * Math.PI * 2;
    dots.push({
      cx: round(cx + Math.cos(angle) * radius),
      cy: round(cy + Math.sin(angle) * radius),
      r: round(3 + rand() * 4),
    });
    radius *= 1.42;
  }
  return { rings, dots };
}

function glassPanels(rand: () => number, width: number, height: number): Panel[] {
  const count = 3;
  return Array.from({ length: count }, (_, index) => {
    const w = width * (0.13 + rand() * 0.07);
    const h = w * (0.62 + rand() * 0.2);
    const x = width * (0.6 + index * 0.11 + rand() * 0.04);
    const y = height * (0.12 + rand() * 0.55);
    const bars = Array.from({ length: 4 }, (_, bar) => ({
      x: round(w * 0.1),
      y: round(h * (0.2 + bar * 0.18)),
      w: round(w * (bar === 0 ? 0.45 : 0.35 + rand() * 0.45)),
      accent: bar === 0,
    }));
    return {
      x: round(x),
      y: round(y),
      w: round(w),
      h: round(h),
      rotate: round(-8 + rand() * 16),
      bars,
    };
  });
}

/** The composition for one seed at one size (the hero uses 1440 x 720, OG images 1200 x 630). */
export function heroArtwork(seed: string, width = 1440, height = 720): HeroArtwork {
  const hash = hashSeed(seed);
  const rand = seededRandom(hash);
  const first = motifs[hash % motifs.length] ?? "waves";
  const second = motifs[(hash >>> 3) % motifs.length] ?? "orbits";
  const chosen: Motif[] = first === second ? [first] : [first, second];

  const glowColors = [
    artPalette.brand500,
    artPalette.accent,
    artPalette.brand400,
    artPalette.brand600,
  ];
  const glows: Glow[] = glowColors.map((color, index) => ({
    // The glows sit mostly on the right half, behind the artwork rather than the text.
    cx: round(width * (index === 3 ? 0.1 + rand() * 0.25 : 0.5 + rand() * 0.5)),
    cy: round(height * rand()),
    rx: round(width * (0.22 + rand() * 0.18)),
    ry: round(height * (0.35 + rand() * 0.25)),
    color,
    opacity: round2(index === 3 ? 0.35 : 0.42 + rand() * 0.2),
  }));

  const lines: Stroke[] = [];
  let rings: Stroke[] = [];
  let dots: Dot[] = [];
  let panels: Panel[] = [];
  for (const motif of chosen) {
    if (motif === "waves") lines.push(...wavePaths(rand, width, height));
    if (motif === "floor") lines.push(...floorPaths(rand, width, height));
    if (motif === "orbits") ({ rings, dots } = orbitRings(rand, width, height));
    if (motif === "panels") panels = glassPanels(rand, width, height);
  }
  const angle = rand() * 0.4;
  return {
    id: `art-${hash.toString(36)}`,
    width,
    height,
    base: { x1: 0, y1: round2(angle), x2: 1, y2: round2(1 - angle) },
    glows,
    motifs: chosen,
    lines,
    rings,
    dots,
    panels,
    grainSeed: hash % 97,
  };
}
