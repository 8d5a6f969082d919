import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HeroBackdrop } from "~/components/ui/hero-backdrop";
import { HomeHeroArt } from "./home-hero-art";

describe("HomeHeroArt", () => {
  it("is decorative inline SVG", () => {
    const { container } = render(<HomeHeroArt />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("focusable", "false");
    expect(container.querySelector("img, image")).toBeNull();
  });

  it("shares no id with the hero backdrops drawn on the same pages", () => {
    const { container } = render(
      <>
        <HeroBackdrop seed="Innovative IT Solutions Crafted for Your Business" />
        <HomeHeroArt />
        <HeroBackdrop seed="About Us" />
      </>,
    );
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids.filter((id) => id.startsWith("hero-art-"))).toHaveLength(3);
    expect(new Set(ids).size).toBe(ids.length);
    for (const reference of container.innerHTML.matchAll(/url\(#([^)]+)\)/g)) {
      expect(ids).toContain(reference[1]);
    }
  });

  it("is written for the byte budget of the page's first round trip", () => {
    const { container } = render(<HomeHeroArt />);
    const svg = container.querySelector("svg") as SVGSVGElement;
    // Was 86 elements and 5.8 KB: rounded bars are round-capped strokes, several to a path,
    // shadows are placed rather than translated, white and round caps are inherited.
    expect(svg.querySelectorAll("*").length).toBeLessThanOrEqual(69);
    // As the prerendered page writes it, empty elements self-closed.
    const html = svg.outerHTML.replace(/<(\w+)(\s[^<>]*)?><\/\1>/g, "<$1$2/>");
    expect(html.length).toBeLessThan(4800);
    expect(svg.querySelector("defs, g, [transform^='translate']")).toBeNull();
    expect(svg.querySelector('[fill="#ffffff"], [fill="#fff"]:not(svg)')).toBeNull();
    expect(svg.querySelector('[offset="0"], [x1="0"], [y1="0"]')).toBeNull();
    for (const rect of svg.querySelectorAll("rect:not([stroke])")) {
      // A rect as high as twice its corner radius is a bar: a stroke with round caps is shorter.
      expect(Number(rect.getAttribute("height"))).not.toBe(2 * Number(rect.getAttribute("rx")));
    }
    expect(svg.outerHTML).not.toMatch(/[^\d.]0\.\d/);
  });
});
