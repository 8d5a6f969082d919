/** A drawing taken out of a page: the file it goes to and what the file holds. */
export interface DrawingFile {
  /** The file's path from the site's root: `/assets/<kind>-<content hash>.svg`. */
  href: string;
  /** A standalone SVG document of `<symbol>`s that the page's `<use>` elements draw. */
  svg: string;
}

export interface PageWithDrawingFiles {
  /** The page, each drawing taken out drawn from its file (`<use>`), not from markup of its own. */
  page: string;
  files: DrawingFile[];
}
