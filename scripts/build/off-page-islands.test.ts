import { describe, expect, it } from "vitest";
import { takeOffPageIslands } from "./off-page-islands";

const dialog =
  '<div data-island="QuoteDialog" data-props="{&quot;page&quot;:&quot;/a&gt;b&quot;}" data-off-page="" class="contents"><div popover="auto" role="dialog"><form id="quote-form" data-form="quote"><input name="name"></form></div></div>';
const button =
  '<div data-island="QuoteButton" data-props="{}" class="contents"><a href="/contact-us">Request A Quote</a></div>';

describe("takeOffPageIslands", () => {
  it("leaves an off-page island empty in the page and returns it whole", () => {
    const html = `<!DOCTYPE html><html><head><title>t</title></head><body><main>${button}<p>Text</p></main>${dialog}<footer>f</footer></body></html>`;
    const { page, islands } = takeOffPageIslands(html);
    expect(page).toBe(
      `<!DOCTYPE html><html><head><title>t</title></head><body><main>${button}<p>Text</p></main><div data-island="QuoteDialog" data-props="{&quot;page&quot;:&quot;/a&gt;b&quot;}" data-off-page="" class="contents"></div><footer>f</footer></body></html>`,
    );
    expect(islands).toBe(dialog);
  });

  it("takes every off-page island, in page order, and leaves other islands alone", () => {
    const second = dialog.replace("QuoteDialog", "OtherDialog");
    const { page, islands } = takeOffPageIslands(`<body>${dialog}${button}${second}</body>`);
    expect(islands).toBe(dialog + second);
    expect(page).toContain(button);
    expect(page).not.toContain("<form");
  });

  it("changes nothing in a page without one", () => {
    const html = `<body>${button}</body>`;
    expect(takeOffPageIslands(html)).toEqual({ page: html, islands: "" });
  });

  it("refuses an off-page island inside another island", () => {
    expect(() =>
      takeOffPageIslands(`<body><div data-island="Header" class="contents">${dialog}</div></body>`),
    ).toThrow("not a top-level");
  });
});
