import type { PageWithDrawingFiles } from "./drawing-files";
import { takeArtworkOutOfPage, withoutArtworkMarkers } from "./external-artwork";
import { takeIconsOutOfPage } from "./external-icons";
import { inOneDrawingFile } from "./one-drawing-file";

/** What a page over the line takes out, in this order: its artwork first, then its icons. */
const takeOut = [takeArtworkOutOfPage, takeIconsOutOfPage];

/**
 * A page draws its artwork, then also its icons below the first screen, from files only until
 * its HTML is within `budget` bytes as sent (`sentBytes`): a drawing in the page paints with the
 * page's first frame, one from a file a request later, and on a page that fits either way the
 * request costs more than the bytes (decision 0149). What it takes out comes from one file, in
 * one request, since every request before the largest paint counts in it. A page over the line
 * even without them keeps them all.
 */
export async function drawingsOutUntilItFits(
  html: string,
  budget: number,
  sentBytes: (html: string) => Promise<number>,
): Promise<PageWithDrawingFiles> {
  const asItIs: PageWithDrawingFiles = { page: withoutArtworkMarkers(html), files: [] };
  if ((await sentBytes(asItIs.page)) <= budget) return asItIs;
  let taken: PageWithDrawingFiles = asItIs;
  let rest = html;
  for (const step of takeOut) {
    const next = step(rest);
    if (next.files.length === 0) continue;
    rest = next.page;
    taken = { page: withoutArtworkMarkers(rest), files: [...taken.files, ...next.files] };
    const sent = inOneDrawingFile(taken);
    if ((await sentBytes(sent.page)) <= budget) return sent;
  }
  return asItIs;
}
