import { describe, expect, it } from "vitest";
import { identity } from "@contracts/identity";
import { createOgDrawer, ogImageInputs, type OgImageInputs } from "@scripts/build/og-images";
import { toPage } from "../site-pages";
import { publishedOgImages } from "./og-images";

/**
 * A publish draws a page's Open Graph picture again exactly when what the drawing shows
 * changed (its title, or the company's name), once its pages are served. Real drawings, of
 * small pages.
 */

const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;
const built = [
  toPage("/", Buffer.from(page(`Custom IT Solutions | ${identity.companyName}`))),
  toPage("/about-us", Buffer.from(page(`About Us | ${identity.companyName}`))),
];

describe("the Open Graph pictures of a publish", () => {
  it("draws the pages whose title or company name changed, and no other, once served", async () => {
    const asked: string[] = [];
    const drawer = createOgDrawer();
    const images = publishedOgImages(built, identity, async (inputs: OgImageInputs) => {
      asked.push(inputs.title);
      return drawer(inputs);
    });
    /** The titles drawn once the pages are served and every picture has been drawn. */
    const drawnOnServing = async (serve: () => void) => {
      asked.length = 0;
      serve();
      await images.drawn();
      return [...asked];
    };

    // The pages as built: nothing to draw, the build's files are served.
    expect(await drawnOnServing(images.redraw(built.map(asHtml), identity))).toEqual([]);
    expect(images.find("/og/home.png")).toBeUndefined();

    const retitled = { path: "/", html: page(`Software That Earns | ${identity.companyName}`) };
    const serve = images.redraw([retitled, asHtml(built[1])], identity);
    // Neither drawn nor served until the publish swaps its pages in.
    expect(asked).toEqual([]);
    expect(images.find("/og/home.png")).toBeUndefined();
    expect(await drawnOnServing(serve)).toEqual(["Software That Earns"]);
    const drawn = await images.find("/og/home.png");
    expect(drawn?.png).toEqual(await drawer(ogImageInputs("/", retitled.html, identity)));
    expect(drawn?.png.subarray(1, 4).toString()).toBe("PNG");
    expect(images.find("/og/about-us.png")).toBeUndefined();

    // The same title again draws nothing; the company's new name redraws both pages.
    expect(await drawnOnServing(images.redraw([retitled], identity))).toEqual([]);
    const renamed = { ...identity, companyName: "Northwind Studio" };
    const renaming = images.redraw(
      [
        { path: "/", html: page("Software That Earns | Northwind Studio") },
        { path: "/about-us", html: page("About Us | Northwind Studio") },
      ],
      renamed,
    );
    expect(await drawnOnServing(renaming)).toEqual(["Software That Earns", "About Us"]);
    expect((await images.find("/og/home.png"))?.png).not.toEqual(drawn?.png);

    // Back to the build's inputs: the build's file again, nothing drawn.
    expect(await drawnOnServing(images.redraw(built.map(asHtml), identity))).toEqual([]);
    expect(images.find("/og/home.png")).toBeUndefined();
    expect(images.find("/og/about-us.png")).toBeUndefined();
  }, 60_000);

  it("draws a picture asked for before its turn at once, and one whose drawing failed again", async () => {
    const asked: string[] = [];
    let failing = true;
    const drawer = createOgDrawer();
    const images = publishedOgImages(built, identity, async (inputs: OgImageInputs) => {
      asked.push(inputs.title);
      if (failing && inputs.title === "About Us, retitled")
        throw new Error("The publishing worker stopped.");
      return drawer(inputs);
    });
    images.redraw(
      [
        { path: "/", html: page(`Home, retitled | ${identity.companyName}`) },
        { path: "/about-us", html: page(`About Us, retitled | ${identity.companyName}`) },
      ],
      identity,
    )();
    // The second page's picture, asked for while the first is drawn: not after it.
    const about = images.find("/og/about-us.png");
    expect(asked).toEqual(["Home, retitled", "About Us, retitled"]);
    await expect(about).rejects.toThrow(/stopped/);
    await images.drawn();
    failing = false;
    const again = await images.find("/og/about-us.png");
    expect(again?.png.subarray(1, 4).toString()).toBe("PNG");
    // The home page's picture, drawn, is not drawn again.
    expect(asked.filter((title) => title === "Home, retitled")).toHaveLength(1);
  }, 60_000);

  it("refuses a page without a title, and draws nothing for the not-found page", async () => {
    const asked: string[] = [];
    const images = publishedOgImages(built, identity, async (inputs: OgImageInputs) => {
      asked.push(inputs.title);
      return createOgDrawer()(inputs);
    });
    expect(() =>
      images.redraw([{ path: "/", html: "<html><head></head></html>" }], identity),
    ).toThrow(/No <title>/);
    images.redraw([{ path: "/404", html: page("Not found") }], identity)();
    await images.drawn();
    expect(asked).toEqual([]);
    expect(images.find("/og/404.png")).toBeUndefined();
  });
});

function asHtml(sitePage: (typeof built)[number] | undefined) {
  if (!sitePage) throw new Error("No such page.");
  return { path: sitePage.path, html: sitePage.html.toString("utf8") };
}
