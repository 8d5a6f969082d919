import { identity as configuredIdentity } from "@contracts/identity";
import { ContactForm } from "~/components/forms/contact-form";
import { ContactIntro } from "~/components/sections/contact/contact-intro";
import { ContactPanel } from "~/components/sections/contact/contact-panel";
import { PageHero } from "~/components/sections/shared/page-hero";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { Island } from "~/islands/island";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { siteContent, siteIdentity } from "~/content/site-content";

export const meta = () =>
  pageMeta({ seo: siteContent("pages/contact-us").seo, path: paths.contactUs });

export default function ContactUsRoute() {
  const identity = siteIdentity();
  const { address } = identity;
  const page = siteContent("pages/contact-us");
  return (
    <>
      <PageHero hero={page.hero} />
      <Section tone="muted">
        <ContactIntro content={page.intro} />
        <div className="mt-12 grid items-start gap-8 lg:grid-cols-12 lg:gap-10">
          <Card className="sm:p-8 md:p-10 lg:col-span-7">
            <Island
              name="ContactForm"
              component={ContactForm}
              props={{
                endpoint: configuredIdentity.forms.contact,
                content: page.form,
                privacyHref: paths.privacyPolicy,
              }}
            />
          </Card>
          <div className="lg:sticky lg:top-28 lg:col-span-5">
            <ContactPanel
              content={page.panel}
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
