import { ContactNextSteps } from "~/components/sections/contact/contact-next-steps";
import { PageHero } from "~/components/sections/shared/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { siteContent, siteIdentity } from "~/content/site-content";

export const meta = () =>
  pageMeta({ seo: siteContent("pages/thank-you").seo, path: paths.thankYou, noIndex: true });

export default function ThankYouRoute() {
  const identity = siteIdentity();
  const page = siteContent("pages/thank-you");
  return (
    <>
      <PageHero
        hero={page.hero}
        actions={
          <>
            <ButtonLink href={paths.home} variant="gradient" size="lg">
              {page.actions.home}
            </ButtonLink>
            <ButtonLink href={paths.services} variant="ghost-light" size="lg">
              {page.actions.services}
            </ButtonLink>
          </>
        }
      />
      <Section tone="muted">
        <ContactNextSteps
          next={page.next}
          reach={page.reach}
          phone={identity.phones.contact}
          email={identity.email}
          action={
            <ButtonLink href={paths.portfolio} variant="ghost-light">
              {page.actions.portfolio}
            </ButtonLink>
          }
        />
      </Section>
    </>
  );
}
