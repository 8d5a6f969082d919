import { describe, expect, it } from "vitest";
import { visitDay } from "./visit-day";

describe("the site's day", () => {
  it("turns at midnight in Islamabad, even formatted once a minute", () => {
    // 19:00 UTC is midnight in Asia/Karachi (UTC+5).
    const lastOfDay = new Date("2026-03-09T18:59:59.999Z");
    const firstOfNext = new Date("2026-03-09T19:00:00.000Z");
    expect(visitDay(new Date("2026-03-09T18:59:00.000Z"))).toBe("2026-03-09");
    expect(visitDay(lastOfDay)).toBe("2026-03-09");
    expect(visitDay(firstOfNext)).toBe("2026-03-10");
    expect(visitDay(lastOfDay)).toBe("2026-03-09");
    expect(visitDay(new Date("2026-03-10T18:59:30.000Z"))).toBe("2026-03-10");
  });

  it("refuses an invalid date as formatting does", () => {
    expect(() => visitDay(new Date(Number.NaN))).toThrow(RangeError);
  });
});
