import { hydrateIslands } from "./islands/hydrate-islands";
import { startScrollReveal } from "./lib/reveal";

// The page is prerendered HTML; only its islands need React (docs/decisions/0065).
startScrollReveal();
hydrateIslands(document).then(
  // `.js` tells the stylesheet (and the tests) that every interactive part is live.
  () => document.documentElement.classList.add("js"),
  (error: unknown) => console.error(error),
);
