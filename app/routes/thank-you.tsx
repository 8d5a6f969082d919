import { identity } from "@contracts/identity";
import { ContactNextSteps } from "~/components/sections/contact/contact-next-steps";
import { PageHero } from "~/components/sections/shared/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { thankYouPage } from "~/content/pages/thank-you";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";

export const meta = () => pageMeta({ seo: thankYouPage.seo, path: paths.thankYou, noIndex: true });

export default function ThankYouRoute() {
  return (
    <>
      <PageHero
        hero={thankYouPage.hero}
        actions={
          <>
            <ButtonLink href={paths.home} variant="gradient" size="lg">
              {thankYouPage.actions.home}
            </ButtonLink>
            <ButtonLink href={paths.services} variant="ghost-light" size="lg">
              {thankYouPage.actions.services}
            </ButtonLink>
          </>
        }
      />
      <Section tone="muted">
        <ContactNextSteps
          next={thankYouPage.next}
          reach={thankYouPage.reach}
          phone={identity.phones.contact}
          email={identity.email}
          action={
            <ButtonLink href={paths.portfolio} variant="ghost-light">
              {thankYouPage.actions.portfolio}
            </ButtonLink>
          }
        />
      </Section>
    </>
  );
}
