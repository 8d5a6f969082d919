/**
 * The page's one inline script (docs/decisions/0124, 0145). Nothing that the first screen does
 * not need may be requested before it is on screen: on a phone every such request competes with
 * the HTML for the link, and a page measured on the slow-network model (Lighthouse) pays for
 * every request and every task that ends before its largest paint. So the island entry
 * (`data-entry`) and the rest of the stylesheet (`data-stylesheet`), both named by
 * scripts/postbuild.ts, are requested only once the page has loaded and the frame after the
 * load event has painted, and so is the web app manifest (`data-manifest`), which only an
 * install prompt reads, and the web font (`data-font`) is fetched for the next pages
 * (app/lib/web-font.ts). The first contentful paint is not enough: it can come while the parser
 * is still short of the largest text, which then paints in a later frame. A tab opened in the
 * background paints, and so loads them, when it is shown.
 *
 * A click on a control that only the scripts make work (a tab, a menu button) made before the
 * entry has run would be lost: the loader keeps it in `window.__islandClicks` and starts at
 * once, and the entry clicks it again once its island has hydrated (docs/decisions/0130).
 *
 * The text is the same on every page, so the server's CSP hash of it is one value.
 */
import { webFontFlag } from "./web-font";

/**
 * How long after the load event the loader waits for a paint of the whole parsed page when none
 * is reported: then the largest paint came before the load event, and nothing later can move it.
 */
const settleMs = 250;

export const afterFirstPaintId = "after-first-paint";

/** The controls inside islands that do nothing until their island has hydrated. */
export const scriptOnlyControl =
  "[data-island] button[type=button]:not([popovertarget]), [data-island] [role=tab]";

/** Where the loader keeps such clicks for the entry; the entry sets it to null once it runs. */
export interface EarlyClicks {
  __islandClicks?: Element[] | null;
}

export const afterFirstPaintScript = `(function(){var s=document.getElementById("${afterFirstPaintId}"),painted=false,loadedAt=document.readyState==="complete"?0:-1,settled=false,started=false;
function start(){if(started||!painted||loadedAt<0||!settled)return;started=true;var css=s.getAttribute("data-stylesheet"),entry=s.getAttribute("data-entry");
function link(rel,href){if(href){var l=document.createElement("link");l.rel=rel;l.href=href;document.head.appendChild(l)}}
link("stylesheet",css);link("manifest",s.getAttribute("data-manifest"));if(entry)import(entry);
var font=s.getAttribute("data-font"),root=document.documentElement;if(font&&window.FontFace&&!root.classList.contains("${webFontFlag}"))new FontFace("${webFontFlag}","url("+font+")").load().then(function(){try{localStorage.setItem("${webFontFlag}","1")}catch(e){}},function(){})}
var last=-1;function seen(list){list.getEntries().forEach(function(e){if(e.name==="first-contentful-paint"||e.entryType==="largest-contentful-paint"){painted=true;last=Math.max(last,e.startTime)}});if(loadedAt>=0&&last>=loadedAt)settled=true;start()}
addEventListener("load",function(){loadedAt=performance.now();if(last>=loadedAt)settled=true;setTimeout(function(){settled=true;start()},${settleMs});start()});
var clicks=window.__islandClicks=[];addEventListener("click",function(e){var t=e.target;t=t&&t.closest?t.closest("${scriptOnlyControl}"):null;if(t&&window.__islandClicks===clicks){clicks.push(t);painted=settled=true;loadedAt=Math.max(loadedAt,0);start()}},true);
var P=window.PerformanceObserver,types=P&&P.supportedEntryTypes||[];function watch(type){if(types.indexOf(type)<0)return true;new P(seen).observe({type:type,buffered:true})}
if(watch("paint"))painted=true;if(watch("largest-contentful-paint"))settled=true})()`;
