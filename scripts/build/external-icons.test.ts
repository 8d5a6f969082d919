import { describe, expect, it } from "vitest";
import { takeIconsOutOfPage } from "./external-icons";

const opening = (name: string) =>
  `<svg class="lucide lucide-${name} size-5" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true">`;
const check = `${opening("check")}<path d="M20 6 9 17l-5-5"></path></svg>`;
const arrow = `${opening("arrow")}<path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path></svg>`;
const page = (main: string, header = check, after = arrow) =>
  `<body><header>${header}</header><main id="main"><section data-hero=""><h1>Title</h1>${arrow}</section>${main}</main><nav>${after}</nav></body>`;

describe("takeIconsOutOfPage", () => {
  it("draws the icons after the hero from one file, each element kept with all its attributes", () => {
    const { page: html, files } = takeIconsOutOfPage(
      page(`<section><ul><li>${check}</li><li>${arrow}</li><li>${check}</li></ul></section>`),
    );
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file?.href).toMatch(/^\/assets\/icons-[\w-]{10}\.svg$/);
    // One symbol per drawing, in the order they come.
    expect(file?.svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="i0"><path d="M20 6 9 17l-5-5"></path></symbol><symbol id="i1"><path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path></symbol></svg>',
    );
    expect(html).toBe(
      page(
        `<section><ul><li>${opening("check")}<use href="${file?.href}#i0"></use></svg></li><li>${opening("arrow")}<use href="${file?.href}#i1"></use></svg></li><li>${opening("check")}<use href="${file?.href}#i0"></use></svg></li></ul></section>`,
      ),
    );
  });

  it("leaves the header's, the hero's and the icons after <main> in the page", () => {
    const { page: html } = takeIconsOutOfPage(page(`<p>${check}</p>`));
    // The header's check and the hero's and the social bar's arrows keep their drawing.
    expect(html.match(/<path d="M20 6 9 17l-5-5"><\/path>/g)).toHaveLength(1);
    expect(html.match(/<path d="M5 12h14"><\/path>/g)).toHaveLength(2);
    expect(html.match(/<use /g)).toHaveLength(1);
  });

  it("leaves the icons an island renders itself, and takes those of its slots", () => {
    const island = `<div data-island="Tabs" class="contents"><button>${arrow}</button><div data-island-slot="panels.0" class="contents">${check}</div></div>`;
    const { page: html, files } = takeIconsOutOfPage(page(island));
    expect(html).toContain(`<button>${arrow}</button>`);
    expect(html).toContain(`<div data-island-slot="panels.0" class="contents">${opening("check")}<use href="${files[0]?.href}#i0"></use></svg></div>`);
  });

  it("keeps each drawing as the page writes it, self-closed elements and all", () => {
    const written = `${opening("dot")}<circle cx="12" cy="12" r="1"/><path d="M4 4h16"/></svg>`;
    const { files } = takeIconsOutOfPage(page(`<p>${written}</p>`));
    expect(files[0]?.svg).toContain(
      '<symbol id="i0"><circle cx="12" cy="12" r="1"/><path d="M4 4h16"/></symbol>',
    );
  });

  it("names the file after its content", () => {
    const one = takeIconsOutOfPage(page(`<p>${check}</p>`)).files[0]?.href;
    const same = takeIconsOutOfPage(page(`<div>${check}</div>`)).files[0]?.href;
    const other = takeIconsOutOfPage(page(`<p>${arrow}</p>`)).files[0]?.href;
    expect(one).toBe(same);
    expect(one).not.toBe(other);
  });

  it("changes nothing in a page with no icon after its hero, or with no hero", () => {
    for (const html of [page("<p>Text</p>"), `<body><main>${check}</main></body>`])
      expect(takeIconsOutOfPage(html)).toEqual({ page: html, files: [] });
  });
});
