import { describe, expect, it } from "vitest";
import { formatDeal, formatSums } from "./format-money";

describe("money in the desk", () => {
  it("writes a value with its currency and keeps currencies apart, in the list's order", () => {
    expect(formatDeal({ value: 250_000, currency: "PKR" })).toBe("250,000 PKR");
    expect(formatSums({ USD: 400, PKR: 1_250_000 })).toBe("1,250,000 PKR + 400 USD");
    expect(formatSums({})).toBe("–");
    expect(formatSums({}, "no value")).toBe("no value");
  });
});
