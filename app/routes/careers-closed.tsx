import { PageHero } from "~/components/sections/shared/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { siteContent } from "~/content/site-content";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";

/** What the address of a closed or removed opening answers, with 410 Gone (server/site/). */
export const meta = () =>
  pageMeta({
    seo: siteContent("pages/careers").closed.seo,
    path: paths.closedOpening,
    noIndex: true,
  });

export default function CareersClosedRoute() {
  const { closed } = siteContent("pages/careers");
  return (
    <PageHero
      hero={{ title: closed.title, intro: closed.body }}
      actions={
        <ButtonLink href={paths.careers} variant="gradient" size="lg">
          {closed.linkLabel}
        </ButtonLink>
      }
    />
  );
}
