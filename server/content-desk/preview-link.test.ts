import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signPreview, verifyPreview } from "./preview-link";

/** A draft is never public: a preview opens only with its signature, and only until it expires. */
describe("a private preview link", () => {
  const secret = randomBytes(32);
  const now = Date.UTC(2026, 11, 2, 3, 0);
  const grant = { key: "home", path: "/", expires: now + 60_000 };
  const query = () => Object.fromEntries(signPreview(secret, grant));

  it("opens with its own signature, before it expires", () => {
    expect(verifyPreview(secret, query(), now)).toEqual(grant);
  });

  it.each([
    ["no signature", { sig: undefined }],
    ["another document", { doc: "about-us" }],
    ["another page", { path: "/about-us" }],
    ["a later expiry", { expires: String(grant.expires + 3_600_000) }],
    ["a signature of another key", { sig: signPreview(randomBytes(32), grant).get("sig") }],
    ["a cut signature", { sig: "abc" }],
    ["an expiry that is no number", { expires: "1e20" }],
  ])("is refused with %s", (_, change) => {
    expect(verifyPreview(secret, { ...query(), ...change }, now)).toBeUndefined();
  });

  it("is refused once its time is up", () => {
    expect(verifyPreview(secret, query(), grant.expires)).toBeUndefined();
  });
});
