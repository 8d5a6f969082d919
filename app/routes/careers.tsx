import { identity } from "@contracts/identity";
import { CareersOpenings } from "~/components/sections/careers/careers-openings";
import { NewsletterSignup } from "~/components/forms/newsletter-signup";
import { PageHero } from "~/components/sections/shared/page-hero";
import { Section } from "~/components/ui/section";
import { Island } from "~/islands/island";
import { careersPage } from "~/content/pages/careers";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";

export const meta = () => pageMeta({ seo: careersPage.seo, path: paths.careers });

const { openings, newsletter } = careersPage;

export default function CareersRoute() {
  return (
    <>
      <PageHero hero={careersPage.hero} />
      <Section
        id="openings"
        eyebrow={openings.eyebrow}
        heading={openings.heading}
        tagline={openings.tagline}
        tone="muted"
      >
        <CareersOpenings
          positions={openings.positions}
          applyLabel={openings.applyLabel}
          applyNote={openings.applyNote}
          email={identity.email}
        />
      </Section>
      <Island
        name="NewsletterSignup"
        component={NewsletterSignup}
        props={{
          ...newsletter,
          endpoint: identity.forms.newsletter,
          privacyHref: paths.privacyPolicy,
        }}
      />
    </>
  );
}
