import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Picture, type ResponsiveImage } from "./picture";

const image: ResponsiveImage = {
  sources: {
    avif: "/assets/a-480.avif 480w, /assets/a-960.avif 960w",
    webp: "/assets/a-480.webp 480w, /assets/a-960.webp 960w",
  },
  img: { src: "/assets/a-960.webp", w: 960, h: 640 },
};

describe("Picture", () => {
  it("offers AVIF then WebP at several widths, sized, and lazy by default", () => {
    const { container } = render(<Picture image={image} alt="Our studio" sizes="50vw" />);
    const sources = container.querySelectorAll("source");
    expect([...sources].map((source) => source.getAttribute("type"))).toEqual([
      "image/avif",
      "image/webp",
    ]);
    expect(sources[0]).toHaveAttribute("sizes", "50vw");
    expect(sources[0]?.getAttribute("srcset")).toContain("480w");
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("alt", "Our studio");
    expect(img).toHaveAttribute("width", "960");
    expect(img).toHaveAttribute("height", "640");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
  });

  it("loads a hero image at once with high priority", () => {
    const { container } = render(<Picture image={image} alt="" sizes="100vw" priority />);
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).toHaveAttribute("alt", "");
  });
});
