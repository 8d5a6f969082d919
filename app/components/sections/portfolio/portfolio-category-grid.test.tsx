import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PortfolioCategoryGrid } from "./portfolio-category-grid";

const categories = ["Website", "Mobile App", "Digital Marketing", "UI/UX"].map((title, i) => ({
  title,
  description: `${title} projects we have delivered for our clients.`,
  count: `${i + 1} projects`,
  href: `/category-${i}`,
  image: `/cover-${i}.svg`,
  linkLabel: "View",
}));

describe("PortfolioCategoryGrid", () => {
  it("gives every category a View link to its page", () => {
    render(<PortfolioCategoryGrid categories={categories} />);
    const links = screen.getAllByRole("link", { name: /^View / });
    expect(links).toHaveLength(4);
    expect(screen.getByRole("link", { name: "View Mobile App portfolio" })).toHaveAttribute(
      "href",
      "/category-1",
    );
  });

  it("shows the View button on hover and keyboard focus, and always on touch screens", async () => {
    const user = userEvent.setup();
    render(<PortfolioCategoryGrid categories={categories} />);
    const link = screen.getByRole("link", { name: "View Website portfolio" });
    expect(link.closest("article")).toHaveClass("group");
    expect(link.className.split(/\s+/)).toEqual(
      expect.arrayContaining([
        "opacity-0",
        "group-hover:opacity-100",
        "group-focus-within:opacity-100",
        "[@media(hover:none)]:opacity-100",
      ]),
    );
    await user.tab();
    expect(link).toHaveFocus();
  });
});
