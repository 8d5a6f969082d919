import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { hashSeed, heroArtwork } from "./hero-artwork";
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

describe("HeroBackdrop", () => {
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
