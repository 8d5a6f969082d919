import { ErrorPage } from "~/components/sections/shared/error-page";
import { pageMeta } from "~/lib/page-meta";
import { notFoundPath } from "~/lib/paths";
import { siteContent } from "~/content/site-content";

export const meta = () =>
  pageMeta({ seo: siteContent("pages/not-found").seo, path: notFoundPath, noIndex: true });

/** Every unknown URL. Prerendered once as 404.html, which the server sends with status 404. */
export default function NotFoundRoute() {
  const page = siteContent("pages/not-found");
  return <ErrorPage title={page.hero.title} detail="404 Not Found" intro={page.hero.intro} />;
}
