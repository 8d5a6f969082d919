import { describe, expect, it } from "vitest";
import { setHiddenContentAside } from "./hidden-content";

describe("hidden content set aside", () => {
  const page =
    '<div role="tablist"><p class="a">shown</p></div>' +
    '<div role="tabpanel" hidden class="b"><ul class="c"><li hidden>inner</li></ul></div>' +
    '<p class="hidden d">a class, not the attribute</p><span aria-hidden="true">x</span>';

  it("empties each hidden element but keeps it, and nothing else", () => {
    const { page: aside } = setHiddenContentAside(page);
    expect(aside).toContain('<div role="tabpanel" hidden class="b"><!--hidden-content-0--></div>');
    expect(aside).not.toContain('class="c"');
    expect(aside).toContain('<p class="hidden d">a class, not the attribute</p>');
    expect(aside).toContain('<span aria-hidden="true">x</span>');
  });

  it("puts the content back where a later step left the marker", () => {
    const { page: aside, restore } = setHiddenContentAside(page);
    const later = aside.replace("<div", '<style>.a{}</style><div');
    expect(restore(later)).toBe(page.replace("<div", '<style>.a{}</style><div'));
    expect(() => restore(later.replace("<!--hidden-content-0-->", ""))).toThrow(/lost its place/);
  });
});
