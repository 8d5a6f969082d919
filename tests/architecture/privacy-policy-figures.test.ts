import { describe, expect, it } from "vitest";
import { privacyPolicyPage } from "~/content/pages/privacy-policy";
import { loadConfig } from "@server/config";
import { dayKeyLimits } from "@server/store/visits/day-keys";

/**
 * The privacy policy's "Counting visits" says what the server counts with the figures the
 * server holds to: a change of a default or a cap fails here until the page says it too.
 */
const counting = privacyPolicyPage.sections.find((section) => section.id === "counting-visits");
const text = counting?.paragraphs.join("\n") ?? "";
const words: Record<number, string> = { 50: "fifty" };

describe("the privacy policy's counting of visits", () => {
  it("names the limits the server counts by", () => {
    const { visits } = loadConfig({});
    expect(text).toContain(`more than ${visits.pageViewRateLimitMax} pages a minute`);
    expect(dayKeyLimits.campaign).toBe(dayKeyLimits.source);
    expect(text).toContain(`first ${words[dayKeyLimits.source]} linking websites`);
    expect(text).toContain(`deleted after ${visits.rawDays} days`);
  });

  it("names the campaign tags a page view keeps, and only those", () => {
    expect(text).toContain("(utm_source and utm_campaign)");
    expect(text).not.toMatch(/utm_(medium|term|content)|and the like/);
  });
});
