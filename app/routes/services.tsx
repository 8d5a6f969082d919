import { identity } from "@contracts/identity";
import { ClosingCta } from "~/components/sections/shared/closing-cta";
import { PageHero } from "~/components/sections/shared/page-hero";
import { ServicesOverview } from "~/components/sections/services/services-overview";
import { ButtonLink } from "~/components/ui/button";
import { serviceNames } from "~/content/navigation";
import { servicesPage } from "~/content/pages/services";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";

export const meta = () => pageMeta({ seo: servicesPage.seo, path: paths.services });

export default function ServicesRoute() {
  const { hero, groups, closing } = servicesPage;
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
