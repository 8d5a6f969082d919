/**
 * The web font without a request before the first paint (docs/decisions/0126). The first page
 * of a visit paints in the system font; the page's loader (app/lib/after-first-paint.ts) then
 * fetches the font for the HTTP cache, leaving that page as it is (no swap, so nothing moves),
 * and notes it in sessionStorage. On every later page this script, inline at the top of
 * <head>, marks <html> with `.wf` before anything paints, and app/styles/app.css uses the font
 * under `.wf`: it comes from the cache in time for `font-display: optional`.
 *
 * sessionStorage, like the attribution (docs/decisions/0115): nothing outlives the tab's
 * session, and no cookie is set.
 */
export const webFontFlag = "wf";

export const webFontHeadScript = `try{sessionStorage.getItem("${webFontFlag}")&&document.documentElement.classList.add("${webFontFlag}")}catch(e){}`;
