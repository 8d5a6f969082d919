import { describe, expect, it } from "vitest";
import { fileSizeText } from "./file-size";

describe("fileSizeText", () => {
  it.each([
    [0, "0 KB"],
    [1, "1 KB"],
    [40_100, "39 KB"],
    [1023 * 1024, "1023 KB"],
    [1024 * 1024 - 1, "1.0 MB"],
    [1024 * 1024, "1.0 MB"],
    [5.25 * 1024 * 1024, "5.3 MB"],
    [10 * 1024 * 1024, "10.0 MB"],
  ])("%i bytes read as %s", (bytes, text) => {
    expect(fileSizeText(bytes)).toBe(text);
  });
});
