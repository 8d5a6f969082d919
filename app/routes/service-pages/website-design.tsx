import { identity } from "@contracts/identity";
import { ServicePage } from "~/components/sections/services/service-page";
import { websiteDesign as service } from "~/content/services/website-design";
import { serviceMeta } from "~/lib/service-meta";

export const meta = () => serviceMeta(service);

export default function WebsiteDesignRoute() {
  return <ServicePage service={service} quote={quoteContacts} />;
}

const quoteContacts = {
  endpoint: identity.forms.quote,
  phone: identity.phones.quote,
  email: identity.email,
};
