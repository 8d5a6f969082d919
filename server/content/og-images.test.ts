import { describe, expect, it } from "vitest";
import { identity } from "@contracts/identity";
import { createOgDrawer, ogImageInputs, type OgImageInputs } from "@scripts/build/og-images";
import { toPage } from "../site-pages";
import { publishedOgImages } from "./og-images";

/**
 * A publish draws a page's Open Graph picture again exactly when what the drawing shows
 * changed: its title, or the company's name. Real drawings, of small pages.
 */

const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;
const built = [
  toPage("/", Buffer.from(page(`Custom IT Solutions | ${identity.companyName}`))),
  toPage("/about-us", Buffer.from(page(`About Us | ${identity.companyName}`))),
];

describe("the Open Graph pictures of a publish", () => {
  it("draws the pages whose title or company name changed, and no other", async () => {
    const images = publishedOgImages(built, identity);
    const asked: string[][] = [];
    const drawer = createOgDrawer();
    const draw = async (inputs: OgImageInputs[]) => {
      asked.push(inputs.map((one) => one.title));
      return Promise.all(inputs.map(drawer));
    };

    // The pages as built: nothing to draw, the build's files are served.
    (await images.redraw(built.map(asHtml), identity, draw))();
    expect(asked).toEqual([[]]);
    expect(images.find("/og/home.png")).toBeUndefined();

    const retitled = { path: "/", html: page(`Software That Earns | ${identity.companyName}`) };
    const serve = await images.redraw([retitled, asHtml(built[1])], identity, draw);
    expect(asked[1]).toEqual(["Software That Earns"]);
    // Not served until the publish swaps its pages in.
    expect(images.find("/og/home.png")).toBeUndefined();
    serve();
    const drawn = images.find("/og/home.png");
    expect(drawn?.png).toEqual(await drawer(ogImageInputs("/", retitled.html, identity)));
    expect(drawn?.png.subarray(1, 4).toString()).toBe("PNG");
    expect(images.find("/og/about-us.png")).toBeUndefined();

    // The same title again draws nothing; the company's new name redraws both pages.
    (await images.redraw([retitled], identity, draw))();
    expect(asked[2]).toEqual([]);
    const renamed = { ...identity, companyName: "Northwind Studio" };
    (
      await images.redraw(
        [
          { path: "/", html: page("Software That Earns | Northwind Studio") },
          { path: "/about-us", html: page("About Us | Northwind Studio") },
        ],
        renamed,
        draw,
      )
    )();
    expect(asked[3]).toEqual(["Software That Earns", "About Us"]);
    expect(images.find("/og/home.png")?.png).not.toEqual(drawn?.png);

    // Back to the build's inputs: the build's file again, nothing drawn.
    (await images.redraw(built.map(asHtml), identity, draw))();
    expect(asked[4]).toEqual([]);
    expect(images.find("/og/home.png")).toBeUndefined();
    expect(images.find("/og/about-us.png")).toBeUndefined();
  }, 60_000);

  it("refuses a page without a title, and draws nothing for the not-found page", async () => {
    const images = publishedOgImages(built, identity);
    const draw = (inputs: OgImageInputs[]) => Promise.all(inputs.map(createOgDrawer()));
    await expect(
      images.redraw([{ path: "/", html: "<html><head></head></html>" }], identity, draw),
    ).rejects.toThrow(/No <title>/);
    (await images.redraw([{ path: "/404", html: page("Not found") }], identity, draw))();
    expect(images.find("/og/404.png")).toBeUndefined();
  });
});

function asHtml(sitePage: (typeof built)[number] | undefined) {
  if (!sitePage) throw new Error("No such page.");
  return { path: sitePage.path, html: sitePage.html.toString("utf8") };
}
