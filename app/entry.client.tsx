import { hydrateIslands } from "./islands/hydrate-islands";
import { recordVisit } from "./lib/attribution";
import { startScrollReveal } from "./lib/reveal";

// On every page and before any form hydrates: the visit's first page records where it began.
recordVisit();
// The page is prerendered HTML; only its islands need React (docs/decisions/0065).
startScrollReveal();
hydrateIslands(document).then(
  // `.js` tells the stylesheet (and the tests) that every interactive part is live.
  () => document.documentElement.classList.add("js"),
  (error: unknown) => console.error(error),
);
