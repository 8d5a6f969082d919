import { shippedContent, sitePathsOf } from "~/content/documents";
import { notFoundPath, paths } from "~/lib/paths";

/** Every page of the site built from the shipped content (its articles' pages too). */
export const routes: readonly string[] = sitePathsOf(shippedContent);
export { notFoundPath, paths };

/**
 * The pages kept out of the index (noindex, no sitemap entry, no structured data): the
 * thank-you page, and the page a closed opening's address answers with 410.
 */
export const unindexedRoutes: readonly string[] = [paths.thankYou, paths.closedOpening];
