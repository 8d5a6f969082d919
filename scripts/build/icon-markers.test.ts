import { describe, expect, it } from "vitest";
import { namesIconClass, withoutIconMarkers } from "./icon-markers";

const icon = (classes: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" class="${classes}" aria-hidden="true"><path d="M5 12h14"></path></svg>`;

describe("withoutIconMarkers", () => {
  it("drops xmlns and lucide's classes from its icons, and keeps the site's classes", () => {
    expect(withoutIconMarkers(`<p>${icon("lucide lucide-arrow-right Vw Vn")}</p>`)).toBe(
      '<p><svg width="24" height="24" viewBox="0 0 24 24" class="Vw Vn" aria-hidden="true"><path d="M5 12h14"></path></svg></p>',
    );
  });

  it("drops the class attribute when only lucide's classes were in it", () => {
    expect(withoutIconMarkers(icon("lucide lucide-x"))).not.toContain("class=");
  });

  it("leaves every other svg and element as it was", () => {
    const art = '<svg xmlns="http://www.w3.org/2000/svg" class="Sj Vf"><g class="lucide"></g></svg>';
    const text = '<p class="lucide-note">xmlns="http://www.w3.org/2000/svg"</p>';
    expect(withoutIconMarkers(art + text)).toBe(art + text);
  });
});

describe("namesIconClass", () => {
  it("tells whether a stylesheet's classes include one of lucide's", () => {
    expect(namesIconClass(["Vw", "lucide-check"])).toBe(true);
    expect(namesIconClass(["Vw", "lucidity"])).toBe(false);
  });
});
