import { hydrateIslands } from "./islands/hydrate-islands";
import { recordVisit } from "./lib/attribution";
import { startScrollReveal } from "./lib/reveal";

// On every page and before any form hydrates: the visit's first page records where it began.
recordVisit();
// The page is prerendered HTML; only its islands need React (docs/decisions/0065).
startScrollReveal();
// Each island hydrates when a visitor needs it (docs/decisions/0122), so there is no moment
// when "everything" is live: `.js` says the scripts run, each island says so itself
// (`data-hydrated`).
hydrateIslands(document).catch((error: unknown) => console.error(error));
document.documentElement.classList.add("js");
