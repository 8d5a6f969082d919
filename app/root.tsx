import fontUrl from "./assets/fonts/generated/plus-jakarta-sans-site.woff2?url";
import { use } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  UNSAFE_FrameworkContext as FrameworkContext,
  isRouteErrorResponse,
} from "react-router";
import type { Route } from "./+types/root";
import { ErrorPage, describeError } from "./components/sections/shared/error-page";
import { afterFirstPaintId, afterFirstPaintScript } from "./lib/after-first-paint";
import { webFontHeadScript } from "./lib/web-font";
import stylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
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
 * the next pages. The browser runs no router and no route modules (docs/decisions/0065); every
 * link is a plain page load of prerendered HTML. The dev server keeps React Router's scripts for
 * its module graph and HMR, and so does the SPA fallback the build insists on (and postbuild
 * deletes); the loader then fetches only the font.
 */
function PageScript() {
  const framework = use(FrameworkContext);
  const production = !import.meta.env.DEV && framework && !framework.isSpaMode;
  // An inline loader, not <script src>: the preload scanner would fetch the entry at once, and
  // nothing of the first paint may wait on or compete with it (docs/decisions/0076, 0124). The
  // islands are readable and their links and forms work before it.
  return (
    <>
      {production ? null : <Scripts />}
      <script
        type="module"
        id={afterFirstPaintId}
        data-entry={production ? framework.manifest.entry.module : undefined}
        data-manifest="/site.webmanifest"
        data-font={fontUrl}
        dangerouslySetInnerHTML={{ __html: afterFirstPaintScript }}
      />
    </>
  );
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
