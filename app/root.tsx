import fontUrl from "./assets/fonts/generated/plus-jakarta-sans-site.woff2?url";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import { ErrorPage, describeError } from "./components/sections/shared/error-page";
import { faviconHref } from "./lib/brand-mark";
import { afterFirstPaintId } from "./lib/after-first-paint";
import { devEntry, devLoader, devRefreshPreamble, devRouterStub } from "./lib/dev-refresh";
import { webFontHeadScript } from "./lib/web-font";
import stylesheet from "./styles/site.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: faviconHref, type: "image/svg+xml" },
];

/** The HTML shell shared by every page, the not-found page and the error screen. */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a1a3f" />
        <script dangerouslySetInnerHTML={{ __html: webFontHeadScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <PageScript />
      </body>
    </html>
  );
}

/**
 * The page's one script: a loader (app/lib/after-first-paint.ts) that, once the page has painted,
 * imports app/entry.client.tsx, which hydrates the page's islands, and fetches the web font for
 * the next pages. The browser runs no router and no route modules, which every page would pay
 * for in script: every link is a plain page load of prerendered HTML. The build writes the
 * entry's hashed file into `data-entry` and the loader's text, built from its typed source, into
 * the tag (scripts/build/postbuild.ts); the dev server serves both sources themselves, after React
 * Router's Fast Refresh preamble, so a developer sees the page hydrate as it ships.
 */
function PageScript() {
  // An inline loader, not <script src>: the preload scanner would fetch the entry at once, and
  // nothing of the first paint may wait on or compete with it (decision 0124). The
  // islands are readable and their links and forms work before it.
  return (
    <>
      {import.meta.env.DEV ? (
        <>
          <script dangerouslySetInnerHTML={{ __html: devRouterStub }} />
          <script type="module" src={devRefreshPreamble} />
        </>
      ) : null}
      <script
        type="module"
        id={afterFirstPaintId}
        data-entry={import.meta.env.DEV ? devEntry : undefined}
        data-manifest="/site.webmanifest"
        data-font={fontUrl}
        src={import.meta.env.DEV ? devLoader : undefined}
      />
    </>
  );
}

/**
 * Only the SPA fallback renders this (React Router's build insists that it can hydrate; every
 * route is prerendered, and scripts/build/postbuild.ts deletes the fallback). No page includes it.
 */
export function HydrateFallback() {
  return <Scripts />;
}

export default function App() {
  return <Outlet />;
}

/** Last resort, for errors in the site layout itself; page errors are caught inside the layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main">
      <title>Unexpected Application Error!</title>
      <ErrorPage title="Unexpected Application Error!" detail={describeError(error)} />
    </main>
  );
}
