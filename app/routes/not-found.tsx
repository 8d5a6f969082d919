import { ErrorPage } from "~/components/sections/shared/error-page";
import { notFoundPage } from "~/content/pages/not-found";
import { pageMeta } from "~/lib/page-meta";
import { notFoundPath } from "~/lib/paths";

export const meta = () => pageMeta({ seo: notFoundPage.seo, path: notFoundPath, noIndex: true });

/** Every unknown URL. Prerendered once as 404.html, which the server sends with status 404. */
export default function NotFoundRoute() {
  return (
    <ErrorPage
      title={notFoundPage.hero.title}
      detail="404 Not Found"
      intro={notFoundPage.hero.intro}
    />
  );
}
