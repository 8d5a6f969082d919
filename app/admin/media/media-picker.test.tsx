import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MediaPicker } from "./media-picker";

/**
 * The image field's chooser as a form shows it: its label, what is chosen, and the library's
 * dialog with an upload form (the library's reads and uploads are tested end to end in
 * tests/e2e/desk-media.spec.ts, on the real server).
 */
describe("the media picker", () => {
  it("names its field, says nothing is chosen, and holds the library with an upload form", () => {
    render(<MediaPicker label="Portrait" value="" onChoose={() => undefined} />);
    expect(screen.getByText("Portrait")).toBeVisible();
    expect(screen.getByText("No picture")).toBeVisible();
    const open = screen.getByRole("button", { name: "Choose picture" });
    expect(open).toHaveAccessibleDescription("Portrait");
    // The dialog is a popover, closed until the button opens it (jsdom has no popovers).
    const dialog = screen.getByRole("dialog", { hidden: true, name: "Choose a picture" });
    expect(dialog).toHaveAttribute("popover");
    expect(dialog.querySelector("input[type=file]")).not.toBeNull();
  });

  it("offers to change a picture already chosen", () => {
    render(<MediaPicker label="Portrait" value={"a".repeat(22)} onChoose={() => undefined} />);
    expect(screen.getByRole("button", { name: "Change picture" })).toBeVisible();
  });
});
