import differentiatorArt from "~/assets/about/differentiator.svg";
import studioPhoto from "~/assets/photos/about-studio.jpg?responsive";
import { AboutApproach } from "~/components/sections/about/about-approach";
import { AboutCta } from "~/components/sections/about/about-cta";
import { AboutDifferentiator } from "~/components/sections/about/about-differentiator";
import { AboutIntro } from "~/components/sections/about/about-intro";
import { PageHero } from "~/components/sections/shared/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { aboutUsPage } from "~/content/pages/about-us";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";

export const meta = () => pageMeta({ seo: aboutUsPage.seo, path: paths.aboutUs });

export default function AboutUsRoute() {
  return (
    <>
      <PageHero
        hero={aboutUsPage.hero}
        actions={
          <ButtonLink href="#our-approach" variant="ghost-light" size="lg">
            {aboutUsPage.approach.heading}
          </ButtonLink>
        }
      />
      <AboutIntro intro={aboutUsPage.intro} photo={studioPhoto} ctaHref={paths.contactUs} />
      <AboutApproach approach={aboutUsPage.approach} />
      <AboutDifferentiator differentiator={aboutUsPage.differentiator} art={differentiatorArt} />
      <AboutCta closing={aboutUsPage.closing} href={paths.contactUs} />
    </>
  );
}
