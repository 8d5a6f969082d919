import { identity as configuredIdentity } from "@contracts/identity";
import { CareersOpenings } from "~/components/sections/careers/careers-openings";
import { NewsletterSignup } from "~/components/forms/newsletter-signup";
import { PageHero } from "~/components/sections/shared/page-hero";
import { Section } from "~/components/ui/section";
import { Island } from "~/islands/island";
import { pageMeta } from "~/lib/page-meta";
import { openingPath, paths } from "~/lib/paths";
import { siteContent } from "~/content/site-content";

export const meta = () => pageMeta({ seo: siteContent("pages/careers").seo, path: paths.careers });

export default function CareersRoute() {
  const page = siteContent("pages/careers");
  const { openings, newsletter } = page;
  return (
    <>
      <PageHero hero={page.hero} />
      <Section
        id="openings"
        eyebrow={openings.eyebrow}
        heading={openings.heading}
        tagline={openings.tagline}
        tone="muted"
      >
        <CareersOpenings
          positions={openings.positions.map((opening) => ({
            ...opening,
            href: openingPath(opening.slug),
          }))}
          detailLabel={openings.detailLabel}
          none={openings.none}
        />
      </Section>
      <Island
        name="NewsletterSignup"
        component={NewsletterSignup}
        props={{
          ...newsletter,
          endpoint: configuredIdentity.forms.newsletter,
          privacyHref: paths.privacyPolicy,
        }}
      />
    </>
  );
}
