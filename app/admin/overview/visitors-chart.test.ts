import { describe, expect, it } from "vitest";
import { dayAxisRange } from "./visitors-chart";

const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

describe("the chart's day axis", () => {
  it("centres a range of one day in a day's width", () => {
    expect(dayAxisRange(day("2026-11-29"), day("2026-11-29"))).toEqual([
      day("2026-11-28") + 12 * 3600,
      day("2026-11-29") + 12 * 3600,
    ]);
  });

  it("spans the days shown, first to last, for longer ranges", () => {
    expect(dayAxisRange(day("2026-11-01"), day("2026-11-29"))).toEqual([
      day("2026-11-01"),
      day("2026-11-29"),
    ]);
  });
});
