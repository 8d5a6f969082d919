import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mediaPicture, type MediaItem } from "@contracts/media";
import { MediaGrid } from "./media-grid";
import { MediaUpload } from "./media-upload";

const item: MediaItem = {
  id: "a".repeat(22),
  alt: "The studio at dusk",
  width: 1200,
  height: 800,
  type: "image/jpeg",
  size: 1000,
  createdAt: "2026-12-02T03:00:00.000Z",
  createdBy: "owner@example.com",
  picture: mediaPicture("a".repeat(22), [
    { width: 480, height: 320, format: "webp" },
    { width: 1200, height: 800, format: "webp" },
  ]),
};

describe("the media library's parts", () => {
  it("refuses an upload without a picture or alt text, each field marked with its message", () => {
    let uploaded = 0;
    render(<MediaUpload onUploaded={() => uploaded++} />);
    fireEvent.click(screen.getByRole("button", { name: "Upload" }));
    expect(screen.getByLabelText("Picture")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Alt text")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Describe the picture: alt text is required.")).toBeVisible();
    expect(screen.getByText("Choose a picture.")).toBeVisible();
    expect(uploaded).toBe(0);
  });

  it("shows each picture by its smallest size, with its alt text and its size reserved", () => {
    render(<MediaGrid items={[item]} selected={item.id} actions={() => <button>Choose</button>} />);
    const image = screen.getByRole("img", { name: "The studio at dusk" });
    expect(image).toHaveAttribute("src", `/media/${item.id}/480.webp`);
    expect(image).toHaveAttribute("width", "1200");
    expect(image).toHaveAttribute("height", "800");
    expect(screen.getByText("1200 × 800 px")).toBeVisible();
  });

  it("says so when the library is empty", () => {
    render(<MediaGrid items={[]} actions={() => null} />);
    expect(screen.getByText(/No pictures yet/)).toBeVisible();
  });
});
