/**
 * The page's one inline script (docs/decisions/0124, 0145). Nothing that the first screen does
 * not need may be requested before it is on screen: on a phone every such request competes with
 * the HTML for the link, and a page measured on the slow-network model (Lighthouse) pays for
 * every request and every task that ends before its largest paint. So the island entry
 * (`data-entry`) and the rest of the stylesheet (`data-stylesheet`), both named by
 * scripts/build/postbuild.ts, are requested only once the page has loaded and a frame painted after
 * the load event is on screen (its paint entry says so), and so is the web app manifest
 * (`data-manifest`), which only an install prompt reads, and the web font (`data-font`) is
 * fetched for the next pages (app/lib/web-font.ts). The first contentful paint is not enough: it
 * can come while the parser is still short of the largest text, which then paints in a later
 * frame. An entry's `paintTime` (where the browser gives it) tells the frame; its `startTime` is
 * when the pixels were shown. A tab opened in the background paints, and so loads them, when it
 * is shown. The entry's import and the font's fetch each have a task of their own, not the one
 * that links the stylesheet (docs/decisions/0157).
 *
 * A click on a control that only the scripts make work (a tab, a menu button) made before the
 * entry has run would be lost: the loader keeps it in `window.__islandClicks` and starts at
 * once, and the entry clicks it again once its island has hydrated (docs/decisions/0130).
 *
 * The text is the same on every page, so the server's CSP hash of it is one value.
 */
import { webFontFlag } from "./web-font";

/**
 * When no paint follows the load event, the largest paint came in a frame before it, and the
 * loader waits until such a frame can be on screen: the load event plus the delay from a frame's
 * paint to its pixels, and a margin. The delay is at least `assumedDelayMs`, and longer where a
 * paint entry showed a longer one (`startTime` less `paintTime`: 70-570 ms for the first paint in
 * this machine's headless Chromium, which rasters in software). A frame can take longer still
 * (725 ms was seen for a hero's); a page then hydrates before its largest paint is shown.
 */
const marginMs = 50;
const assumedDelayMs = 250;

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
link("stylesheet",css);link("manifest",s.getAttribute("data-manifest"));if(entry)setTimeout(function(){import(entry)});
var font=s.getAttribute("data-font"),root=document.documentElement;if(font&&window.FontFace&&!root.classList.contains("${webFontFlag}"))setTimeout(function(){new FontFace("${webFontFlag}","url("+font+")").load().then(function(){try{localStorage.setItem("${webFontFlag}","1")}catch(e){}},function(){})})}
var last=-1,delay=${assumedDelayMs},timer;function settle(){if(loadedAt<0||!painted||settled)return;if(last>=loadedAt){settled=true;return}
clearTimeout(timer);timer=setTimeout(function(){settled=true;start()},loadedAt+delay+${marginMs}-performance.now())}
function seen(list){list.getEntries().forEach(function(e){if(e.name==="first-contentful-paint"||e.entryType==="largest-contentful-paint"){painted=true;if(e.paintTime)delay=Math.max(delay,e.startTime-e.paintTime);last=Math.max(last,e.paintTime||e.startTime)}});settle();start()}
addEventListener("load",function(){loadedAt=performance.now();settle();start()});
var clicks=window.__islandClicks=[];addEventListener("click",function(e){var t=e.target;t=t&&t.closest?t.closest("${scriptOnlyControl}"):null;if(t&&window.__islandClicks===clicks){clicks.push(t);painted=settled=true;loadedAt=Math.max(loadedAt,0);start()}},true);
var P=window.PerformanceObserver,types=P&&P.supportedEntryTypes||[];function watch(type){if(types.indexOf(type)<0)return true;new P(seen).observe({type:type,buffered:true})}
if(watch("paint"))painted=true;if(watch("largest-contentful-paint"))settled=true})()`;
