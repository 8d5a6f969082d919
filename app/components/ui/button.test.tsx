import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Button, ButtonLink } from "./button";

function inRouter(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: "/", element }]);
  return render(<RouterProvider router={router} />);
}

describe("Button and ButtonLink", () => {
  it("is a type=button with the variant's look and an optional arrow", () => {
    render(
      <Button variant="gradient" arrow>
        Send
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Send" });
    expect(button).toHaveAttribute("type", "button");
    expect(button.className).toContain("bg-cta-gradient");
    expect(button.querySelector("svg[aria-hidden='true']")).not.toBeNull();
  });

  it("routes internal links and opens external ones safely", () => {
    inRouter(
      <>
        <ButtonLink href="/contact-us" variant="gradient">
          {"Let's Talk"}
        </ButtonLink>
        <ButtonLink href="https://example.org/" variant="secondary">
          Visit
        </ButtonLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "Let's Talk" })).toHaveAttribute("href", "/contact-us");
    const external = screen.getByRole("link", { name: "Visit" });
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
  });
});
