/**
 * What a page's first round trip carries on Lighthouse's slow-network model, as on a fresh TCP
 * connection: ten segments of 1,460 bytes (decision 0149). A page whose HTML, headers
 * included, fits in it paints about 150 ms sooner on a phone than one that needs a second.
 */
export const firstRoundTripBytes = 10 * 1460;

/**
 * The status line and headers the server sends with a page (878 bytes on every page, measured on
 * 2026-12-02, most of it the CSP with the page's hashes), with a few to spare: what the build
 * leaves of the first round trip for the compressed HTML, a form's token inputs included.
 * tests/e2e/first-round-trip.spec.ts measures the real thing.
 */
export const pageHeaderBytes = 885;
