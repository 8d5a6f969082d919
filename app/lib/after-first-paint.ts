/**
 * The page's one inline script (docs/decisions/0124). Nothing that the first paint does not need
 * may be requested before it: on a phone every such request competes with the HTML for the
 * link, and a page measured on the slow-network model (Lighthouse) pays for each one that ends
 * before its largest paint. So the island entry (`data-entry`) and the rest of the stylesheet
 * (`data-stylesheet`), both named by scripts/postbuild.ts, are requested only once the
 * page has loaded and its first contentful paint has happened, and so is the web app manifest
 * (`data-manifest`), which only an install prompt reads, and the web font (`data-font`) is
 * fetched for the next pages (app/lib/web-font.ts); in a browser without paint
 * timing, on load. A tab opened in the background paints, and so loads them, when it is shown.
 *
 * A click on a control that only the scripts make work (a tab, a menu button) made before the
 * entry has run would be lost: the loader keeps it in `window.__islandClicks` and starts at
 * once, and the entry clicks it again once its island has hydrated (docs/decisions/0130).
 *
 * The text is the same on every page, so the server's CSP hash of it is one value.
 */
import { webFontFlag } from "./web-font";

export const afterFirstPaintId = "after-first-paint";

/** The controls inside islands that do nothing until their island has hydrated. */
export const scriptOnlyControl =
  "[data-island] button[type=button]:not([popovertarget]), [data-island] [role=tab]";

/** Where the loader keeps such clicks for the entry; the entry sets it to null once it runs. */
export interface EarlyClicks {
  __islandClicks?: Element[] | null;
}

export const afterFirstPaintScript = `(function(){var s=document.getElementById("${afterFirstPaintId}"),painted=false,loaded=document.readyState==="complete",started=false;
function start(){if(started||!painted||!loaded)return;started=true;var css=s.getAttribute("data-stylesheet"),entry=s.getAttribute("data-entry");
function link(rel,href){if(href){var l=document.createElement("link");l.rel=rel;l.href=href;document.head.appendChild(l)}}
link("stylesheet",css);link("manifest",s.getAttribute("data-manifest"));if(entry)import(entry);
var font=s.getAttribute("data-font"),root=document.documentElement;if(font&&window.FontFace&&!root.classList.contains("${webFontFlag}"))new FontFace("${webFontFlag}","url("+font+")").load().then(function(){try{localStorage.setItem("${webFontFlag}","1")}catch(e){}},function(){})}
addEventListener("load",function(){loaded=true;start()});
var clicks=window.__islandClicks=[];addEventListener("click",function(e){var t=e.target;t=t&&t.closest?t.closest("${scriptOnlyControl}"):null;if(t&&window.__islandClicks===clicks){clicks.push(t);painted=loaded=true;start()}},true);
var P=window.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();painted=true;start()}}).observe({type:"paint",buffered:true});else painted=true})()`;
