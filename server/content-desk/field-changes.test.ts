import { describe, expect, it } from "vitest";
import { fieldChanges } from "./field-changes";

/** History says what changed field by field, not "the document changed". */
describe("the changes between two versions", () => {
  const home = {
    hero: { title: "We build software", intro: "A studio in Islamabad.", eyebrow: "Hello" },
    future: { paragraphs: ["One", "Two"] },
  };

  it("names each changed field by its place, with the value before and after", () => {
    const next = { ...home, hero: { ...home.hero, title: "Software that sells" } };
    expect(fieldChanges(home, next)).toEqual([
      { path: ["hero", "title"], before: "We build software", after: "Software that sells" },
    ]);
  });

  it("names a list's added and removed items, and a field left out", () => {
    const { eyebrow: _left, ...hero } = home.hero;
    const next = { hero, future: { paragraphs: ["One", "Two", "Three"] } };
    expect(fieldChanges(home, next)).toEqual([
      { path: ["hero", "eyebrow"], before: "Hello" },
      { path: ["future", "paragraphs", 2], after: "Three" },
    ]);
  });

  it("finds nothing between equal versions", () => {
    expect(fieldChanges(home, structuredClone(home))).toEqual([]);
  });
});
