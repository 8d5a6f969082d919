import { identity } from "@contracts/identity";
import { ServicePage } from "~/components/sections/services/service-page";
import { aiDevelopment as service } from "~/content/services/ai-development";
import { serviceMeta } from "~/lib/service-meta";

export const meta = () => serviceMeta(service);

export default function AiDevelopmentRoute() {
  return <ServicePage service={service} quote={quoteContacts} />;
}

const quoteContacts = {
  endpoint: identity.forms.quote,
  phone: identity.phones.quote,
  email: identity.email,
};
