import defaultConfig from "lighthouse/core/config/default-config.js";
import { describe, expect, it } from "vitest";
import { categories, weightlessAudits } from "./lighthouse";

describe("the audits a gate run skips", () => {
  const skipped = new Set(weightlessAudits());
  const refs = categories.flatMap((id) => defaultConfig.categories?.[id]?.auditRefs ?? []);

  it("are none that weighs in a score of the four categories", () => {
    const weighted = refs.filter((ref) => ref.weight > 0).map((ref) => ref.id);
    expect(weighted).toContain("largest-contentful-paint");
    expect(weighted).toContain("total-blocking-time");
    expect(weighted.filter((id) => skipped.has(id))).toEqual([]);
  });

  it("keep what the report reads though it weighs nothing: the page's bytes", () => {
    expect(skipped.has("total-byte-weight")).toBe(false);
  });

  it("are the weightless diagnostics, insights and manual checks, and the costly extras", () => {
    for (const id of ["unused-javascript", "bf-cache", "final-screenshot", "logical-tab-order"])
      expect(skipped.has(id), id).toBe(true);
  });
});
