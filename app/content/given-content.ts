import type { SiteContent } from "./shipped";

/**
 * The content a build is given in place of the shipped modules: none here.
 * `SITE_CONTENT_FILE=<file> npm run build` replaces this module with that JSON file
 * (vite.config.ts), so the build renders the same content the publisher would.
 */
const givenContent: SiteContent | undefined = undefined;
export default givenContent;
