import { identity } from "@contracts/identity";
import { LegalDocument } from "~/components/sections/legal/legal-document";
import { PageHero } from "~/components/sections/shared/page-hero";
import { termsPage } from "~/content/pages/terms";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";

export const meta = () => pageMeta({ seo: termsPage.seo, path: paths.terms });

const { address } = identity;

export default function TermsRoute() {
  return (
    <>
      <PageHero hero={termsPage.hero} />
      <LegalDocument
        updated={termsPage.updated}
        summary={termsPage.summary}
        sections={termsPage.sections}
        contact={{
          ...termsPage.contact,
          email: identity.email,
          phone: identity.phones.contact,
          address: `${identity.legalName}, ${address.street}, ${address.locality} ${address.postalCode}, ${address.countryName}`,
          hours: identity.openingHours.label,
        }}
      />
    </>
  );
}
