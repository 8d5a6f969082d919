import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TeamGrid, teamRevealClassName } from "./team-grid";

const members = [
  { name: "Hamza Qureshi", position: "React Developer", image: "/hamza.svg" },
  { name: "Ayesha Siddiqui", position: "iOS Developer", image: "/ayesha.svg" },
];

describe("TeamGrid", () => {
  it("names every card by its member and position for assistive technology", () => {
    render(<TeamGrid members={members} />);
    const cards = screen.getAllByRole("figure");
    expect(cards).toHaveLength(2);
    expect(
      screen.getByRole("figure", { name: /Hamza Qureshi\W+React Developer/ }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("figure", { name: /Ayesha Siddiqui/ })).getByRole("img"),
    ).toHaveAccessibleName("Illustrated portrait of Ayesha Siddiqui");
  });

  it("reveals name and role on hover or keyboard focus, and always on touch screens", async () => {
    const user = userEvent.setup();
    render(<TeamGrid members={members} />);
    const card = screen.getByRole("figure", { name: /Hamza Qureshi/ });
    const caption = within(card).getByText("Hamza Qureshi").closest("figcaption");

    // The card is the `group` the caption reacts to, and it takes keyboard focus.
    expect(card).toHaveClass("group");
    await user.tab();
    expect(card).toHaveFocus();

    const classes = caption?.className.split(/\s+/) ?? [];
    expect(classes).toEqual(
      expect.arrayContaining([
        "opacity-0",
        "group-hover:opacity-100",
        "group-focus-visible:opacity-100",
        "[@media(hover:none)]:opacity-100",
      ]),
    );
    expect(caption?.className).toContain(teamRevealClassName);
    // Hidden only visually: never removed from the accessibility tree.
    expect(caption).not.toHaveAttribute("aria-hidden");
    expect(caption).not.toHaveAttribute("hidden");
  });

  it("draws a photo uploaded in the desk with its sources, width, height and alt text", () => {
    const photo = {
      sources: {
        avif: "/media/abc/480.avif 480w, /media/abc/900.avif 900w",
        webp: "/media/abc/480.webp 480w, /media/abc/900.webp 900w",
      },
      img: { src: "/media/abc/900.webp", w: 900, h: 1200 },
    };
    render(
      <TeamGrid
        members={[
          ...members,
          { name: "Sana Malik", position: "AI Expert", image: photo, imageAlt: "Sana at her desk" },
        ]}
      />,
    );
    const img = within(screen.getByRole("figure", { name: /Sana Malik/ })).getByRole("img");
    expect(img).toHaveAccessibleName("Sana at her desk");
    expect(img).toHaveAttribute("src", "/media/abc/900.webp");
    expect(img).toHaveAttribute("width", "900");
    expect(img).toHaveAttribute("height", "1200");
    const sources = img.closest("picture")?.querySelectorAll("source") ?? [];
    expect([...sources].map((source) => [source.type, source.getAttribute("srcset")])).toEqual([
      ["image/avif", photo.sources.avif],
      ["image/webp", photo.sources.webp],
    ]);
    // The drawn portraits stay as they were.
    expect(within(screen.getByRole("figure", { name: /Hamza/ })).getByRole("img")).toHaveAttribute(
      "width",
      "980",
    );
  });
});
