import { identity } from "@contracts/identity";
import { ContactForm } from "~/components/forms/contact-form";
import { ContactIntro } from "~/components/sections/contact/contact-intro";
import { ContactPanel } from "~/components/sections/contact/contact-panel";
import { PageHero } from "~/components/sections/shared/page-hero";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { Island } from "~/islands/island";
import { contactUsPage } from "~/content/pages/contact-us";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";

export const meta = () => pageMeta({ seo: contactUsPage.seo, path: paths.contactUs });

const { address } = identity;

export default function ContactUsRoute() {
  return (
    <>
      <PageHero hero={contactUsPage.hero} />
      <Section tone="muted">
        <ContactIntro content={contactUsPage.intro} />
        <div className="mt-12 grid items-start gap-8 lg:grid-cols-12 lg:gap-10">
          <Card className="sm:p-8 md:p-10 lg:col-span-7">
            <Island
              name="ContactForm"
              component={ContactForm}
              props={{
                endpoint: identity.forms.contact,
                content: contactUsPage.form,
                privacyHref: paths.privacyPolicy,
              }}
            />
          </Card>
          <div className="lg:sticky lg:top-28 lg:col-span-5">
            <ContactPanel
              content={contactUsPage.panel}
              phone={identity.phones.contact}
              email={identity.email}
              address={[
                address.street,
                `${address.locality} ${address.postalCode}`,
                address.countryName,
              ]}
              hours={identity.openingHours.label}
              social={identity.social}
            />
          </div>
        </div>
      </Section>
    </>
  );
}
