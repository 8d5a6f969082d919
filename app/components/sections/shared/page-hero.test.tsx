import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageHero } from "./page-hero";

const hero = {
  eyebrow: "Services",
  title: "Cyber Security",
  intro: "Find the weak spots before attackers do, and fix them in order of risk.",
};

describe("PageHero", () => {
  it("holds the page's only h1 over generated artwork", () => {
    const { container } = render(<PageHero hero={hero} actions={<a href="/contact-us">Talk</a>} />);
    expect(screen.getByRole("heading", { level: 1, name: "Cyber Security" })).toBeVisible();
    expect(screen.getByText("Services")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Talk" })).toBeInTheDocument();
    expect(container.querySelector("[data-hero] svg[aria-hidden='true']")).not.toBeNull();
    // No image request and nothing that fades in: the artwork is inline SVG, painted at once.
    expect(container.querySelector("img")).toBeNull();
    expect(container.innerHTML).not.toMatch(/animate-/);
  });

  it("varies the artwork by page, or by an explicit variant", () => {
    const motifs = (node: HTMLElement) => node.querySelector("svg[data-motifs]")?.innerHTML;
    const first = render(<PageHero hero={hero} />).container;
    const second = render(<PageHero hero={{ ...hero, title: "AI Development" }} />).container;
    const third = render(<PageHero hero={hero} variant="AI Development" />).container;
    expect(motifs(first)).not.toBe(motifs(second));
    expect(second.querySelector("svg")?.innerHTML).toBe(third.querySelector("svg")?.innerHTML);
  });
});
