import { identity } from "@contracts/identity";
import { LegalDocument } from "~/components/sections/legal/legal-document";
import { PageHero } from "~/components/sections/shared/page-hero";
import { privacyPolicyPage } from "~/content/pages/privacy-policy";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";

export const meta = () => pageMeta({ seo: privacyPolicyPage.seo, path: paths.privacyPolicy });

const { address } = identity;

export default function PrivacyPolicyRoute() {
  return (
    <>
      <PageHero hero={privacyPolicyPage.hero} />
      <LegalDocument
        updated={privacyPolicyPage.updated}
        summary={privacyPolicyPage.summary}
        sections={privacyPolicyPage.sections}
        contact={{
          ...privacyPolicyPage.contact,
          email: identity.email,
          phone: identity.phones.contact,
          address: `${identity.legalName}, ${address.street}, ${address.locality} ${address.postalCode}, ${address.countryName}`,
          hours: identity.openingHours.label,
        }}
      />
    </>
  );
}
