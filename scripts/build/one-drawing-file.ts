import { drawingFile, type PageWithDrawingFiles } from "./drawing-files";

const symbolOpening = /<symbol id="([^"]+)"/g;
const svgBody = (svg: string) => svg.slice(svg.indexOf(">") + 1, svg.lastIndexOf("</svg>"));
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A page that draws from more than one file draws from one (decision 0149): the home
 * page's two artworks and its icons came in three requests, and Lighthouse counts every request
 * that ends before the largest paint as part of it. The symbols are renamed `s0`, `s1`, … in the
 * order of the files, so ids that were unique only in their own file (each artwork's `a`) stay
 * unique. A file per page costs no caching: artwork is seeded per page, and only pages over the
 * first round trip draw from files at all.
 */
export function inOneDrawingFile(fitted: PageWithDrawingFiles): PageWithDrawingFiles {
  if (fitted.files.length < 2) return fitted;
  const renamed = new Map<string, string>();
  const symbols = fitted.files
    .map(({ href, svg }) =>
      svgBody(svg).replace(symbolOpening, (_, id: string) => {
        const name = `s${renamed.size.toString(36)}`;
        renamed.set(`${href}#${id}`, name);
        return `<symbol id="${name}"`;
      }),
    )
    .join("");
  const file = drawingFile("drawings", symbols);
  const hrefs = new RegExp(fitted.files.map(({ href }) => `${escaped(href)}#[^"]*`).join("|"), "g");
  const page = fitted.page.replace(hrefs, (reference) => {
    const name = renamed.get(reference);
    if (!name) throw new Error(`postbuild: a page draws ${reference}, which no drawing file holds.`);
    return `${file.href}#${name}`;
  });
  return { page, files: [file] };
}
