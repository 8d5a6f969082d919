import { describe, expect, it } from "vitest";
import { submissionIdPattern } from "@contracts/forms";
import { newSubmissionId } from "./submission-id";

describe("newSubmissionId", () => {
  it("uses crypto.randomUUID where the page has it", () => {
    const id = newSubmissionId(crypto);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("falls back to getRandomValues over plain HTTP, where randomUUID is missing", () => {
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const ids = new Set(Array.from({ length: 50 }, () => newSubmissionId(insecure)));
    expect(ids.size).toBe(50);
    for (const id of ids) {
      expect(id).toMatch(submissionIdPattern);
      expect(id).toHaveLength(22);
    }
  });
});
