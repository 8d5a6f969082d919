import { describe, expect, it } from "vitest";
import { formatDuration } from "./format-duration";

describe("formatDuration", () => {
  it.each([
    [0, "0 min"],
    [29_000, "0 min"],
    [45 * 60_000, "45 min"],
    [60 * 60_000, "1 h"],
    [(3 * 60 + 20) * 60_000, "3 h 20 min"],
    [24 * 3_600_000, "1 d"],
    [(2 * 24 + 4) * 3_600_000 + 59 * 60_000, "2 d 4 h"],
    [-5_000, "0 min"],
  ])("%i ms reads %s", (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
