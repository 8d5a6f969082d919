import { notFoundPath, paths, sitePaths } from "~/lib/paths";

/** Every page of the site, as the route table spells it. */
export const routes = sitePaths;
export { notFoundPath, paths };
