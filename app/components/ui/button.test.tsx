import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button, ButtonLink } from "./button";

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

  it("links internal pages in place and opens external ones safely", () => {
    render(
      <>
        <ButtonLink href="/contact-us" variant="gradient">
          {"Let's Talk"}
        </ButtonLink>
        <ButtonLink href="https://example.org/" variant="secondary">
          Visit
        </ButtonLink>
      </>,
    );
    const internal = screen.getByRole("link", { name: "Let's Talk" });
    expect(internal).toHaveAttribute("href", "/contact-us");
    expect(internal).not.toHaveAttribute("target");
    const external = screen.getByRole("link", { name: "Visit" });
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
  });
});
