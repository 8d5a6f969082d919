import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { hashSeed, heroArtwork, pathData, svgNumber } from "./hero-artwork";
import { HeroBackdrop } from "./hero-backdrop";

describe("heroArtwork", () => {
  it("draws the same picture for the same seed", () => {
    expect(heroArtwork("About Us")).toEqual(heroArtwork("About Us"));
  });

  it("varies the composition between pages", () => {
    const titles = ["About Us", "Cyber Security", "AI Development", "Careers", "FAQs", "Portfolio"];
    const pictures = new Set(titles.map((title) => JSON.stringify(heroArtwork(title))));
    expect(pictures.size).toBe(titles.length);
    const motifSets = new Set(titles.map((title) => heroArtwork(title).motifs.join("+")));
    expect(motifSets.size).toBeGreaterThan(2);
  });

  it("keeps every shape inside a sensible range of the canvas", () => {
    const art = heroArtwork("Search Engine Optimization", 1200, 630);
    for (const glow of art.glows) {
      expect(glow.cx).toBeGreaterThanOrEqual(0);
      expect(glow.cx).toBeLessThanOrEqual(1200);
      expect(glow.opacity).toBeLessThanOrEqual(0.7);
    }
    expect(hashSeed("a")).not.toBe(hashSeed("b"));
  });
});

describe("svgNumber and pathData", () => {
  it("write numbers without floating point noise, leading zeros or needless spaces", () => {
    expect(svgNumber(243.60000000000002)).toBe("244");
    expect(svgNumber(0.45, 2)).toBe(".45");
    expect(svgNumber(-0.5, 2)).toBe("-.5");
    expect(svgNumber(-0.4)).toBe("0");
    expect(svgNumber(-0.004, 2)).toBe("0");
    expect(svgNumber(0.123, 2)).toBe(".12");
    expect(pathData("M", 1104.94, 332.6, "L", -767.1, 720)).toBe("M1105 333L-767 720");
    expect(pathData("M", 0, 0.4, "l", 120, -3.2, 120, 5)).toBe("M0 0l120-3 120 5");
  });
});

/** Seeds whose pictures hold every motif: floor, panels, waves and orbits. */
const seeds = ["Custom Website Development", "Careers", "App Development", "About Us"];
const markup = (seed: string) => render(<HeroBackdrop seed={seed} />).container;

describe("HeroBackdrop", () => {
  it("draws every motif somewhere in the seeds below", () => {
    const drawn = new Set(seeds.flatMap((seed) => heroArtwork(seed).motifs));
    expect([...drawn].sort()).toEqual(["floor", "orbits", "panels", "waves"]);
  });

  it("writes compact numbers: whole positions and sizes, two decimals at most anywhere", () => {
    // Positions and sizes in user units (a gradient's are fractions of the shape it fills; the
    // grain's dot is a fixed one of its own tile).
    const geometry = ["d", "cx", "cy", "r", "rx", "ry", "x", "y", "width", "height", "transform"];
    for (const seed of seeds) {
      const svg = markup(seed).querySelector("svg") as SVGSVGElement;
      for (const element of [svg, ...svg.querySelectorAll("*")]) {
        const shape = !element.tagName.endsWith("Gradient") && !element.closest("pattern");
        for (const { name, value } of element.attributes) {
          const decimals = (value.match(/\.\d+/g) ?? []).map((part) => part.length - 1);
          const limit = shape && geometry.includes(name) ? 0 : 2;
          expect(Math.max(0, ...decimals), `${seed}: ${name}="${value}"`).toBeLessThanOrEqual(
            limit,
          );
          // "0.45" is ".45"; in path data a minus needs no space before it.
          expect(value, `${seed}: ${name}`).not.toMatch(/(^|[^\d.])0\.\d/);
          if (name === "d") expect(value, seed).not.toContain(" -");
        }
      }
    }
  });

  it("leaves out what SVG does by default", () => {
    for (const seed of seeds) {
      const container = markup(seed);
      expect(container.querySelector("defs")).toBeNull();
      expect(
        container.querySelector('[stroke-width="1"], [offset="0"], [stop-opacity="1"]'),
      ).toBeNull();
      expect(container.querySelector("feColorMatrix[type], linearGradient[x1]")).toBeNull();
      expect(container.innerHTML).not.toContain("#ffffff");
    }
  });

  it("draws the floor's rows with H, and each ray on its own so their meeting point glows", () => {
    const art = heroArtwork("Custom Website Development");
    expect(art.motifs).toContain("floor");
    const rows = art.lines.filter((line) => line.d.includes("H"));
    expect(rows).toHaveLength(8);
    for (const row of rows) expect(row.d).toMatch(/^M0 [\d.]+H1440$/);
    const rays = art.lines.filter((line) => line.d.includes("L"));
    expect(rays).toHaveLength(15);
    for (const ray of rays) expect(ray.d).toMatch(/^M[\d.]+ [\d.]+L-?[\d.]+ 720$/);
  });

  it("draws the waves with relative moves", () => {
    const art = heroArtwork("Careers");
    expect(art.motifs).toContain("waves");
    for (const wave of art.lines) expect(wave.d).toMatch(/^M0 [\d.]+l(120 ?-?[\d.]+ ?){12}$/);
  });

  it("draws each panel's bars as one path per colour of round-capped strokes", () => {
    const container = markup("Custom Website Development");
    const panels = [...container.querySelectorAll("g[transform]")];
    expect(panels).toHaveLength(3);
    for (const panel of panels) {
      expect(panel.querySelectorAll("rect")).toHaveLength(1);
      const bars = [...panel.querySelectorAll("path")];
      expect(bars.map((bar) => bar.getAttribute("d")?.match(/M/g)?.length)).toEqual([1, 3]);
      for (const bar of bars) {
        expect(bar.getAttribute("d")).toMatch(/^(M[\d.]+ [\d.]+h[\d.]+)+$/);
        expect(bar).toHaveAttribute("stroke-width", "8");
        expect(bar).toHaveAttribute("stroke-linecap", "round");
      }
    }
    // Orbit dots share one fill and its opacity.
    const orbits = markup("App Development").querySelectorAll("g[fill-opacity] > circle");
    expect(orbits).toHaveLength(5);
  });

  it("is decorative inline SVG with ids unique to its seed", () => {
    const { container } = render(<HeroBackdrop seed="Careers" />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("focusable", "false");
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id.startsWith(heroArtwork("Careers").id))).toBe(true);
    expect(container.querySelector("img, image")).toBeNull();
  });

  it("can leave out the texture layers", () => {
    const { container } = render(<HeroBackdrop seed="Careers" texture={false} />);
    expect(container.querySelector("filter")).toBeNull();
    expect(container.querySelector("[mask]")).toBeNull();
  });
});
