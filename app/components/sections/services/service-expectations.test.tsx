import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ServiceExpectations, visibleItems } from "./service-expectations";

describe("ServiceExpectations", () => {
  it("hides empty slots and shows at most nine items per column", () => {
    const ten = Array.from({ length: 10 }, (_, index) => `Item ${index + 1}`);
    expect(visibleItems(ten)).toHaveLength(9);
    expect(visibleItems(["One", "", "  ", "Two"])).toEqual(["One", "Two"]);
  });

  it("renders both columns and the closing note", () => {
    render(
      <ServiceExpectations
        block={{
          heading: "What can you expect",
          left: ["Discovery workshop", ""],
          right: ["Clickable prototype"],
          closing:
            "Fixed estimates for the agreed scope, with any change priced before work starts.",
        }}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "What can you expect" })).toBeVisible();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Discovery workshop",
      "Clickable prototype",
    ]);
    expect(screen.getByText(/Fixed estimates/)).toBeInTheDocument();
  });
});
