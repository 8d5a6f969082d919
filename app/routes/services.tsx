import { ClosingCta } from "~/components/sections/shared/closing-cta";
import { PageHero } from "~/components/sections/shared/page-hero";
import { ServicesOverview } from "~/components/sections/services/services-overview";
import { ButtonLink } from "~/components/ui/button";
import { serviceNames } from "~/content/navigation";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { siteContent, siteIdentity } from "~/content/site-content";

export const meta = () =>
  pageMeta({ seo: siteContent("pages/services").seo, path: paths.services });

export default function ServicesRoute() {
  const identity = siteIdentity();
  const page = siteContent("pages/services");
  const { hero, groups, closing } = page;
  return (
    <>
      <PageHero
        hero={hero}
        actions={
          <ButtonLink href={hero.cta.href} size="lg" arrow>
            {hero.cta.label}
          </ButtonLink>
        }
      />
      <ServicesOverview groups={groups} names={serviceNames} />
      <ClosingCta {...closing} phone={identity.phones.contact} />
    </>
  );
}
