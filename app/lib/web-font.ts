/**
 * The web font without a request before the first paint (decision 0006). The first page
 * of a visit paints in the system font; the page's loader (app/lib/after-first-paint.ts) then
 * fetches the font for the HTTP cache, leaving that page as it is (no swap, so nothing moves),
 * and notes it in localStorage. On every later page of the visit this script, inline at the top of
 * <head>, marks <html> with `.wf` before anything paints, and app/styles/app.css uses the font
 * under `.wf`: it comes from the cache in time for `font-display: optional`.
 *
 * localStorage, not sessionStorage: the note lives as long as the cached file usually does, and
 * a tool that clears the site's storage clears both together (Lighthouse does before each run;
 * it leaves sessionStorage alone). It holds "1" and nothing about the visitor; no cookie is set.
 * Should the file be gone all the same, `optional` waits for it at most briefly and never swaps.
 */
export const webFontFlag = "wf";

/**
 * Storage is read only on a page reached from another page of the site (its referrer, which the
 * site's referrer policy sends in full within the site, says so): the first read of localStorage
 * in a page waits on the browser process, 3-17 ms inside the parser's first task in Lighthouse's
 * traces, and the first page of a visit paints in the system font in any case.
 */
export const webFontHeadScript = `try{document.referrer.indexOf(location.origin+"/")===0&&localStorage.getItem("${webFontFlag}")&&document.documentElement.classList.add("${webFontFlag}")}catch(e){}`;

/**
 * Fetches the web font for the next pages of the visit and notes it (see above). The island
 * entry calls it in a task of its own once the page's loader has run it (it was the loader's
 * until the loader had to shrink for the first round trip); a page already
 * in the font has it.
 */
export function fetchWebFontForNextPages(url: string | null | undefined) {
  if (!url || !("FontFace" in window) || document.documentElement.classList.contains(webFontFlag))
    return;
  new FontFace(webFontFlag, `url(${url})`).load().then(
    () => {
      try {
        localStorage.setItem(webFontFlag, "1");
      } catch {
        // Storage refused (private mode, quota): the next page paints in the system font.
      }
    },
    () => {},
  );
}
