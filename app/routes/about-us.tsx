import differentiatorArt from "~/assets/about/differentiator.svg";
import studioPhoto from "~/assets/photos/about-studio.jpg?responsive";
import { AboutApproach } from "~/components/sections/about/about-approach";
import { AboutCta } from "~/components/sections/about/about-cta";
import { AboutDifferentiator } from "~/components/sections/about/about-differentiator";
import { AboutIntro } from "~/components/sections/about/about-intro";
import { PageHero } from "~/components/sections/shared/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { siteContent } from "~/content/site-content";

export const meta = () => pageMeta({ seo: siteContent("pages/about-us").seo, path: paths.aboutUs });

export default function AboutUsRoute() {
  const page = siteContent("pages/about-us");
  return (
    <>
      <PageHero
        hero={page.hero}
        actions={
          <ButtonLink href="#our-approach" variant="ghost-light" size="lg">
            {page.approach.heading}
          </ButtonLink>
        }
      />
      <AboutIntro intro={page.intro} photo={studioPhoto} ctaHref={paths.contactUs} />
      <AboutApproach approach={page.approach} />
      <AboutDifferentiator differentiator={page.differentiator} art={differentiatorArt} />
      <AboutCta closing={page.closing} href={paths.contactUs} />
    </>
  );
}
