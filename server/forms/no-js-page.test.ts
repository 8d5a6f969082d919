// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { formMarkup } from "@tests/support/test-server";
import { renderFailedForm } from "./no-js-page";

/**
 * A failed post without JavaScript gets its page back with the input refilled; quoted input must
 * come back as text in the fields, never as markup of the page.
 */
const hostile = {
  name: `"><script>alert(1)</script>`,
  email: `a&quot;b@example.com" onfocus="alert(2)`,
  phone: `'><img src=x onerror=alert(3)>`,
  message: `</textarea><script>alert(4)</script>&lt;b&gt; & "quoted"`,
};

describe("the no-JS form page's refill", () => {
  const page = `<!DOCTYPE html><html><body>${formMarkup.contact}</body></html>`;
  const html = renderFailedForm(page, "contact", new Map(Object.entries(hostile)), "name") ?? "";
  // A parser that follows the HTML standard, as a browser reads the page.
  const root = new DOMParser().parseFromString(html, "text/html");

  it("puts every value back exactly, as the field's text", () => {
    const control = (name: string) => root.querySelector(`[name="${name}"]`);
    for (const name of ["name", "email", "phone"] as const)
      expect(control(name)?.getAttribute("value"), name).toBe(hostile[name]);
    expect(control("message")?.textContent).toBe(hostile.message);
  });

  it("adds no element, attribute or script of the input's to the page", () => {
    expect(root.querySelectorAll("script")).toHaveLength(0);
    expect(root.querySelectorAll("img")).toHaveLength(0);
    expect(root.querySelectorAll("[onfocus], [onerror]")).toHaveLength(0);
    // In a double-quoted attribute only `"` and `&` need escaping; in a textarea `<` and `&`.
    expect(html).toContain('value="&quot;><script>alert(1)</script>"');
    expect(html).toContain("&amp;quot;");
    expect(html).toContain("&lt;/textarea&gt;&lt;script&gt;");
  });
});
