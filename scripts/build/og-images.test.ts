import { describe, expect, test } from "vitest";
import { identity } from "@contracts/identity";
import { titleFromHtml } from "./og-images";

describe("titleFromHtml", () => {
  test("reads the decoded title without the company suffix", () => {
    const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Apps &amp; Sites &#x27;24&#39; &rsquo;&quot;Q&quot; &lt;b&gt; | ${identity.companyName}</title></head><body><h1>x</h1></body></html>`;
    expect(titleFromHtml(html)).toBe(`Apps & Sites '24' \u2019"Q" <b>`);
  });

  test("keeps a title without the suffix whole, and finds none in a page without one", () => {
    expect(titleFromHtml("<html><head><title> FAQs </title></head></html>")).toBe("FAQs");
    expect(titleFromHtml("<html><head></head><body><h1>FAQs</h1></body></html>")).toBeUndefined();
  });
});
