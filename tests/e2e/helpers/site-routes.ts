import { shippedContent, sitePathsOf } from "~/content/documents";
import { notFoundPath, paths } from "~/lib/paths";

/** Every page of the site built from the shipped content (its articles' pages too). */
export const routes: readonly string[] = sitePathsOf(shippedContent);
export { notFoundPath, paths };
