import { afterEach, describe, expect, it } from "vitest";
import { setSiteMedia, uploadedPicture, withContentImage } from "./site-content";

/** An image field's upload (`media:<id>`) drawn from the pictures a render is given. */
const picture = {
  sources: { avif: "/media/abc/480.avif 480w", webp: "/media/abc/480.webp 480w" },
  img: { src: "/media/abc/480.webp", w: 480, h: 320 },
};
const art = (name: string) => `/assets/${name}.svg`;

afterEach(() => setSiteMedia(undefined));

describe("an uploaded picture on a page", () => {
  it("is the upload the render was given, and a shipped artwork is its file", () => {
    setSiteMedia({ abc: { alt: "The studio", picture } });
    expect(uploadedPicture("media:abc")).toEqual({ alt: "The studio", picture });
    expect(uploadedPicture("team-photo")).toBeUndefined();
    expect(withContentImage({ image: "media:abc", title: "A" }, art)).toEqual({
      image: picture,
      imageAlt: "The studio",
      title: "A",
    });
    expect(withContentImage({ image: "team-photo" }, art)).toEqual({
      image: "/assets/team-photo.svg",
    });
  });

  it("stops the render when the content names an upload the render was not given", () => {
    expect(() => withContentImage({ image: "media:abc" }, art)).toThrow(
      "No uploaded picture media:abc.",
    );
  });
});
