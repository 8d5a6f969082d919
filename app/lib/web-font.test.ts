import { afterEach, describe, expect, it, vi } from "vitest";
import { webFontFlag, webFontHeadScript } from "./web-font";

/** Runs the head script as the page would, with `referrer` as the document's referrer. */
function runHeadScript(referrer: string) {
  vi.spyOn(document, "referrer", "get").mockReturnValue(referrer);
  new Function(webFontHeadScript)();
  return document.documentElement.classList.contains(webFontFlag);
}

describe("the web font's head script", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    document.documentElement.classList.remove(webFontFlag);
  });

  it("uses the font on a page reached from another page of the site, once the note is set", () => {
    expect(runHeadScript(`${location.origin}/about-us`)).toBe(false);
    localStorage.setItem(webFontFlag, "1");
    expect(runHeadScript(`${location.origin}/about-us`)).toBe(true);
  });

  it.each([
    ["no referrer", ""],
    ["another site", "https://search.example/?q=agency"],
    ["a host that only begins like the site's", `${location.origin}.evil.example/`],
    ["the site's origin without a path", location.origin],
  ])("reads no storage for %s, the note set or not", (_, referrer) => {
    localStorage.setItem(webFontFlag, "1");
    const read = vi.spyOn(Storage.prototype, "getItem");
    expect(runHeadScript(referrer)).toBe(false);
    expect(read).not.toHaveBeenCalled();
  });

  it("paints in the system font when storage is refused", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(runHeadScript(`${location.origin}/`)).toBe(false);
  });
});
