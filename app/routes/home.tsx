import { ClosingCta } from "~/components/sections/shared/closing-cta";
import { Expertise } from "~/components/sections/home/expertise";
import { FourCs } from "~/components/sections/home/four-cs";
import { HomeFuture } from "~/components/sections/home/home-future";
import { HomeHeroArt } from "~/components/sections/home/home-hero-art";
import { OfferGrid } from "~/components/sections/home/offer-grid";
import { PageHero } from "~/components/sections/shared/page-hero";
import { ReasonsTabs } from "~/components/sections/home/reasons-tabs";
import { ButtonLink } from "~/components/ui/button";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { siteContent, siteIdentity } from "~/content/site-content";

export const meta = () => pageMeta({ seo: siteContent("pages/home").seo, path: paths.home });

export default function HomeRoute() {
  const identity = siteIdentity();
  const page = siteContent("pages/home");
  const { hero, future, offer, fourCs, expertise, reasons, closing } = page;
  return (
    <>
      <PageHero
        hero={hero}
        actions={
          <>
            <ButtonLink href={hero.cta.href} size="lg" arrow>
              {hero.cta.label}
            </ButtonLink>
            <ButtonLink href={hero.secondary.href} variant="ghost-light" size="lg">
              {hero.secondary.label}
            </ButtonLink>
          </>
        }
        aside={<HomeHeroArt className="mx-auto max-w-[30rem]" />}
        size="home"
      />
      <HomeFuture {...future} />
      <OfferGrid eyebrow="Services" {...offer} />
      <FourCs {...fourCs} />
      <Expertise {...expertise} />
      <ReasonsTabs reasons={reasons} />
      <ClosingCta {...closing} phone={identity.phones.contact} />
    </>
  );
}
