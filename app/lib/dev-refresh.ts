/**
 * The dev server's stand-ins for what React Router's <Scripts/> would bring.
 * The pages render no <Scripts/>: the browser runs no router, in dev as in the build, and the
 * page's loader imports the island entry itself. Every component module the dev server
 * transforms expects React Router's Fast Refresh runtime installed first (`devRefreshPreamble`),
 * and that runtime asks the router to revalidate after each edit before it refreshes the
 * islands, so a router that has nothing to revalidate stands in (`devRouterStub`).
 */
export const devRefreshPreamble = "/@id/__x00__virtual:react-router/inject-hmr-runtime";

export const devRouterStub =
  "window.__reactRouterDataRouter={revalidate:function(){return Promise.resolve()}}";

/** The island entry as the dev server serves it (the build names its hashed file instead). */
export const devEntry = "/app/entry.client.tsx";

/** The page's loader as the dev server serves it (the build inlines its minified text). */
export const devLoader = "/app/lib/run-after-first-paint.ts";
