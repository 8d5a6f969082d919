import { describe, expect, it } from "vitest";
import { DeskError } from "./admin/desk-request";
import { failures, FormFailure } from "./forms/failure";

describe("answers thrown as errors (FormFailure, DeskError)", () => {
  it("capture no stack: a flood of refusals must not pay for one each", () => {
    for (const answer of [failures.urlTooLong(), failures.tooLarge(), new DeskError(401, "No.")]) {
      expect(answer).toBeInstanceOf(Error);
      expect(answer.stack?.split("\n")).toHaveLength(1);
    }
  });

  it("leave other errors' stacks alone", () => {
    expect(new FormFailure(400, []).message).toBe("Form submission failed");
    expect(new Error("a fault").stack?.split("\n").length).toBeGreaterThan(1);
  });
});
