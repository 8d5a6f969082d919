import { LegalDocument } from "~/components/sections/legal/legal-document";
import { PageHero } from "~/components/sections/shared/page-hero";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { siteContent, siteIdentity } from "~/content/site-content";

export const meta = () => pageMeta({ seo: siteContent("pages/terms").seo, path: paths.terms });

export default function TermsRoute() {
  const identity = siteIdentity();
  const { address } = identity;
  const page = siteContent("pages/terms");
  return (
    <>
      <PageHero hero={page.hero} />
      <LegalDocument
        updated={page.updated}
        summary={page.summary}
        sections={page.sections}
        contact={{
          ...page.contact,
          email: identity.email,
          phone: identity.phones.contact,
          address: `${identity.legalName}, ${address.street}, ${address.locality} ${address.postalCode}, ${address.countryName}`,
          hours: identity.openingHours.label,
        }}
      />
    </>
  );
}
