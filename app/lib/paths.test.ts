import { describe, expect, it } from "vitest";
import { formDefaultPages, thankYouPath } from "@contracts/forms";
import { mainSectionOf, paths, prerenderedPaths, serviceIdForPath, sitePaths } from "./paths";

describe("paths", () => {
  it("spells every route of the specification exactly, typos included", () => {
    const specRoutes = [
      "/",
      "/about-us",
      "/our-team",
      "/contact-us",
      "/Services",
      "/aap-development",
      "/paid-advertising",
      "/graphics-design",
      "/cyber-security",
      "/ai-development",
      "/arvr_app_development",
      "/blockchain_development",
      "/social-media-marketing",
      "/e-commerce-development",
      "/search-engine-optimization",
      "/costum-website-development",
      "/portfolio",
      "/website-portfolio",
      "/mobile-app-portfolio",
      "/digital-marketing-portfolio",
      "/uiux-portfolio",
      "/careers",
      "/faqs",
    ];
    for (const route of specRoutes) expect(sitePaths).toContain(route);
    for (const extra of ["/website-design", "/privacy-policy", "/terms"])
      expect(sitePaths).toContain(extra);
  });

  it("prerenders the not-found page but does not list it as a site page", () => {
    expect(prerenderedPaths).toContain("/404");
    expect(sitePaths).not.toContain("/404");
    expect(new Set(prerenderedPaths).size).toBe(prerenderedPaths.length);
  });

  it("finds a service by its path in any letter case", () => {
    expect(serviceIdForPath("/aap-development")).toBe("app-development");
    expect(serviceIdForPath("/ARVR_APP_DEVELOPMENT/")).toBe("arvr-development");
    expect(serviceIdForPath("/about-us")).toBeUndefined();
  });

  it("maps each page to its header section", () => {
    expect(mainSectionOf("/")).toBe("/");
    expect(mainSectionOf("/services")).toBe("/Services");
    expect(mainSectionOf("/costum-website-development")).toBe("/Services");
    expect(mainSectionOf("/mobile-app-portfolio")).toBe("/portfolio");
    expect(mainSectionOf("/our-team/")).toBe("/our-team");
    expect(mainSectionOf("/careers")).toBeUndefined();
  });

  it("agrees with the form contract on the pages the server redirects to", () => {
    // The server cannot import app/, so contracts/forms.ts repeats these paths.
    expect(thankYouPath).toBe(paths.thankYou);
    for (const path of Object.values(formDefaultPages))
      expect(sitePaths).toContain(path.split("#")[0]);
  });
});
