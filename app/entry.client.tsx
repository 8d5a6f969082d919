import { hydrateIslands, keepPressesFromIslandsNotLive } from "./islands/hydrate-islands";
import { afterFirstPaintId } from "./lib/after-first-paint";
import { recordVisit } from "./lib/attribution";
import { inSeparateTasks } from "./lib/in-separate-tasks";
import { startScrollReveal } from "./lib/reveal";
import { fetchWebFontForNextPages } from "./lib/web-font";

// Five steps, each in a task of its own, so that none holds the page (and a visitor's click)
// for the time of all of them.
inSeparateTasks([
  // The page is prerendered HTML; only its islands need React, and each hydrates when a visitor
  // needs it, so one who only reads runs none (decision 0065): here every island's trigger
  // is set, and a click kept by the page's loader is made again once its island is live.
  () => {
    keepPressesFromIslandsNotLive(window);
    void hydrateIslands(document).catch((error: unknown) => console.error(error));
  },
  () => {
    // The visit's first page records where it began: sessionStorage's first read in a page
    // waits on the browser process, so not in the task that evaluates this module. A form
    // hydrates later still (its chunk is fetched first).
    recordVisit();
    // There is no moment when "everything" is live: `.js` says the scripts run, every island's
    // trigger is set and the visit is recorded; each island says so itself (`data-hydrated`).
    document.documentElement.classList.add("js");
  },
  () => startScrollReveal(),
  // What only later moments need, named by the page's loader: the web app manifest (read by an
  // install prompt) and the web font for the next pages of the visit (app/lib/web-font.ts).
  () => {
    const named = document.getElementById(afterFirstPaintId)?.dataset;
    if (named?.manifest) {
      const manifest = document.createElement("link");
      manifest.rel = "manifest";
      manifest.href = named.manifest;
      document.head.append(manifest);
    }
    fetchWebFontForNextPages(named?.font);
  },
  // The visit's beacon, in a chunk of its own: sent when the page is hidden (app/lib/visit-beacon.ts).
  () =>
    void import("./lib/visit-beacon")
      .then(({ startVisitBeacon }) => startVisitBeacon())
      .catch((error: unknown) => console.error(error)),
]).catch((error: unknown) => console.error(error));
